/**
 * A mock backend of its own for the settings and reports tests, called through the handlers with
 * an explicit session per caller (the demo user and both seeded admins), so that two admins can
 * act at the same moment without sharing a cookie jar.
 */
import { getResponse } from 'msw';
import { type Settings, type SettingsRequest } from '../../src/api/admin';
import type { MockBackend, MockBackendOptions } from '../../mocks/backend';
import { DEMO_ADMIN, DEMO_SUPPORT, DEMO_USER } from '../../mocks/db/seed';
import { seededCode } from './twoStepSignIn';
import { createTestBackend } from '../../mocks/node';
import { sessionTokenOf } from './sessionCookie';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface AdminWorld {
  backend: MockBackend;
  send<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Answer<T>>;
  /** Sessions: the demo user, Sam (the demo admin) and Jordan (the second admin). */
  tokens: { user: string; sam: string; jordan: string };
  settings(token?: string): Promise<Settings>;
  save(body: SettingsRequest, token?: string): Promise<Answer>;
}

export async function adminWorld(options: Partial<MockBackendOptions> = {}): Promise<AdminWorld> {
  const backend = await createTestBackend(options);
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
    if (token) headers.set('Cookie', `sid=${token}`);
    const request = new Request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const response = await getResponse(backend.handlers, request);
    if (!response) throw new Error(`nothing answered ${method} ${path}`);
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
  };
  const login = async ({ email, password }: { email: string; password: string }) => {
    const request = new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    let response = await getResponse(backend.handlers, request);
    const asked = response?.status === 401 ? ((await response.clone().json()) as { challenge?: string }) : null;
    if (asked?.challenge) {
      // The second step (docs/server.md#two-step-sign-in), with the seeded secret's code at the backend's clock.
      const code = seededCode(email, backend.now());
      response = await getResponse(
        backend.handlers,
        new Request('http://localhost/api/auth/login/second-step', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ challenge: asked.challenge, code }),
        }),
      );
    }
    const token = response ? sessionTokenOf(response) : null;
    if (!token) throw new Error(`${email} could not sign in`);
    return token;
  };
  const tokens = { user: await login(DEMO_USER), sam: await login(DEMO_ADMIN), jordan: await login(DEMO_SUPPORT) };
  return {
    backend,
    send,
    tokens,
    async settings(token = tokens.sam) {
      const answer = await send<Settings>('GET', '/api/admin/settings', token);
      if (answer.status !== 200) throw new Error(`GET /api/admin/settings answered ${answer.status}`);
      return answer.body;
    },
    save: (body, token = tokens.sam) => send('PUT', '/api/admin/settings', token, body),
  };
}
