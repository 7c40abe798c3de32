/**
 * The reference server (mocks/server.ts) over real HTTP: sessions with a real cookie, CORS for
 * the configured origin only, JSON 404s, and a store on disk that survives a hard kill.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../kit/freePort';
import { SERVER_START_MS, startServer, type RunningServer } from '../kit/serverProcess';
import { signInDemo } from '../kit/serverClient';

const APP_ORIGIN = 'http://app.test';
const DEMO = { username: 'demo@example.com', password: 'Password123!' };

const dir = mkdtempSync(join(tmpdir(), 'mock-server-test-'));
const dbFile = join(dir, 'db.sqlite');
let port = 0;
let base = '';

/** Resolves once nothing answers on the port any more (the killed server is really gone). */
async function waitUntilDown(): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    const answered = await fetch(`${base}/api/auth/me`).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the killed server still answers');
}

/** Signs the demo user in and returns the `sid=…` pair to send back as a Cookie header. */
const signIn = () => signInDemo(base);

const newDispute = {
  type: 'fee_dispute',
  transactionId: `0x${'ab'.repeat(32)}`,
  transactionDate: '2026-11-19',
  amount: '42.50',
  description: 'The network fee charged was five times the estimate shown before I confirmed.',
  contactEmail: 'demo@example.com',
  contactPhone: null,
  termsAccepted: true,
};

let server: RunningServer | undefined;

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer(dbFile, { MOCK_SERVER_ORIGIN: APP_ORIGIN }, port);
}, SERVER_START_MS + 10_000);

afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('the reference server over HTTP', () => {
  let cookie = '';
  let createdId = '';

  it('answers 401 to /api/auth/me without a session', async () => {
    const response = await fetch(`${base}/api/auth/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('signs the demo user in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const session = await signIn();
    expect(session.setCookie).toMatch(/^sid=[^;]{16,}; /);
    for (const part of ['Path=/', 'HttpOnly', 'SameSite=Lax']) expect(session.setCookie).toContain(part);
    cookie = session.cookie;

    const me = await fetch(`${base}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: DEMO.username, isAdmin: false });
  });

  it('creates a dispute with that cookie (201)', async () => {
    const response = await fetch(`${base}/api/disputes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(newDispute),
    });
    expect(response.status).toBe(201);
    const dispute = (await response.json()) as { id: string; amount: number; status: string };
    expect(dispute).toMatchObject({ amount: 42.5, status: 'New' });
    createdId = dispute.id;
  });

  it('answers a bad body with 400 and field errors', async () => {
    const response = await fetch(`${base}/api/disputes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ ...newDispute, description: 'too short' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { description: [expect.any(String)] } });
  });

  it('answers a preflight from the configured origin with credentials allowed', async () => {
    const response = await fetch(`${base}/api/disputes`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
  });

  it('sends the CORS headers on real answers to the configured origin too', async () => {
    const response = await fetch(`${base}/api/auth/me`, { headers: { Origin: APP_ORIGIN, Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Vary')).toContain('Origin');
  });

  it('gives another origin no Allow-Origin header', async () => {
    const preflight = await fetch(`${base}/api/disputes`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const read = await fetch(`${base}/api/scam-alerts`, { headers: { Origin: 'http://evil.test', Cookie: cookie } });
    expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${base}/api/no-such-thing`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it(
    'keeps the data through a hard kill (SIGKILL) and a restart on the same file',
    async () => {
      expect(createdId).not.toBe('');
      await server?.kill();
      await waitUntilDown();
      server = await startServer(dbFile, { MOCK_SERVER_ORIGIN: APP_ORIGIN }, port);
      expect(server.output()).not.toMatch(/corrupt|foreign/);

      const { cookie: fresh } = await signIn();
      const list = await fetch(`${base}/api/disputes`, { headers: { Cookie: fresh } });
      expect(list.status).toBe(200);
      const disputes = (await list.json()) as { id: string; amount: number }[];
      expect(disputes.find((dispute) => dispute.id === createdId)).toMatchObject({ amount: 42.5 });

      const old = await fetch(`${base}/api/auth/me`, { headers: { Cookie: cookie } });
      expect(old.status).toBe(200); // sessions are persisted too, so a restart does not sign anyone out
    },
    SERVER_START_MS + 10_000,
  );
});
