/**
 * Deny by default (docs/server.md#access-control): every call of the original contract but login
 * and register needs a session, every /api/admin/* call needs an admin, and a body that is not a
 * JSON object is a 400, never a 500. No rejected request may change the store.
 */
import { describe, expect, it } from 'vitest';
import {
  expectRejected,
  raw,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  startTestBackend,
  validDispute,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const SEED_DISPUTE = 'DSP-100001'; // the demo user's first dispute

const resolveBody = {
  resolutionType: 'refund',
  refundAmount: 1,
  adminNotes: null,
  userResponse: 'Your refund is on its way.',
};

/** Every call of the original contract that needs a session: method, path and a valid body where it takes one. */
const SESSION_CALLS: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/logout', {}],
  ['GET', '/api/disputes'],
  ['POST', '/api/disputes', validDispute()],
  ['GET', `/api/disputes/${SEED_DISPUTE}`],
  ['POST', `/api/disputes/${SEED_DISPUTE}/messages`, { content: 'Any update on this?' }],
  ['GET', '/api/disputes/last-created'],
  ['GET', '/api/notifications'],
  ['GET', '/api/scam-alerts'],
  ['GET', '/api/security-tips'],
  ['GET', '/api/educational-resources'],
  ['GET', '/api/admin/disputes'],
  ['GET', '/api/admin/stats'],
  ['GET', `/api/admin/disputes/${SEED_DISPUTE}`],
  ['GET', `/api/admin/disputes/${SEED_DISPUTE}/similar`],
  ['POST', `/api/admin/disputes/${SEED_DISPUTE}/resolve`, resolveBody],
  ['GET', '/api/admin/users'],
];

const ADMIN_CALLS = SESSION_CALLS.filter(([, path]) => path.startsWith('/api/admin/'));

describe('access control', () => {
  it('covers the 17 calls of the original contract that need a session, 6 of them admin-only', () => {
    expect(SESSION_CALLS).toHaveLength(17);
    expect(ADMIN_CALLS).toHaveLength(6);
  });

  it.each(SESSION_CALLS)('%s %s without a session → 401', async (method, path, body) => {
    const response = await expectRejected(backend, 401, () => raw(method, path, body));
    expect(response.json).toEqual({ message: 'You need to sign in first' });
  });

  it.each(SESSION_CALLS)('%s %s with an unknown session token → 401', async (method, path, body) => {
    await expectRejected(backend, 401, () => raw(method, path, body, { Cookie: 'sid=not-a-real-token' }));
  });

  it.each(ADMIN_CALLS)('%s %s as a non-admin → 403', async (method, path, body) => {
    await signInAsDemoUser();
    const response = await expectRejected(backend, 403, () => raw(method, path, body));
    expect(response.json).toEqual({ message: 'Only admins can do this' });
  });

  it.each(ADMIN_CALLS)('%s %s as a freshly registered user → 403', async (method, path, body) => {
    await registerFreshUser();
    await expectRejected(backend, 403, () => raw(method, path, body));
  });

  it('an unknown /api path answers 404 JSON, not a fall-through', async () => {
    await signInAsDemoUser();
    await expectRejected(backend, 404, () => raw('GET', '/api/no-such-thing'));
  });
});

describe('bodies that are not a JSON object', () => {
  /** Every call with a body, with whatever session it needs to reach body parsing. */
  const BODY_CALLS: [name: string, path: string, signIn: () => Promise<unknown>][] = [
    ['login', '/api/auth/login', async () => undefined],
    ['register', '/api/auth/register', async () => undefined],
    ['create dispute', '/api/disputes', signInAsDemoUser],
    ['reply', `/api/disputes/${SEED_DISPUTE}/messages`, signInAsDemoUser],
    ['resolve', '/api/admin/disputes/DSP-100002/resolve', signInAsAdmin],
  ];
  const BAD_BODIES: [label: string, body: string][] = [
    ['malformed JSON', '{"username": "demo@example.com", '],
    ['an empty body', ''],
    ['a JSON array', '[{"content": "hello there"}]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['a JSON number', '42'],
  ];

  for (const [name, path, signIn] of BODY_CALLS) {
    it.each(BAD_BODIES)(`${name}: %s → 400`, async (_label, body) => {
      await signIn();
      const response = await expectRejected(backend, 400, () => raw('POST', path, body));
      expect(response.json).toMatchObject({ message: expect.stringMatching(/^Request body must be/) });
    });
  }

  it('an empty JSON object earns field errors, not a 500', async () => {
    for (const [, path, signIn] of BODY_CALLS) {
      await signIn();
      const response = await expectRejected(backend, 400, () => raw('POST', path, {}));
      expect(response.json).toMatchObject({ fieldErrors: expect.any(Object) });
    }
  });

  it('a body over the size limit is refused without a write', async () => {
    await signInAsDemoUser();
    const huge = JSON.stringify({ content: 'x'.repeat(1_100_000) });
    await expectRejected(backend, 413, () => raw('POST', `/api/disputes/${SEED_DISPUTE}/messages`, huge));
  });
});
