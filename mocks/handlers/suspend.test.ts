/**
 * Extension of the contract: suspending and reinstating accounts. POST /api/admin/users/{id}/suspend and
 * /reinstate take no body and answer the updated User; a suspended account cannot sign in, and
 * every session it had ends at once.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { calls, UserSchema } from '../../src/api';
import { DEMO_USER } from '../db/seed';
import { TEST_NOW } from '../node';
import { sessionKey } from './http';
import {
  expectRejected,
  raw,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  snapshot,
  startTestBackend,
  statusOf,
  readList,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const SUSPENDED = 'This account has been suspended. Contact support.';
const DEMO_USER_ID = 'usr-1';
const DEMO_ADMIN_ID = 'usr-2';
const PASSWORD = 'CorrectHorse1';

const stored = (id: string) => backend.db.data.users.find((user) => user.id === id);

/** Registers a fresh account, then signs the admin in (dropping the fresh account's cookie). */
async function freshUserThenAdmin() {
  const fresh = await registerFreshUser({ password: PASSWORD });
  await signInAsAdmin();
  return fresh;
}

describe('the User schema extension', () => {
  it('a User without isSuspended (a server without the extension) still parses, as not suspended', () => {
    const plain = { id: 'usr-9', username: 'kim', email: 'kim@example.org', previousDisputes: 0, isAdmin: false };
    expect(v.parse(UserSchema, plain).isSuspended).toBe(false);
  });

  it('a stored user without the field reads as active in the admin list', async () => {
    await signInAsAdmin();
    expect(stored(DEMO_USER_ID)).not.toHaveProperty('isSuspended');
    const users = await readList(calls.getAdminUsers());
    expect(users.find((user) => user.id === DEMO_USER_ID)?.isSuspended).toBe(false);
    expect(users.every((user) => user.isSuspended === false)).toBe(true);
  });
});

describe('POST /api/admin/users/{id}/suspend', () => {
  it('→ 200 with the updated user, and the admin list shows it suspended', async () => {
    const fresh = await freshUserThenAdmin();
    const updated = await calls.suspendUser({ id: fresh.id });
    expect(updated).toMatchObject({ id: fresh.id, email: fresh.email, isSuspended: true, isAdmin: false });
    expect(stored(fresh.id)?.isSuspended).toBe(true);
    const listed = (await readList(calls.getAdminUsers())).find((user) => user.id === fresh.id);
    expect(listed?.isSuspended).toBe(true);
  });

  it('needs no body: a raw POST with none succeeds', async () => {
    await signInAsAdmin();
    const response = await raw('POST', `/api/admin/users/${DEMO_USER_ID}/suspend`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: DEMO_USER_ID, isSuspended: true });
    expect(response.text).not.toMatch(/passwordHash|pbkdf2/);
  });

  it('deletes every session of the target: their next call is a 401', async () => {
    const signedIn = await raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: DEMO_USER.password });
    const demoCookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    // A second device's session (a sign-in here would replace this client's own session).
    const signedInAt = new Date(TEST_NOW).toISOString();
    await backend.db.write((tx) =>
      tx.put('sessions', {
        tokenHash: sessionKey('second-device'),
        userId: DEMO_USER_ID,
        createdAt: signedInAt,
        lastSeenAt: signedInAt,
      }),
    );
    expect(backend.db.data.sessions.filter((session) => session.userId === DEMO_USER_ID)).toHaveLength(2);
    await signInAsAdmin();
    await calls.suspendUser({ id: DEMO_USER_ID });
    expect(backend.db.data.sessions.filter((session) => session.userId === DEMO_USER_ID)).toHaveLength(0);
    // The admin's own session is untouched.
    expect(backend.db.data.sessions.some((session) => session.userId === DEMO_ADMIN_ID)).toBe(true);
    expect((await raw('GET', '/api/disputes', undefined, { Cookie: demoCookie })).status).toBe(401);
  });

  it('is idempotent: suspending twice keeps the account suspended', async () => {
    await signInAsAdmin();
    await calls.suspendUser({ id: DEMO_USER_ID });
    expect((await calls.suspendUser({ id: DEMO_USER_ID })).isSuspended).toBe(true);
  });

  it('without a session → 401, nothing written', async () => {
    await expectRejected(backend, 401, () =>
      raw('POST', `/api/admin/users/${DEMO_USER_ID}/suspend`, undefined, { Cookie: 'sid=not-a-real-token' }),
    );
  });

  it('as a non-admin → 403, nothing written', async () => {
    const fresh = await registerFreshUser();
    await signInAsDemoUser();
    await expectRejected(backend, 403, () => raw('POST', `/api/admin/users/${fresh.id}/suspend`));
    expect(stored(fresh.id)?.isSuspended).toBeUndefined();
  });

  it('an admin target → 403 "Admins cannot be suspended", nothing written', async () => {
    await signInAsAdmin();
    const response = await expectRejected(backend, 403, () => raw('POST', `/api/admin/users/${DEMO_ADMIN_ID}/suspend`));
    expect(response.json).toEqual({ message: 'Admins cannot be suspended' });
  });

  it('an unknown id → 404, nothing written', async () => {
    await signInAsAdmin();
    const response = await expectRejected(backend, 404, () => raw('POST', '/api/admin/users/usr-999999/suspend'));
    expect(response.json).toEqual({ message: 'User not found' });
  });
});

describe('a suspended account', () => {
  it('cannot sign in: 403 with the suspension sentence, and no session is created', async () => {
    const fresh = await freshUserThenAdmin();
    await calls.suspendUser({ id: fresh.id });
    const response = await expectRejected(backend, 403, () =>
      raw('POST', '/api/auth/login', { username: fresh.email, password: PASSWORD }),
    );
    expect(response.json).toEqual({ message: SUSPENDED });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a wrong password still answers 401, never revealing the suspension', async () => {
    await signInAsAdmin();
    await calls.suspendUser({ id: DEMO_USER_ID });
    const response = await expectRejected(backend, 401, () =>
      raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: 'not-the-password' }),
    );
    expect(response.text).not.toContain('suspended');
  });

  it('a session that outlived the suspension (an older store) is refused with 403', async () => {
    await signInAsDemoUser();
    const user = stored(DEMO_USER_ID);
    if (!user) throw new Error('no demo user');
    user.isSuspended = true;
    expect(await statusOf(calls.getCurrentUser())).toBe(403);
    expect(await statusOf(calls.getDisputes())).toBe(403);
    // Signing out still works, so the browser can drop the cookie.
    await calls.logout();
    expect(backend.db.data.sessions.some((session) => session.userId === DEMO_USER_ID)).toBe(false);
  });
});

describe('POST /api/admin/users/{id}/reinstate', () => {
  it('→ 200 with the user active again, who can then sign in', async () => {
    const fresh = await freshUserThenAdmin();
    await calls.suspendUser({ id: fresh.id });
    const updated = await calls.reinstateUser({ id: fresh.id });
    expect(updated).toMatchObject({ id: fresh.id, isSuspended: false });
    expect(stored(fresh.id)?.isSuspended).toBe(false);
    const back = await calls.login({ body: { username: fresh.email, password: PASSWORD } });
    expect(back.id).toBe(fresh.id);
    expect((await calls.getCurrentUser()).id).toBe(fresh.id);
  });

  it('without a session → 401, nothing written', async () => {
    await signInAsAdmin();
    await calls.suspendUser({ id: DEMO_USER_ID });
    await expectRejected(backend, 401, () =>
      raw('POST', `/api/admin/users/${DEMO_USER_ID}/reinstate`, undefined, { Cookie: 'sid=not-a-real-token' }),
    );
    expect(stored(DEMO_USER_ID)?.isSuspended).toBe(true);
  });

  it('as a non-admin → 403, nothing written', async () => {
    const fresh = await freshUserThenAdmin();
    await calls.suspendUser({ id: fresh.id });
    await signInAsDemoUser();
    await expectRejected(backend, 403, () => raw('POST', `/api/admin/users/${fresh.id}/reinstate`));
    expect(stored(fresh.id)?.isSuspended).toBe(true);
  });

  it('an admin target → 403, an unknown id → 404, nothing written', async () => {
    await signInAsAdmin();
    const before = snapshot(backend);
    const admin = await raw('POST', `/api/admin/users/${DEMO_ADMIN_ID}/reinstate`);
    expect(admin.status).toBe(403);
    expect(admin.json).toEqual({ message: 'Admins cannot be suspended' });
    expect((await raw('POST', '/api/admin/users/usr-999999/reinstate')).status).toBe(404);
    expect(snapshot(backend)).toBe(before);
  });

  it('the demo admin can still sign in and list users after suspending others', async () => {
    await signInAsAdmin();
    await calls.suspendUser({ id: DEMO_USER_ID });
    const again = await signInAsAdmin();
    expect(again.isAdmin).toBe(true);
    expect((await readList(calls.getAdminUsers())).length).toBe(backend.db.data.users.length);
  });
});
