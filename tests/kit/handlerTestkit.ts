/**
 * Shared helpers for the mock-backend handler tests: one msw/node server per file over an
 * in-memory store reset to the seed before each test, plus raw-fetch helpers for the cases the
 * typed client cannot express (malformed bodies, status codes, headers).
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  ApiError,
  calls,
  readable,
  setApiBaseUrl,
  unreadable,
  type Listed,
  type RegisterRequest,
  type UnreadableItem,
  type User,
} from '../../src/api';
import type { Db } from '../../mocks/db/store';
import { DEMO_ADMIN, DEMO_USER } from '../../mocks/db/seed';
import { setupTestServer } from '../../mocks/node';
import { loginWithCode } from './twoStepSignIn';

export const ORIGIN = 'http://localhost';

export interface TestBackend {
  db: Db;
}

/** Starts the mock server for the calling test file and resets the store before each test. */
export function startTestBackend(): TestBackend {
  const backend = {} as TestBackend;
  let stop: () => void = () => undefined;
  let reset: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const started = await setupTestServer();
    started.server.listen({ onUnhandledRequest: 'error' });
    setApiBaseUrl(ORIGIN);
    backend.db = started.db;
    reset = started.resetDemoData;
    stop = () => started.server.close();
  });
  beforeEach(async () => {
    await reset();
  });
  afterAll(() => stop());
  return backend;
}

export interface RawResponse {
  status: number;
  text: string;
  headers: Headers;
  json: unknown;
}

/**
 * A request outside the typed client. `body` is sent as given when it is a string (so malformed
 * JSON can be sent), else JSON-encoded; `headers` may carry a Cookie to override the jar.
 */
export async function raw(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json', ...headers };
  }
  const response = await fetch(`${ORIGIN}${path}`, init);
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, headers: response.headers, json };
}

export const signInAsDemoUser = () =>
  calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
/** Both steps: the password, then the seeded admin's code (./twoStepSignIn.ts). */
export const signInAsAdmin = () => loginWithCode(DEMO_ADMIN);

let registered = 0;
/** Registers (and so signs in as) a fresh user; each call gets a unique email. */
export function registerFreshUser(overrides: Partial<RegisterRequest> = {}): Promise<User> {
  registered += 1;
  return calls.register({
    body: {
      username: `test.user${registered}`,
      email: `test.user${registered}@example.org`,
      password: 'CorrectHorse1',
      walletAddress: '0x1111111111111111111111111111111111111111',
      firstName: 'Test',
      lastName: 'User',
      ...overrides,
    },
  });
}

/** A new-dispute body every request rule accepts (./requestFixtures.ts). */
export { validDispute } from './requestFixtures';

export const snapshot = (backend: TestBackend) => JSON.stringify(backend.db.data);

/** Runs a raw request that must be rejected with `status` and must leave the store untouched. */
export async function expectRejected(
  backend: TestBackend,
  status: number,
  send: () => Promise<RawResponse>,
): Promise<RawResponse> {
  const before = snapshot(backend);
  const response = await send();
  expect(response.status).toBe(status);
  expect(response.json).toMatchObject({ message: expect.any(String) });
  expect(snapshot(backend)).toBe(before);
  return response;
}

/**
 * A refusal (400 by default; 422 for a rule that depends on stored state or the day) whose
 * `fieldErrors[field]` holds `message` word for word; the store must not change.
 */
export async function expectFieldError(
  backend: TestBackend,
  send: () => Promise<RawResponse>,
  field: string,
  message: string,
  status: 400 | 422 = 400,
): Promise<void> {
  const response = await expectRejected(backend, status, send);
  const body = response.json as { message: string; fieldErrors?: Record<string, string[]> };
  expect(body.fieldErrors?.[field]).toContain(message);
}

/** The status of a typed-client call that is expected to fail. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/** A list answer of the mock backend: every item must be readable, and these are the items. */
export async function readList<T>(list: Promise<readonly Listed<T>[]>): Promise<Exclude<T, UnreadableItem>[]> {
  const items = await list;
  expect(unreadable(items)).toEqual([]);
  return readable(items);
}
