/**
 * The reference server (mocks/server.ts) under a flood of wrong passwords from one address, the
 * address a known admin signs in from too (every client of this test is 127.0.0.1). The flood
 * must get no more password checks than the limits allow, and the admin, whose browser kept its
 * device cookie from an earlier sign-in, must get in while the flood is still being answered:
 * shown by the order of the answers, never by a clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../mocks/db/seed';
import { DEVICE_COOKIE } from '../../mocks/handlers/deviceCookie';
import { LOGIN_LIMITS } from '../../mocks/handlers/loginLimits';
import { startServer, type RunningServer } from '../kit/serverProcess';
import { challengeIn, secondStepBody, seededCode } from '../kit/twoStepSignIn';

const dir = mkdtempSync(join(tmpdir(), 'server-login-flood-'));
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const FLOOD = [
  ...Array.from({ length: 40 }, () => DEMO_USER.email),
  ...Array.from({ length: 20 }, () => DEMO_ADMIN.email),
];

describe('the reference server under a sign-in flood from one address', () => {
  it("lets a known admin in while the flood is answered, and checks no more of the flood's passwords than the limits allow", async () => {
    const running = await startServer(join(dir, 'db.sqlite'));
    server = running;
    /**
     * A sign-in; for the admin's right password both steps (docs/server.md#two-step-sign-in), with
     * `code`, else the current one: each step's code signs the account in once.
     */
    const login = async (email: string, password: string, cookie?: string, code?: string) => {
      const post = (path: string, body: unknown) =>
        fetch(`${running.base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
          body: JSON.stringify(body),
        });
      let response = await post('/api/auth/login', { username: email, password });
      const challenge = response.status === 401 ? challengeIn(await response.clone().text()) : null;
      if (challenge) {
        const body = code === undefined ? secondStepBody(challenge, email, Date.now()) : { challenge, code };
        response = await post('/api/auth/login/second-step', body);
      }
      await response.text();
      return response;
    };

    // The admin signed in from this browser before, and it kept the device cookie.
    const before = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(before.status).toBe(200);
    const setCookie = before.headers.getSetCookie().find((header) => header.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const device = setCookie.split(';')[0] ?? '';

    // The answers in the order they arrive.
    const arrived: string[] = [];
    let floodAnswering: () => void = () => undefined;
    const firstFloodAnswer = new Promise<void>((done) => (floodAnswering = done));
    const flood = Promise.all(
      FLOOD.map(async (email, n) => {
        const { status } = await login(email, `wrong-${n}`);
        arrived.push(`flood ${status}`);
        floodAnswering();
        return { email, status };
      }),
    );

    // Once the server is answering the flood, the admin signs in with the cookie.
    await firstFloodAnswer;
    const admin = await login(
      DEMO_ADMIN.email,
      DEMO_ADMIN.password,
      device,
      seededCode(DEMO_ADMIN.email, Date.now() + 30_000),
    );
    arrived.push(`admin ${admin.status}`);
    const answers = await flood;

    expect(admin.status).toBe(200);
    // The flood was still being answered: checked wrong passwords of it came after the admin's answer.
    const after = arrived.slice(arrived.indexOf('admin 200') + 1);
    expect(after).toContain('flood 401');

    expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([401, 429]));
    const checked = (email: string) =>
      answers.filter((answer) => answer.email === email && answer.status === 401).length;
    expect(checked(DEMO_USER.email)).toBe(LOGIN_LIMITS.perAccount);
    expect(checked(DEMO_ADMIN.email)).toBe(LOGIN_LIMITS.perAccount);
    expect(checked(DEMO_USER.email) + checked(DEMO_ADMIN.email)).toBeLessThanOrEqual(LOGIN_LIMITS.perClient);

    // A browser without the cookie cannot be told from the flood: it waits for the window to pass.
    const stranger = await login(DEMO_USER.email, DEMO_USER.password);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(429);
    // The admin's browser, with the cookie the last sign-in renewed, still gets in.
    const renewed = admin.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${DEVICE_COOKIE}=`))
      ?.split(';')[0];
    expect((await login(DEMO_ADMIN.email, DEMO_ADMIN.password, renewed, DEMO_ADMIN.recoveryCodes[0])).status).toBe(200);
  });
});
