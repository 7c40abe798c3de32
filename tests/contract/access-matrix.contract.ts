/**
 * The authorisation matrix: every endpoint × {no session, user, another user, admin, admin yet to
 * set up two-step sign-in} against
 * the expected status (deny by default; someone else's dispute is a 404). The table
 * is printed after the run, so a reviewer reads the whole policy at a glance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import * as admin from '../../src/api/admin';
import { evidenceFilePath } from '../../src/api/evidenceFiles';
import { uploadEvidence } from '../../src/api/upload';
import { PASSWORD, registerUser, signInAdmin, signInPendingAdmin, uniqueEmail, validDispute } from './accounts';
import { anonymous, as, Identity, statusOf } from './identities';
import { authenticationResponse, madeUpChallenge, registrationResponse } from './passkeyResponses';

/** `pending`: an admin signed in with the password whose account has no second step yet (docs/server.md#two-step-sign-in). */
type Who = 'none' | 'owner' | 'other' | 'admin' | 'pending';
const COLUMNS: Who[] = ['none', 'owner', 'other', 'admin', 'pending'];

interface Row {
  endpoint: string;
  call: (ids: {
    dispute: string;
    closed: string;
    owner: string;
    notification: string;
    evidence: string;
    session: string;
    spare: string;
  }) => Promise<unknown>;
  success: number;
  expected: Record<Who, number>;
}

/** A public call: the same answer with or without a session, whoever holds it. */
const anyoneCall = (status: number) => ({ none: status, owner: status, other: status, admin: status, pending: status });
const userCall = (success = 200) => ({ none: 401, owner: success, other: success, admin: success, pending: success });
const ownedCall = (success = 200) => ({ none: 401, owner: success, other: 404, admin: 404, pending: 404 });
/**
 * The dispute's owner and admins; anyone else is answered as if it did not exist, an admin yet to
 * set up two-step sign-in included: a password alone opens nobody else's disputes.
 */
const ownerOrAdmin = (success = 200) => ({ none: 401, owner: success, other: 404, admin: success, pending: 404 });

/** A small file that is a PNG by its first bytes. */
const matrixPng = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'matrix.png', {
    type: 'image/png',
  });
/** An admin yet to set up two-step sign-in is refused every admin call (403, `reason: "two_step_enrolment_required"`). */
const adminCall = { none: 401, owner: 403, other: 403, admin: 200, pending: 403 };

/** The recipient the owner's scam report names (an EIP-55 example address), and the report's words. */
const MATRIX_RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const MATRIX_REPORT_TEXT = 'The matrix owner was tricked into paying a fake refund agent.';

/** Fetches an evidence file's bytes with the current identity's fetch: 200, or throws the status. */
async function fetchEvidenceFile(disputeId: string, evidenceId: string): Promise<void> {
  const response = await fetch(api.apiUrl(evidenceFilePath(disputeId, evidenceId)));
  await response.arrayBuffer();
  if (response.status !== 200)
    throw Object.assign(new Error(`the file answered ${response.status}`), { status: response.status });
}

/** Opens the live stream with the current identity's fetch and lets go of it: 200, or throws the status. */
async function openLiveStream(): Promise<void> {
  const response = await fetch(api.apiUrl('/api/events'), { headers: { Accept: 'text/event-stream' } });
  await response.body?.cancel();
  if (response.status !== 200)
    throw Object.assign(new Error(`GET /api/events answered ${response.status}`), { status: response.status });
}

/** Saves the team's settings back as read, so nothing is written; a caller who cannot read them sends the defaults. */
async function saveSettingsAsRead(): Promise<unknown> {
  const settings = await api.calls.getAdminSettings().catch(() => null);
  const body = settings
    ? admin.settingsRequestOf(settings)
    : { revision: 0, targets: { resolutionHours: 72, resolutionRate: 90 }, savedReplies: [] };
  return api.calls.updateAdminSettings({ body });
}

const ROWS: Row[] = [
  { endpoint: 'GET /api/auth/me', call: () => api.calls.getCurrentUser(), success: 200, expected: userCall() },
  // Anyone signed in may start setting up an app; an account that has one already is told so.
  {
    endpoint: 'POST /api/auth/two-step/totp/setup (extension)',
    call: () => api.calls.setupTotp(),
    success: 200,
    expected: { ...userCall(), admin: 409 },
  },
  // Passkeys (docs/server.md#passkeys): a made-up response is refused alike by any signed-in
  // caller (its challenge is no one's); the public calls answer alike, whoever asks.
  {
    endpoint: 'GET /api/auth/passkeys (extension)',
    call: () => api.calls.getPasskeys(),
    success: 200,
    expected: userCall(),
  },
  {
    endpoint: 'POST /api/auth/passkeys/registration-options (extension)',
    call: () => api.calls.passkeyRegistrationOptions(),
    success: 200,
    expected: userCall(),
  },
  {
    endpoint: 'POST /api/auth/passkeys (extension)',
    call: () =>
      api.calls.registerPasskey({ body: { name: 'Matrix', response: registrationResponse(madeUpChallenge()) } }),
    success: 201,
    expected: userCall(409),
  },
  {
    endpoint: 'POST /api/auth/passkeys/{id}/remove (extension)',
    call: () => api.calls.removePasskey({ id: 'matrix-no-such-passkey' }),
    success: 204,
    expected: userCall(404),
  },
  {
    endpoint: 'POST /api/auth/passkeys/sign-in-options (extension)',
    call: () => api.calls.passkeySignInOptions({ body: {} }),
    success: 200,
    expected: anyoneCall(200),
  },
  {
    endpoint: 'POST /api/auth/passkeys/sign-in (extension)',
    call: () => api.calls.passkeySignIn({ body: { response: authenticationResponse(madeUpChallenge()) } }),
    success: 200,
    expected: anyoneCall(401),
  },
  // Public: anyone may ask (an email of its own per call, so no row meets the per-email limit) and
  // is answered alike; a made-up link is refused alike, whoever sends it.
  {
    endpoint: 'POST /api/auth/password-reset (extension)',
    call: () => api.calls.requestPasswordReset({ body: { email: uniqueEmail('matrix-reset') } }),
    success: 202,
    expected: anyoneCall(202),
  },
  {
    endpoint: 'POST /api/auth/password-reset/confirm (extension)',
    call: () =>
      api.calls.confirmPasswordReset({ body: { token: 'matrix-made-up-reset-token', password: 'matrix-password' } }),
    success: 204,
    expected: anyoneCall(422),
  },
  { endpoint: 'GET /api/disputes', call: () => api.calls.getDisputes(), success: 200, expected: userCall() },
  {
    endpoint: 'GET /api/auth/sessions (extension)',
    call: () => api.calls.getSessions(),
    success: 200,
    expected: userCall(),
  },
  // A second session of the owner's: only the owner may end it; anyone else is answered as if it did not exist.
  {
    endpoint: 'POST /api/auth/sessions/{id}/end (extension)',
    call: ({ session }) => api.calls.endSession({ id: session }),
    success: 204,
    expected: ownedCall(204),
  },
  // Ends the caller's other sessions only: each identity here holds one, so the rows after it keep theirs.
  {
    endpoint: 'POST /api/auth/sessions/end-others (extension)',
    call: () => api.calls.endOtherSessions(),
    success: 200,
    expected: userCall(),
  },
  // Each caller's own switches; an empty body changes nothing, so the rows after it mail alike.
  {
    endpoint: 'GET /api/auth/email-notifications (extension)',
    call: () => api.calls.getEmailNotifications(),
    success: 200,
    expected: userCall(),
  },
  {
    endpoint: 'PUT /api/auth/email-notifications (extension)',
    call: () => api.calls.setEmailNotifications({ body: {} }),
    success: 200,
    expected: userCall(),
  },
  {
    endpoint: 'POST /api/disputes',
    call: () => api.calls.createDispute({ body: validDispute() }),
    success: 201,
    expected: userCall(201),
  },
  {
    endpoint: 'GET /api/disputes/last-created',
    call: () => api.calls.getLastCreatedDispute(),
    success: 200,
    expected: userCall(),
  },
  {
    endpoint: 'GET /api/disputes/{id}',
    call: ({ dispute }) => api.calls.getDispute({ id: dispute }),
    success: 200,
    expected: ownedCall(),
  },
  {
    endpoint: 'POST /api/disputes/{id}/messages',
    call: ({ dispute }) => api.calls.postDisputeMessage({ id: dispute, body: { content: 'Matrix check' } }),
    success: 201,
    expected: ownedCall(201),
  },
  { endpoint: 'GET /api/notifications', call: () => api.calls.getNotifications(), success: 200, expected: userCall() },
  // The owner's own notification: anyone else's attempt is a 404, an admin's included.
  {
    endpoint: 'POST /api/notifications/{id}/read (extension)',
    call: ({ notification }) => api.calls.markNotificationRead({ id: notification }),
    success: 200,
    expected: ownedCall(),
  },
  {
    endpoint: 'POST /api/notifications/read-all (extension)',
    call: () => api.calls.markAllNotificationsRead(),
    success: 204,
    expected: userCall(204),
  },
  { endpoint: 'GET /api/scam-alerts', call: () => api.calls.getScamAlerts(), success: 200, expected: userCall() },
  { endpoint: 'GET /api/security-tips', call: () => api.calls.getSecurityTips(), success: 200, expected: userCall() },
  {
    endpoint: 'GET /api/educational-resources',
    call: () => api.calls.getEducationalResources(),
    success: 200,
    expected: userCall(),
  },
  {
    endpoint: 'GET /api/scam-check (extension)',
    call: () => api.calls.checkScam({ q: 'binnance-login.com' }),
    success: 200,
    expected: userCall(),
  },
  // The owner's scam report names a recipient: anyone may check it, and the answer is counts and
  // days, never the report (a reply naming the dispute, its owner or its text fails the row).
  {
    endpoint: "GET /api/scam-check of another's recipient (extension)",
    call: async ({ dispute, owner }) => {
      const answer = JSON.stringify(await api.calls.checkScam({ q: MATRIX_RECIPIENT }));
      for (const secret of [dispute, owner, '@', MATRIX_REPORT_TEXT])
        if (answer.includes(secret)) throw new Error(`the scam check named ${secret}`);
    },
    success: 200,
    expected: userCall(),
  },
  { endpoint: 'GET /api/admin/disputes', call: () => api.calls.getAdminDisputes(), success: 200, expected: adminCall },
  { endpoint: 'GET /api/admin/stats', call: () => api.calls.getAdminStats(), success: 200, expected: adminCall },
  {
    endpoint: 'GET /api/admin/disputes/{id}',
    call: ({ dispute }) => api.calls.getAdminDispute({ id: dispute }),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'GET /api/admin/disputes/{id}/similar',
    call: ({ dispute }) => api.calls.getSimilarCases({ id: dispute }),
    success: 200,
    expected: adminCall,
  },
  { endpoint: 'GET /api/admin/users', call: () => api.calls.getAdminUsers(), success: 200, expected: adminCall },
  // A spare account of its own: signing it out everywhere touches no identity of the matrix.
  {
    endpoint: 'POST /api/admin/users/{id}/sessions/end (extension)',
    call: ({ spare }) => api.calls.endUserSessions({ id: spare }),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'POST /api/admin/users/{id}/reinstate (extension)',
    call: ({ owner }) => api.calls.reinstateUser({ id: owner }),
    success: 200,
    expected: adminCall,
  },
  { endpoint: 'GET /api/events (extension)', call: openLiveStream, success: 200, expected: userCall() },
  {
    endpoint: 'POST /api/disputes/{id}/evidence (extension)',
    call: ({ dispute }) => uploadEvidence(dispute, matrixPng()),
    success: 201,
    expected: ownerOrAdmin(201),
  },
  {
    endpoint: 'GET /api/disputes/{id}/evidence (extension)',
    call: ({ dispute }) => api.calls.getDisputeEvidence({ id: dispute }),
    success: 200,
    expected: ownerOrAdmin(),
  },
  {
    endpoint: 'GET /api/disputes/{id}/evidence/{evidenceId} (extension)',
    call: ({ dispute, evidence }) => fetchEvidenceFile(dispute, evidence),
    success: 200,
    expected: ownerOrAdmin(),
  },
  {
    endpoint: 'GET /api/admin/admins (extension)',
    call: () => api.calls.getAdmins(),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'POST /api/admin/disputes/{id}/messages (extension)',
    call: ({ dispute }) =>
      api.calls.postAdminMessage({ id: dispute, body: { content: 'Matrix check', internal: true } }),
    success: 201,
    expected: { ...adminCall, admin: 201 },
  },
  {
    endpoint: 'POST /api/admin/disputes/{id}/assign (extension)',
    call: ({ dispute }) => api.calls.assignDispute({ id: dispute, body: { adminId: null } }),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'POST /api/admin/disputes/{id}/status (extension)',
    call: ({ dispute }) => api.calls.setDisputeStatus({ id: dispute, body: { status: 'In Progress' } }),
    success: 200,
    expected: adminCall,
  },
  // A dispute of the owner's that support closed: the admin (asked last) reopens it.
  {
    endpoint: 'POST /api/admin/disputes/{id}/reopen (extension)',
    call: ({ closed }) => api.calls.reopenDispute({ id: closed, body: { reason: 'Matrix check' } }),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'POST /api/admin/disputes/{id}/resolve',
    call: ({ dispute }) =>
      api.calls.resolveDispute({
        id: dispute,
        body: { resolutionType: 'additional_info', userResponse: 'Please send the exchange statement.' },
      }),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'GET /api/admin/reports (extension)',
    call: () => api.calls.getAdminReport({ from: '2026-01-01', to: '2026-03-31' }),
    success: 200,
    expected: adminCall,
  },
  {
    endpoint: 'GET /api/admin/settings (extension)',
    call: () => api.calls.getAdminSettings(),
    success: 200,
    expected: adminCall,
  },
  { endpoint: 'PUT /api/admin/settings (extension)', call: saveSettingsAsRead, success: 200, expected: adminCall },
];

const identities = {} as Record<Who, Identity>;
const ids = { dispute: '', closed: '', owner: '', notification: '', evidence: '', session: '', spare: '' };
const seen = new Map<string, Record<Who, number>>();

beforeAll(async () => {
  identities.none = anonymous;
  identities.owner = await registerUser('owner');
  identities.other = await registerUser('other');
  identities.admin = await signInAdmin();
  identities.pending = await signInPendingAdmin();
  ids.dispute = (
    await as(identities.owner, () =>
      api.calls.createDispute({
        body: validDispute({
          type: 'scam_report',
          network: 'ethereum',
          toAddress: MATRIX_RECIPIENT,
          description: MATRIX_REPORT_TEXT,
        }),
      }),
    )
  ).id;
  const owner = await as(identities.owner, () => api.calls.getCurrentUser());
  ids.owner = owner.id;
  // The owner signed in a second time, elsewhere: the session the end row ends.
  await as(new Identity('owner elsewhere'), () =>
    api.calls.login({ body: { username: owner.email, password: PASSWORD } }),
  );
  const elsewhere = api
    .readable(await as(identities.owner, () => api.calls.getSessions()))
    .find((session) => !session.current);
  if (!elsewhere) throw new Error('The owner’s second sign-in is not in their list of sessions');
  ids.session = elsewhere.id;
  ids.spare = (await as(await registerUser('spare'), () => api.calls.getCurrentUser())).id;
  ids.closed = (await as(identities.owner, () => api.calls.createDispute({ body: validDispute() }))).id;
  await as(identities.admin, () =>
    api.calls.resolveDispute({
      id: ids.closed,
      body: { resolutionType: 'decline', userResponse: 'Declined after review.' },
    }),
  );
  ids.evidence = (await as(identities.owner, () => uploadEvidence(ids.dispute, matrixPng()))).id;
  // Filing a dispute notifies its owner ("Dispute received", docs/server.md#derived-data); one the
  // other account sees too is for everyone, which anyone may mark read.
  const seenByOther = new Set(
    api.readable(await as(identities.other, () => api.calls.getNotifications())).map((notification) => notification.id),
  );
  const ownNotification = api
    .readable(await as(identities.owner, () => api.calls.getNotifications()))
    .find((notification) => !seenByOther.has(notification.id));
  if (!ownNotification) throw new Error('Filing a dispute made no notification for its owner');
  ids.notification = ownNotification.id;
  // Each caller needs a dispute of their own, or last-created would rightly answer 404.
  await as(identities.other, () => api.calls.createDispute({ body: validDispute() }));
  await as(identities.admin, () => api.calls.createDispute({ body: validDispute() }));
  await as(identities.pending, () => api.calls.createDispute({ body: validDispute() }));
});

afterAll(() => {
  const width = Math.max(...ROWS.map((row) => row.endpoint.length));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(width) : cell.padStart(7))).join(' │');
  const table = [line(['endpoint', ...COLUMNS]), '─'.repeat(width + COLUMNS.length * 9)];
  for (const row of ROWS) {
    const got = seen.get(row.endpoint);
    table.push(
      line([
        row.endpoint,
        ...COLUMNS.map((who) => {
          const status = got?.[who];
          return status === undefined ? '-' : `${status}${status === row.expected[who] ? '' : '!'}`;
        }),
      ]),
    );
  }
  console.log(`\nAuthorisation matrix (! marks a status that differs from the expected one)\n${table.join('\n')}\n`);
});

describe.each(ROWS)('$endpoint', (row) => {
  it.each(COLUMNS)('as %s', async (who) => {
    const status = await statusOf(identities[who], () => row.call(ids), row.success);
    seen.set(row.endpoint, { ...(seen.get(row.endpoint) ?? ({} as Record<Who, number>)), [who]: status });
    expect(status).toBe(row.expected[who]);
  });
});

/**
 * Calls of the endpoint table the matrix leaves out, and why: every other signed-in call must have
 * a row, so a call added to the table cannot slip past the authorisation check unnoticed.
 */
const NOT_IN_MATRIX: Partial<Record<api.EndpointName, string>> = {
  logout: 'ends the session the other rows need; the auth suite checks it',
  suspendUser: 'would lock the owner out of the rows after it; the suspension suite checks it',
  confirmTotp: 'needs a code from the caller’s own new secret; twoStep.contract.ts checks each refusal',
  renewRecoveryCodes: 'needs a code from the caller’s own app; twoStep.contract.ts checks each refusal',
  disableTwoStep: 'needs a code from the caller’s own app; twoStep.contract.ts checks each refusal',
};

describe('the matrix', () => {
  it('has a row for every signed-in call of the endpoint table', () => {
    const rows = new Set(ROWS.map((row) => row.endpoint.replace(/ \(extension\)$/, '')));
    const missing = (Object.keys(api.endpoints) as api.EndpointName[])
      .filter((name) => api.endpoints[name].access !== 'public' && NOT_IN_MATRIX[name] === undefined)
      .filter((name) => !rows.has(`${api.endpoints[name].method} ${api.endpoints[name].path}`));
    expect(missing).toEqual([]);
  });
});
