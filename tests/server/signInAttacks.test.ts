/**
 * The second step of sign-in and the password reset under attack, against the reference server as
 * integrators run it, with no test switch (docs/server.md#two-step-sign-in, #password-reset):
 * - wrong codes are counted before they are checked, so a burst of guesses sent at once gets no
 *   more tries than the limit, and then not even the right code passes;
 * - a code signs in once, however many times it is sent at once; a recovery code works once;
 * - a reset's answer never waits on the account's mail: it has come while the mail is still held
 *   by a mail server that never answers, and it is the same for an email with no account.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPPORT } from '../../mocks/db/seed';
import { CODE_LIMITS } from '../../mocks/twoStep/state';
import { freePort } from '../kit/freePort';
import { startServer, type RunningServer } from '../kit/serverProcess';
import { challengeIn, seededCode } from '../kit/twoStepSignIn';

const dir = mkdtempSync(join(tmpdir(), 'server-sign-in-attacks-'));
/** A mail server that takes connections and never says a word: a message sent to it stays in flight. */
const silentSmtp = createServer((socket) => held.add(socket));
const held = new Set<Socket>();
let server: RunningServer;

beforeAll(async () => {
  const smtpPort = await freePort();
  await new Promise<void>((listening) => silentSmtp.listen(smtpPort, '127.0.0.1', listening));
  server = await startServer(join(dir, 'db.sqlite'), { MOCK_SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
afterAll(async () => {
  // The held messages fail at once, so the server's stop does not wait on them.
  for (const socket of held) socket.destroy();
  silentSmtp.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The password step of a seeded admin: the challenge its 401 carries. */
async function challengeOf(account: { email: string; password: string }): Promise<string> {
  const answer = await post('/api/auth/login', { username: account.email, password: account.password });
  expect(answer.status).toBe(401);
  const challenge = challengeIn(answer.text);
  if (!challenge) throw new Error(`no challenge in ${answer.text}`);
  return challenge;
}

const secondStep = (challenge: string, code: string) => post('/api/auth/login/second-step', { challenge, code });

describe('the second step of sign-in', () => {
  it('signs in once with a code sent many times at once', async () => {
    const challenge = await challengeOf(DEMO_SUPPORT);
    const code = seededCode(DEMO_SUPPORT.email, Date.now());
    const answers = await Promise.all(Array.from({ length: 4 }, () => secondStep(challenge, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(3);
  });

  it('takes a recovery code once', async () => {
    const [code] = DEMO_SUPPORT.recoveryCodes;
    expect((await secondStep(await challengeOf(DEMO_SUPPORT), code ?? '')).status).toBe(200);
    expect((await secondStep(await challengeOf(DEMO_SUPPORT), code ?? '')).status).toBe(401);
  });

  it(`lets no more than ${CODE_LIMITS.perAccount} wrong codes sent at once be checked, then refuses even the right one`, async () => {
    const challenge = await challengeOf(DEMO_ADMIN);
    const right = seededCode(DEMO_ADMIN.email, Date.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 12 }, () => secondStep(challenge, wrong)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(CODE_LIMITS.perAccount).fill(401),
      ...Array<number>(12 - CODE_LIMITS.perAccount).fill(429),
    ]);
    expect(answers.find((answer) => answer.status === 429)?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await secondStep(challenge, right)).status).toBe(429);
  });
});

describe('asking for a password reset', () => {
  it('is answered while the account’s mail is still in flight, and alike for an email with no account', async () => {
    const known = await post('/api/auth/password-reset', { email: 'demo@example.com' });
    expect(known.status).toBe(202);
    // The mail goes out after the answer: the mail server gets its connection, and holds it unanswered.
    await expect.poll(() => held.size).toBe(1);
    expect([...held].every((socket) => !socket.destroyed)).toBe(true);

    const unknown = await post('/api/auth/password-reset', { email: 'nobody-here@example.com' });
    const shape = (answer: typeof known) => ({
      status: answer.status,
      text: answer.text,
      headers: [...answer.headers].filter(([name]) => name !== 'date'),
    });
    expect(shape(unknown)).toEqual(shape(known));
  });
});
