/** The admin calls: lists, stats, a dispute's review and its resolution outcomes, the users. */
import { describe, expect, it } from 'vitest';
import { calls, DISPUTE_STATUSES, DISPUTE_TYPES } from '../../src/api';
import { type ResolutionPayload } from '../../src/api/admin';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { SEEDED_SHARED_RECIPIENT } from '../db/seedTransactions';
import { TEST_NOW } from '../node';
import {
  expectFieldError,
  expectRejected,
  raw,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  statusOf,
  startTestBackend,
  validDispute,
  readList,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const resolution = (overrides: Partial<ResolutionPayload> = {}): ResolutionPayload => ({
  resolutionType: 'refund',
  refundAmount: 10,
  adminNotes: 'Checked on the explorer.',
  userResponse: 'Your refund will arrive within 24 hours.',
  ...overrides,
});

/** The demo user's first dispute in an active status, and one that is closed. */
const demoDispute = (status: string) => {
  const dispute = backend.db.data.disputes.find(
    (candidate) => candidate.userId === 'usr-1' && candidate.status === status,
  );
  if (!dispute) throw new Error(`no ${status} dispute for the demo user`);
  return dispute;
};

describe('GET /api/admin/disputes', () => {
  it('lists every dispute, with all five statuses and all five types', async () => {
    await signInAsAdmin();
    const disputes = await readList(calls.getAdminDisputes());
    expect(disputes).toHaveLength(backend.db.data.disputes.length);
    expect(new Set(disputes.map((d) => d.userEmail)).size).toBeGreaterThan(1);
    expect([...new Set(disputes.map((d) => d.status))].sort()).toEqual([...DISPUTE_STATUSES].sort());
    expect([...new Set(disputes.map((d) => d.type))].sort()).toEqual([...DISPUTE_TYPES].sort());
  });
});

describe('GET /api/admin/disputes/{id}', () => {
  it('returns the dispute with user details and adminNotes', async () => {
    await signInAsAdmin();
    const noted = backend.db.data.disputes.find((dispute) => dispute.userId === 'usr-1' && dispute.adminNotes);
    const response = await raw('GET', `/api/admin/disputes/${noted?.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: noted?.id, adminNotes: noted?.adminNotes });
    expect(response.text).not.toMatch(/passwordHash|pbkdf2/);
    const dispute = await calls.getAdminDispute({ id: noted?.id ?? '' });
    expect(dispute.user).toMatchObject({
      email: DEMO_USER.email,
      firstName: 'Alex',
      lastName: 'Morgan',
      previousDisputes: 15,
    });
  });

  it('an unknown id → 404', async () => {
    await signInAsAdmin();
    await expectRejected(backend, 404, () => raw('GET', '/api/admin/disputes/DSP-999999'));
  });
});

describe('GET /api/admin/disputes/{id}/similar', () => {
  it('lists up to five cases of the same type, never the dispute itself', async () => {
    await signInAsAdmin();
    const target = demoDispute('New');
    const similar = await readList(calls.getSimilarCases({ id: target.id }));
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(5);
    for (const entry of similar) {
      expect(entry.id).not.toBe(target.id);
      expect(backend.db.data.disputes.find((d) => d.id === entry.id)?.type).toBe(target.type);
    }
  });

  it('lists first the disputes naming the same values, saying which, then cases of the same type', async () => {
    await signInAsAdmin();
    const [first, second] = backend.db.data.disputes.filter((d) => d.toAddress === SEEDED_SHARED_RECIPIENT);
    if (!first || !second) throw new Error('the seed has no shared recipient');
    const similar = await readList(calls.getSimilarCases({ id: first.id }));
    expect(similar).toContainEqual(
      expect.objectContaining({ id: second.id, shared: expect.arrayContaining(['toAddress']) }),
    );
    const sharing = similar.map((entry) => entry.shared.length);
    expect(sharing).toEqual([...sharing].sort((a, b) => b - a));
    for (const entry of similar.filter((candidate) => candidate.shared.length === 0)) {
      expect(backend.db.data.disputes.find((d) => d.id === entry.id)?.type).toBe(first.type);
    }
  });

  it('matches an EVM address in any letter case, and a filed transaction hash', async () => {
    const me = await signInAsDemoUser();
    const lower = SEEDED_SHARED_RECIPIENT.toLowerCase();
    const filed = await calls.createDispute({
      body: validDispute({
        type: 'other',
        network: 'ethereum',
        transactionId: `0x${'5e'.repeat(32)}`,
        toAddress: lower,
        contactEmail: me.email,
      }),
    });
    const again = await calls.createDispute({
      body: validDispute({ type: 'other', transactionId: filed.transactionId, contactEmail: me.email }),
    });
    await signInAsAdmin();
    const similar = await readList(calls.getSimilarCases({ id: filed.id }));
    const named = backend.db.data.disputes.filter((d) => d.toAddress === SEEDED_SHARED_RECIPIENT).map((d) => d.id);
    expect(similar.slice(0, 3).map((entry) => [entry.id, entry.shared])).toEqual(
      expect.arrayContaining([[again.id, ['transactionId']], ...named.map((id) => [id, ['toAddress']])]),
    );
  });

  it('an unknown id → 404', async () => {
    await signInAsAdmin();
    await expectRejected(backend, 404, () => raw('GET', '/api/admin/disputes/DSP-999999/similar'));
  });
});

describe('GET /api/admin/stats', () => {
  it('is computed from the store: a new dispute adds one to newDisputes', async () => {
    await signInAsAdmin();
    const before = await calls.getAdminStats();
    expect(before.newDisputes).toBe(backend.db.data.disputes.filter((d) => d.status === 'New').length);
    expect(before.inProgressDisputes).toBe(backend.db.data.disputes.filter((d) => d.status === 'In Progress').length);
    expect(before.userCount).toBe(backend.db.data.users.filter((u) => !u.isAdmin).length);
    // "Today" is the server's local calendar day; the count must follow the store, not a constant.
    const startOfToday = new Date(TEST_NOW).setHours(0, 0, 0, 0);
    const closedToday = backend.db.data.disputes.filter(
      (d) => d.resolution && Date.parse(d.resolution.resolvedAt) >= startOfToday,
    );
    expect(before.resolvedToday).toBe(closedToday.length);
    expect(before.avgResolutionTime).toBeGreaterThan(0);
    await registerFreshUser();
    await calls.createDispute({ body: validDispute() });
    await signInAsAdmin();
    const after = await calls.getAdminStats();
    expect(after.newDisputes).toBe(before.newDisputes + 1);
    expect(after.userCount).toBe(before.userCount + 1);
    expect(after.kycPending).toBe(before.kycPending + 1);
  });

  it('resolving a dispute moves it out of the in-progress count and into resolved today', async () => {
    await signInAsAdmin();
    const before = await calls.getAdminStats();
    await calls.resolveDispute({ id: demoDispute('In Progress').id, body: resolution({ refundAmount: 1 }) });
    const after = await calls.getAdminStats();
    expect(after.inProgressDisputes).toBe(before.inProgressDisputes - 1);
    expect(after.resolvedToday).toBe(before.resolvedToday + 1);
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user with dispute counts and no secrets', async () => {
    await signInAsAdmin();
    const response = await raw('GET', '/api/admin/users');
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/passwordHash|"password"|salt|pbkdf2|token/i);
    expect(response.text).not.toContain(DEMO_USER.password);
    expect(response.text).not.toContain(DEMO_ADMIN.password);
    const users = await readList(calls.getAdminUsers());
    expect(users).toHaveLength(backend.db.data.users.length);
    const demo = users.find((user) => user.email === DEMO_USER.email);
    expect(demo?.previousDisputes).toBe(backend.db.data.disputes.filter((d) => d.userId === demo?.id).length);
    expect(users.find((user) => user.email === DEMO_ADMIN.email)?.isAdmin).toBe(true);
  });
});

describe('POST /api/admin/disputes/{id}/resolve', () => {
  it.each([
    ['refund', 'Resolved'],
    ['partial_refund', 'Resolved'],
    ['decline', 'Rejected'],
    ['additional_info', 'Under Review'],
  ] as const)('%s → %s, with an admin message and a timeline entry', async (resolutionType, status) => {
    await signInAsAdmin();
    const target = demoDispute('New');
    const timelineBefore = target.timeline.length;
    const resolved = await calls.resolveDispute({
      id: target.id,
      body: resolution({ resolutionType, refundAmount: 5 }),
    });
    expect(resolved.status).toBe(status);
    expect(resolved.adminNotes).toBe('Checked on the explorer.');
    expect(resolved.timeline).toHaveLength(timelineBefore + 1);
    expect(resolved.timeline.at(-1)).toMatchObject({ status });
    await signInAsDemoUser();
    const seenByOwner = await calls.getDispute({ id: target.id });
    expect(seenByOwner.status).toBe(status);
    expect(seenByOwner.messages.at(-1)).toMatchObject({
      content: 'Your refund will arrive within 24 hours.',
      isFromAdmin: true,
    });
    expect(JSON.stringify(seenByOwner)).not.toContain('Checked on the explorer.');
  });

  it('a closed dispute → 409, nothing written', async () => {
    await signInAsAdmin();
    for (const status of ['Resolved', 'Rejected']) {
      const response = await expectRejected(backend, 409, () =>
        raw('POST', `/api/admin/disputes/${demoDispute(status).id}/resolve`, resolution()),
      );
      expect(response.json).toEqual({ message: `This dispute is already ${status.toLowerCase()}` });
    }
  });

  it('resolving twice: the second attempt → 409', async () => {
    await signInAsAdmin();
    const id = demoDispute('Under Review').id;
    await calls.resolveDispute({ id: id, body: resolution({ resolutionType: 'decline' }) });
    expect(await statusOf(calls.resolveDispute({ id: id, body: resolution() }))).toBe(409);
  });

  it('a refund above the disputed amount → 400, nothing written', async () => {
    await signInAsAdmin();
    const target = demoDispute('New');
    await expectFieldError(
      backend,
      () => raw('POST', `/api/admin/disputes/${target.id}/resolve`, resolution({ refundAmount: target.amount + 0.01 })),
      'refundAmount',
      'Refund cannot exceed the disputed amount',
      422,
    );
  });

  it.each([
    ['userResponse', { userResponse: 'Too short' }, 'Response must be at least 10 characters long'],
    ['userResponse', { userResponse: '    short     ' }, 'Response must be at least 10 characters long'],
    ['userResponse', { userResponse: undefined }, 'Response must be at least 10 characters long'],
    ['resolutionType', { resolutionType: 'refund_everything' }, 'Choose a resolution type'],
    ['resolutionType', { resolutionType: undefined }, 'Choose a resolution type'],
    ['refundAmount', { refundAmount: -1 }, 'Refund amount cannot be negative'],
    ['refundAmount', { refundAmount: '10' }, 'Refund amount must be a number'],
    ['refundAmount', { refundAmount: null }, 'Refund amount is required for a refund'],
  ])('400 on %s: %j', async (field, override, message) => {
    await signInAsAdmin();
    const path = `/api/admin/disputes/${demoDispute('New').id}/resolve`;
    await expectFieldError(backend, () => raw('POST', path, { ...resolution(), ...override }), field, message);
  });

  it('an unknown id → 404, nothing written', async () => {
    await signInAsAdmin();
    await expectRejected(backend, 404, () => raw('POST', '/api/admin/disputes/DSP-999999/resolve', resolution()));
  });
});
