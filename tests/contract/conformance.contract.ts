/**
 * What a conforming server must do for each call of the contract, through the same typed client
 * the app uses: shapes (parsed by the contract schemas), status codes, error bodies, cookies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { BASE_URL, PASSWORD, registerUser, signInAdmin, uniqueEmail, validDispute } from './accounts';
import { parseSetCookie } from './cookies';
import { anonymous, as, Identity, statusOf } from './identities';

const SECRET_KEYS = /"(password|passwordHash|hash|salt|token)"\s*:/i;
const raw = (identity: Identity, path: string, init: RequestInit = {}) => identity.fetch(`${BASE_URL}${path}`, init);
const postJson = (identity: Identity, path: string, body: string) =>
  raw(identity, path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

let alice: Identity;
let admin: Identity;
let disputeId = '';

beforeAll(async () => {
  alice = await registerUser('alice');
  admin = await signInAdmin();
});

describe('sessions', () => {
  it('register answers 201 with the user, no secret, and a session cookie HttpOnly, Path=/, SameSite=Lax', async () => {
    const identity = new Identity('fresh');
    const email = uniqueEmail('fresh');
    const response = await postJson(
      identity,
      '/api/auth/register',
      JSON.stringify({
        username: 'fresh.user',
        email,
        password: PASSWORD,
        walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    );
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toMatch(SECRET_KEYS);
    expect(JSON.parse(text)).toMatchObject({ email, isAdmin: false });
    const cookie = identity.lastSetCookies.map(parseSetCookie).find((candidate) => candidate.name === 'sid');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toMatch(/^(lax|strict|none)$/);
  });

  it('a taken email, in any case, answers 409 with a message', async () => {
    const me = await as(alice, api.calls.getCurrentUser);
    const response = await postJson(
      new Identity('dup'),
      '/api/auth/register',
      JSON.stringify({ username: 'dup.user', email: me.email.toUpperCase(), password: PASSWORD, walletAddress: 'x' }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('login accepts the email in any case, refuses a wrong password with 401', async () => {
    const me = await as(alice, api.calls.getCurrentUser);
    expect(
      await statusOf(new Identity('wrong'), () =>
        api.calls.login({ body: { username: me.email, password: 'not-the-password' } }),
      ),
    ).toBe(401);
    const again = new Identity('again');
    const user = await as(again, () =>
      api.calls.login({ body: { username: me.email.toUpperCase(), password: PASSWORD } }),
    );
    expect(user.id).toBe(me.id);
  });

  it('logout answers 2xx, expires the cookie, and the session is gone', async () => {
    const me = await as(alice, api.calls.getCurrentUser);
    const leaving = new Identity('leaving');
    await as(leaving, () => api.calls.login({ body: { username: me.email, password: PASSWORD } }));
    await as(leaving, api.calls.logout);
    expect(leaving.lastSetCookies.map(parseSetCookie).find((cookie) => cookie.name === 'sid')?.expired).toBe(true);
    expect(await statusOf(leaving, api.calls.getCurrentUser)).toBe(401);
  });
});

describe('disputes', () => {
  it('create accepts a numeric-string amount, stores a number and starts as New', async () => {
    const dispute = await as(alice, () => api.calls.createDispute({ body: validDispute({ amount: '42.50' }) }));
    disputeId = dispute.id;
    expect(dispute).toMatchObject({ amount: 42.5, status: 'New', type: 'fee_dispute' });
    expect(dispute.timeline[0]?.status).toBe('New');
  });

  it('lists, reads, replies and reports the last created dispute', async () => {
    expect((await as(alice, api.calls.getDisputes)).map((row) => row.id)).toContain(disputeId);
    expect(await as(alice, api.calls.getLastCreatedDispute)).toEqual({ id: disputeId });
    const message = await as(alice, () =>
      api.calls.postDisputeMessage({ id: disputeId, body: { content: 'Any news on this?' } }),
    );
    expect(message).toMatchObject({ content: 'Any news on this?', isFromAdmin: false });
    const dispute = await as(alice, () => api.calls.getDispute({ id: disputeId }));
    expect(dispute.messages.map((entry) => entry.id)).toContain(message.id);
  });

  it('never shows admin notes to the owner', async () => {
    const text = await (await raw(alice, `/api/disputes/${disputeId}`)).text();
    expect(text).not.toContain('adminNotes');
  });

  it('answers 400 { message, fieldErrors } for a bad body and for malformed JSON', async () => {
    const bad = await postJson(
      alice,
      '/api/disputes',
      JSON.stringify({ ...validDispute(), amount: 0, description: 'short' }),
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['amount', 'description']));
    expect((await postJson(alice, '/api/disputes', '{"type":')).status).toBe(400);
  });
});

describe('content', () => {
  it('serves notifications, scam alerts, security tips and resources to a signed-in user', async () => {
    const reads: (() => Promise<unknown[]>)[] = [
      api.calls.getNotifications,
      api.calls.getScamAlerts,
      api.calls.getSecurityTips,
      api.calls.getEducationalResources,
    ];
    for (const call of reads) {
      expect(Array.isArray(await as(alice, call))).toBe(true);
    }
  });
});

describe('admin', () => {
  it('serves stats, the dispute list, one dispute with user details, similar cases and users without secrets', async () => {
    await as(admin, api.calls.getAdminStats);
    expect((await as(admin, api.calls.getAdminDisputes)).map((row) => row.id)).toContain(disputeId);
    const dispute = await as(admin, () => api.calls.getAdminDispute({ id: disputeId }));
    expect(dispute.user.email).toBe((await as(alice, api.calls.getCurrentUser)).email);
    await as(admin, () => api.calls.getSimilarCases({ id: disputeId }));
    const usersText = await (await raw(admin, '/api/admin/users')).text();
    expect(usersText).not.toMatch(SECRET_KEYS);
  });

  it('resolves an open dispute once; the owner sees the outcome and the response', async () => {
    const resolved = await as(admin, () =>
      api.calls.resolveDispute({
        id: disputeId,
        body: {
          resolutionType: 'partial_refund',
          refundAmount: 37.5,
          adminNotes: 'contract suite',
          userResponse: 'We will refund you within 24 hours.',
        },
      }),
    );
    expect(resolved.status).toBe('Resolved');
    const seen = await as(alice, () => api.calls.getDispute({ id: disputeId }));
    expect(seen.status).toBe('Resolved');
    expect(seen.messages.some((message) => message.isFromAdmin && message.content.includes('24 hours'))).toBe(true);
    expect(
      await statusOf(admin, () =>
        api.calls.resolveDispute({
          id: disputeId,
          body: { resolutionType: 'decline', userResponse: 'Declined after review.' },
        }),
      ),
    ).toBe(409);
  });

  it('error answers carry a JSON message', async () => {
    for (const [identity, path, status] of [
      [anonymous, '/api/auth/me', 401],
      [alice, '/api/admin/stats', 403],
      [alice, '/api/disputes/DSP-does-not-exist', 404],
    ] as const) {
      const response = await raw(identity, path);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('support desk (extension)', () => {
  let deskId = '';
  let adminId = '';
  const statusOfPost = async (identity: Identity, path: string, body: unknown) => {
    const response = await postJson(identity, path, JSON.stringify(body));
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    return response.status;
  };

  beforeAll(async () => {
    deskId = (await as(alice, () => api.calls.createDispute({ body: validDispute() }))).id;
    adminId = (await as(admin, api.calls.getCurrentUser)).id;
  });

  it('lists the admins; a reply moves a New dispute to In Progress and reaches the owner; an internal note never does', async () => {
    expect((await as(admin, api.calls.getAdmins)).map((row) => 'id' in row && row.id)).toContain(adminId);
    const reply = await as(admin, () =>
      api.calls.postAdminMessage({ id: deskId, body: { content: 'We are looking into it.' } }),
    );
    expect(reply).toMatchObject({ isFromAdmin: true, internal: false, author: { id: adminId } });
    const note = await as(admin, () =>
      api.calls.postAdminMessage({ id: deskId, body: { content: 'contract-internal-marker', internal: true } }),
    );
    expect(note.internal).toBe(true);
    const seen = await as(alice, () => api.calls.getDispute({ id: deskId }));
    expect(seen.status).toBe('In Progress');
    expect(seen.messages.map((message) => message.id)).toEqual(expect.arrayContaining([reply.id]));
    for (const path of [`/api/disputes/${deskId}`, '/api/disputes', '/api/notifications']) {
      expect(await (await raw(alice, path)).text()).not.toContain('contract-internal-marker');
    }
    const row = (await as(alice, api.calls.getDisputes)).find(
      (candidate) => 'id' in candidate && candidate.id === deskId,
    );
    expect(row).toMatchObject({ awaiting: 'user', lastMessageAt: reply.timestamp });
  });

  it('assigns and unassigns, naming the admin on the timeline', async () => {
    const assigned = await as(admin, () => api.calls.assignDispute({ id: deskId, body: { adminId } }));
    expect(assigned.assignee?.id).toBe(adminId);
    expect(assigned.timeline.at(-1)?.actor?.id).toBe(adminId);
    expect(
      (await as(admin, () => api.calls.assignDispute({ id: deskId, body: { adminId: null } }))).assignee,
    ).toBeNull();
  });

  it('moves an active dispute between the active statuses and notifies the owner', async () => {
    const moved = await as(admin, () =>
      api.calls.setDisputeStatus({ id: deskId, body: { status: 'Under Review', note: 'Waiting for the exchange.' } }),
    );
    expect(moved.status).toBe('Under Review');
    expect(moved.timeline.at(-1)).toMatchObject({
      status: 'Under Review',
      details: 'Waiting for the exchange.',
      actor: { id: adminId },
    });
    const notices = await as(alice, api.calls.getNotifications);
    expect(notices.some((notice) => 'disputeId' in notice && notice.disputeId === deskId)).toBe(true);
  });

  it('refuses with 400, 403, 404, 409 and 422 as the contract says', async () => {
    const base = `/api/admin/disputes/${deskId}`;
    expect(await statusOfPost(admin, `${base}/messages`, { content: '   ' })).toBe(400);
    expect(await statusOfPost(admin, `${base}/messages`, { content: 'x'.repeat(5001) })).toBe(400);
    expect(await statusOfPost(admin, `${base}/assign`, {})).toBe(400);
    expect(await statusOfPost(admin, `${base}/status`, { status: 'Resolved' })).toBe(400);
    expect(
      await statusOfPost(admin, `${base}/assign`, { adminId: (await as(alice, api.calls.getCurrentUser)).id }),
    ).toBe(422);
    expect(await statusOfPost(admin, `${base}/assign`, { adminId: 'usr-does-not-exist' })).toBe(422);
    for (const [path, body] of [
      ['messages', { content: 'Hi' }],
      ['assign', { adminId }],
      ['status', { status: 'New' }],
    ] as const) {
      expect(await statusOfPost(alice, `${base}/${path}`, body)).toBe(403);
      expect(await statusOfPost(admin, `/api/admin/disputes/DSP-does-not-exist/${path}`, body)).toBe(404);
    }
    await as(admin, () =>
      api.calls.resolveDispute({
        id: deskId,
        body: { resolutionType: 'decline', userResponse: 'Declined after review.' },
      }),
    );
    // A closed dispute keeps its decision; support may still write on it (./lateReplies.contract.ts).
    for (const [path, body] of [
      ['assign', { adminId }],
      ['status', { status: 'New' }],
    ] as const) {
      expect(await statusOfPost(admin, `${base}/${path}`, body)).toBe(409);
    }
  });
});
