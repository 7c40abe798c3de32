/**
 * Password resets sent straight to the handlers (as the reference server sends them): a client
 * address and an Origin of our choosing, a backend on a clock the test moves, and the mail it kept
 * in its outbox. docs/server.md#password-reset.
 */
import { getResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockBackend, MockBackendOptions } from '../../mocks/backend';
import type { AfterAnswer } from '../../mocks/handlers/afterAnswer';
import { CLIENT_ADDRESS_HEADER } from '../../mocks/handlers/clientAddress';
import { outboxMessages } from '../../mocks/mail/outbox';
import type { MailMessage } from '../../mocks/mail/message';
import { createTestBackend, TEST_NOW } from '../../mocks/node';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: { message?: string; fieldErrors?: Record<string, string[]> } | null;
}

export interface SendOptions {
  client?: string;
  origin?: string;
  cookie?: string;
  /** The URL's origin, as the Host header makes it on the reference server. */
  base?: string;
}

export async function send(
  backend: MockBackend,
  path: string,
  body: unknown,
  { client = '203.0.113.7', origin, cookie, base = 'http://localhost' }: SendOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client };
  if (origin !== undefined) headers.Origin = origin;
  if (cookie !== undefined) headers.Cookie = cookie;
  const request = new Request(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error('no handler answered');
  const text = await response.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = text === '' ? null : (JSON.parse(text) as Answer['body']);
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

export const requestReset = (backend: MockBackend, email: string, options?: SendOptions) =>
  send(backend, '/api/auth/password-reset', { email }, options);

export const confirmReset = (backend: MockBackend, token: string, password: string, options?: SendOptions) =>
  send(backend, '/api/auth/password-reset/confirm', { token, password }, options);

/** The messages the backend kept, newest first, once the work after its answers is done. */
export async function mailOf(backend: MockBackend): Promise<MailMessage[]> {
  await backend.afterAnswers();
  return outboxMessages(backend.db);
}

/** The token of the newest reset link mailed to `email`. */
export async function tokenMailedTo(backend: MockBackend, email: string): Promise<string> {
  const message = (await mailOf(backend)).find((candidate) => candidate.to === email);
  const url = message?.links[0]?.url;
  if (!url) throw new Error(`no reset link was mailed to ${email}`);
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`the link ${url} has no token`);
  return token;
}

/** Holds every task handlers leave for after their answers until `release()`. */
export function heldAfterAnswer(): AfterAnswer & { readonly held: number; release(): Promise<void> } {
  const tasks: (() => Promise<void>)[] = [];
  return {
    run: (task) => void tasks.push(task),
    idle: async () => undefined,
    get held() {
      return tasks.length;
    },
    async release() {
      for (let task = tasks.shift(); task; task = tasks.shift()) await task();
    },
  };
}

/** A fresh backend before each test, on a clock the test moves, with spies restored after it. */
export function useResetBackend(options: () => Partial<MockBackendOptions> = () => ({})) {
  let clock = TEST_NOW;
  let backend: MockBackend | undefined;
  beforeEach(async () => {
    clock = TEST_NOW;
    backend = await createTestBackend({ now: () => clock, ...options() });
  });
  afterEach(() => vi.restoreAllMocks());
  return {
    get backend(): MockBackend {
      if (!backend) throw new Error('useResetBackend(): the backend starts before each test');
      return backend;
    },
    advance: (ms: number) => (clock += ms),
  };
}
