/**
 * Sign-in attempts sent straight to the handlers (as the reference server sends them), for the
 * tests of the sign-in limits: a client address of our choosing and cookies as given, and the
 * answer's device cookie, which only a host that passes every Set-Cookie on receives.
 */
import { getResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockBackend } from '../../mocks/backend';
import { createTestBackend, TEST_NOW } from '../../mocks/node';
import { CLIENT_ADDRESS_HEADER } from '../../mocks/handlers/clientAddress';
import { DEVICE_COOKIE } from '../../mocks/handlers/deviceCookie';
import { challengeIn, secondStepBody } from './twoStepSignIn';

export interface SignInAnswer {
  status: number;
  retryAfter: string | null;
  body: { message?: string } | null;
  /** The whole `device=…` Set-Cookie header, or null when the answer set none. */
  deviceSetCookie: string | null;
  /** The `device=…` pair to send back, or null. */
  device: string | null;
}

export interface SignInOptions {
  client?: string;
  /** A Cookie header to send, e.g. a `device=…` pair. */
  cookie?: string;
}

export async function signInTo(
  backend: MockBackend,
  email: string,
  password: string,
  { client = '203.0.113.7', cookie }: SignInOptions = {},
): Promise<SignInAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client };
  if (cookie !== undefined) headers.Cookie = cookie;
  const request = new Request('http://localhost/api/auth/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: email, password }),
  });
  let response = await getResponse(backend.handlers, request);
  if (!response) throw new Error('no handler answered');
  // A password that matched an account with a second step: the code follows, from the same client
  // (docs/server.md#two-step-sign-in), so "signed in" still means a session and a device cookie.
  const challenge = response.status === 401 ? challengeIn(await response.clone().text()) : null;
  if (challenge) {
    const secondStep = new Request('http://localhost/api/auth/login/second-step', {
      method: 'POST',
      headers,
      body: JSON.stringify(secondStepBody(challenge, email, backend.now())),
    });
    response = await getResponse(backend.handlers, secondStep);
    if (!response) throw new Error('no handler answered the second step');
  }
  const deviceSetCookie =
    response.headers.getSetCookie().find((header) => header.startsWith(`${DEVICE_COOKIE}=`)) ?? null;
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json().catch(() => null)) as { message?: string } | null,
    deviceSetCookie,
    device: deviceSetCookie?.split(';')[0] ?? null,
  };
}

/** How many answers had each status, e.g. `{ 401: 5, 429: 35 }`. */
export function countStatuses(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * A fresh backend before each test, on a clock the test moves (`advance`), with spies restored
 * after it: the sign-in limits count in windows of time.
 */
export function useClockedBackend() {
  let clock = TEST_NOW;
  let backend: MockBackend | undefined;
  beforeEach(async () => {
    clock = TEST_NOW;
    backend = await createTestBackend({ now: () => clock });
  });
  afterEach(() => vi.restoreAllMocks());
  return {
    get backend(): MockBackend {
      if (!backend) throw new Error('useClockedBackend(): the backend starts before each test');
      return backend;
    },
    now: () => clock,
    advance: (ms: number) => (clock += ms),
  };
}
