/** Sessions, passwords and the auth calls, with the validation messages word for word. */
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { sessionKey } from './http';
import {
  expectFieldError,
  expectRejected,
  raw,
  registerFreshUser,
  signInAsDemoUser,
  snapshot,
  statusOf,
  startTestBackend,
  type RawResponse,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const newUser = {
  username: 'jamie.doe',
  email: 'Jamie.Doe@Example.org',
  password: 'S3cret-passphrase',
  walletAddress: '0x2222222222222222222222222222222222222222',
};

/** Nothing secret in a response body: no hash, no password, no salt, no session token. */
function expectNoSecrets(response: RawResponse, plainPasswords: string[] = []) {
  expect(response.text).not.toMatch(/passwordHash|"password"|salt|pbkdf2|token|"sid"/i);
  for (const plain of plainPasswords) expect(response.text).not.toContain(plain);
  for (const session of backend.db.data.sessions) expect(response.text).not.toContain(session.tokenHash);
}

function setCookieOf(response: RawResponse): string {
  const [cookie] = response.headers.getSetCookie();
  expect(cookie).toBeDefined();
  return cookie ?? '';
}

describe('POST /api/auth/login', () => {
  it('returns the user and sets an HttpOnly, Path=/, SameSite=Lax sid cookie', async () => {
    const response = await raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: DEMO_USER.password });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: 'usr-1', email: DEMO_USER.email, isAdmin: false, previousDisputes: 15 });
    const cookie = setCookieOf(response);
    expect(cookie).toMatch(/^sid=[^;]{20,};/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    const token = /^sid=([^;]+)/.exec(cookie)?.[1];
    // The store holds the token's hash, never the token itself.
    expect(backend.db.data.sessions.map((session) => session.tokenHash)).toContain(sessionKey(token ?? ''));
    expect(JSON.stringify(backend.db.data.sessions)).not.toContain(token);
    expectNoSecrets(response, [DEMO_USER.password]);
  });

  it('rememberMe keeps the cookie for 30 days; without it the cookie ends with the browser session', async () => {
    const remembered = await raw('POST', '/api/auth/login', {
      username: DEMO_USER.email,
      password: DEMO_USER.password,
      rememberMe: true,
    });
    expect(setCookieOf(remembered)).toMatch(/;\s*Max-Age=2592000/i);
    const plain = await raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: DEMO_USER.password });
    expect(setCookieOf(plain)).not.toMatch(/Max-Age|Expires/i);
  });

  it('signs in: the typed client sees the same user on /api/auth/me', async () => {
    const user = await calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
    expect(await calls.getCurrentUser()).toEqual(user);
  });

  it('matches the email case-insensitively, and only the email: a username does not sign in', async () => {
    expect((await calls.login({ body: { username: 'DEMO@Example.COM', password: DEMO_USER.password } })).id).toBe(
      'usr-1',
    );
    expect(await statusOf(calls.login({ body: { username: 'alex.morgan', password: DEMO_USER.password } }))).toBe(401);
    expect(await statusOf(calls.login({ body: { username: 'admin', password: DEMO_ADMIN.password } }))).toBe(401);
  });

  it("a username that looks like someone else's email never locks that person out", async () => {
    const squatter = await registerFreshUser({
      username: 'victim@example.org',
      email: 'squatter@example.org',
      password: 'Squatter123!',
    });
    expect(squatter.username).not.toBe('victim@example.org@example.org');
    await calls.logout();
    const victim = await registerFreshUser({ email: 'victim@example.org', password: 'VictimPass1!' });
    await calls.logout();
    expect((await calls.login({ body: { username: 'victim@example.org', password: 'VictimPass1!' } })).id).toBe(
      victim.id,
    );
    await calls.logout();
    expect(await statusOf(calls.login({ body: { username: 'victim@example.org', password: 'Squatter123!' } }))).toBe(
      401,
    );
  });

  it('a wrong password or an unknown account → 401 with no session created', async () => {
    const wrong = await expectRejected(backend, 401, () =>
      raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: 'Password123' }),
    );
    expect(wrong.json).toEqual({ message: 'Invalid email or password' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    await expectRejected(backend, 401, () =>
      raw('POST', '/api/auth/login', { username: 'nobody@example.com', password: DEMO_USER.password }),
    );
    // Seed users without a password can never sign in.
    const sample = backend.db.data.users.find((user) => user.passwordHash === null);
    await expectRejected(backend, 401, () =>
      raw('POST', '/api/auth/login', { username: sample?.email, password: 'x'.repeat(8) }),
    );
  });

  it.each([
    ['username', { password: 'whatever1' }, 'Email is required'],
    ['username', { username: '   ', password: 'whatever1' }, 'Email is required'],
    ['password', { username: DEMO_USER.email }, 'Password is required'],
    ['password', { username: DEMO_USER.email, password: '' }, 'Password is required'],
  ])('400 on %s: %j', async (field, body, message) => {
    await expectFieldError(backend, () => raw('POST', '/api/auth/login', body), field, message);
  });

  it('{} names both missing fields', async () => {
    const response = await expectRejected(backend, 400, () => raw('POST', '/api/auth/login', {}));
    expect(response.json).toEqual({
      message: 'Email is required',
      fieldErrors: { username: ['Email is required'], password: ['Password is required'] },
    });
  });
});

describe('POST /api/auth/register', () => {
  it('→ 201 with the user, no password field, and a session', async () => {
    const response = await raw('POST', '/api/auth/register', { ...newUser, firstName: 'Jamie', lastName: 'Doe' });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.stringMatching(/^usr-/),
      username: 'jamie.doe',
      email: 'jamie.doe@example.org',
      firstName: 'Jamie',
      lastName: 'Doe',
      walletAddress: newUser.walletAddress,
      previousDisputes: 0,
      isAdmin: false,
      // The two-step extension (docs/server.md#two-step-sign-in): off, and optional for a user.
      twoStep: { enabled: false, required: false, passkeys: 0 },
    });
    expectNoSecrets(response, [newUser.password]);
    expect(setCookieOf(response)).toMatch(/^sid=.+HttpOnly/i);
    expect((await calls.getCurrentUser()).email).toBe('jamie.doe@example.org');
  });

  it('stores a pbkdf2-sha512 hash, never the plain password, and the new user can sign in', async () => {
    const user = await calls.register({ body: newUser });
    const stored = backend.db.data.users.find((candidate) => candidate.id === user.id);
    expect(stored?.passwordHash).toMatch(/^pbkdf2-sha512\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(JSON.stringify(backend.db.data)).not.toContain(newUser.password);
    for (const seeded of backend.db.data.users.filter((candidate) => candidate.passwordHash !== null)) {
      expect(seeded.passwordHash).toMatch(/^pbkdf2-sha512\$/);
    }
    expect(JSON.stringify(backend.db.data)).not.toContain(DEMO_USER.password);
    await calls.logout();
    expect((await calls.login({ body: { username: newUser.email, password: newUser.password } })).id).toBe(user.id);
  });

  it.each([DEMO_USER.email, 'DEMO@EXAMPLE.COM', 'Demo@Example.com'])('a taken email (%s) → 409', async (email) => {
    const response = await expectRejected(backend, 409, () => raw('POST', '/api/auth/register', { ...newUser, email }));
    expect(response.json).toMatchObject({ message: 'An account with this email already exists' });
  });

  it('a taken username is made unique rather than refused', async () => {
    const first = await calls.register({ body: newUser });
    const second = await calls.register({ body: { ...newUser, email: 'other.jamie@example.org' } });
    expect(second.username).not.toBe(first.username);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['email', { email: undefined }, 'Invalid email address'],
    // The document says `format: email`, which allows no white space around the address.
    ['email', { email: ' Demo@Example.com ' }, 'Invalid email address'],
    ['password', { password: 'short7!' }, 'Password must be at least 8 characters'],
    ['password', { password: undefined }, 'Password must be at least 8 characters'],
    ['walletAddress', { walletAddress: undefined }, 'Wallet address is required'],
    ['walletAddress', { walletAddress: '   ' }, 'Wallet address is required'],
  ])('400 on %s: %j', async (field, override, message) => {
    await expectFieldError(
      backend,
      () => raw('POST', '/api/auth/register', { ...newUser, ...override }),
      field,
      message,
    );
  });
});

describe('session lifecycle', () => {
  it('GET /api/auth/me returns the signed-in user without secrets', async () => {
    await signInAsDemoUser();
    const response = await raw('GET', '/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: 'usr-1', username: 'alex.morgan', email: DEMO_USER.email });
    expectNoSecrets(response, [DEMO_USER.password]);
  });

  it('logout → 204, expires the cookie, deletes the session; /me is then 401', async () => {
    await signInAsDemoUser();
    expect(backend.db.data.sessions).toHaveLength(1);
    const response = await raw('POST', '/api/auth/logout');
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(setCookieOf(response)).toMatch(/^sid=;.*Max-Age=0/i);
    expect(backend.db.data.sessions).toHaveLength(0);
    expect(await statusOf(calls.getCurrentUser())).toBe(401);
  });

  it('a logged-out token stays dead even when replayed by hand', async () => {
    const response = await raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: DEMO_USER.password });
    const cookie = setCookieOf(response).split(';')[0] ?? '';
    await calls.logout();
    expect((await raw('GET', '/api/auth/me', undefined, { Cookie: cookie })).status).toBe(401);
  });

  it('signing in as another user switches the session', async () => {
    await signInAsDemoUser();
    const other = await registerFreshUser();
    expect((await calls.getCurrentUser()).id).toBe(other.id);
  });

  it('resetting the demo data ends every session', async () => {
    await signInAsDemoUser();
    const before = snapshot(backend);
    expect(before).toContain('"sessions":[{');
    await backend.db.reset();
    expect(await statusOf(calls.getCurrentUser())).toBe(401);
  });
});
