/**
 * Signed-in devices through the shared handlers (docs/server.md#signed-in-devices): the list, ending
 * one's own session (never another account's), all but this one, an admin signing an account out
 * everywhere, the live streams those sessions held, and records stored before sessions had an id.
 * Over real HTTP: tests/contract/sessions.contract.ts.
 */
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OWN_SESSIONS_CONFLICT, SESSION_NOT_FOUND, type Session as SessionView } from '../../src/api/sessions';
import { sessionTokenOf } from '../../tests/kit/sessionCookie';
import { postLoginWithCode } from '../../tests/kit/twoStepSignIn';
import type { MockBackend } from '../backend';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { readEventStream } from '../events/readEventStream';
import { createTestBackend, TEST_NOW } from '../node';
import { UNKNOWN_DEVICE } from './deviceName';
import { publicSessionId, sessionKey } from './http';

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MINUTE = 60_000;

const opened: MockBackend[] = [];
afterEach(() => {
  for (const backend of opened.splice(0)) backend.liveStreams.close();
});

async function world() {
  let clock = TEST_NOW;
  const backend = await createTestBackend({ now: () => clock });
  opened.push(backend);
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    headers: Record<string, string> = {},
  ) => {
    const all = new Headers(headers);
    if (token) all.set('Cookie', `sid=${token}`);
    const response = await getResponse(
      backend.handlers,
      new Request(`http://localhost${path}`, { method, headers: all }),
    );
    if (!response) throw new Error(`nothing answered ${method} ${path}`);
    return response;
  };
  const login = async (account: { email: string; password: string }, userAgent?: string) => {
    // An admin's sign-in asks for its second step, sent from the same browser.
    const post = async (path: string, body: unknown) => {
      const answer = await getResponse(
        backend.handlers,
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(userAgent ? { 'User-Agent': userAgent } : {}) },
          body: JSON.stringify(body),
        }),
      );
      if (!answer) throw new Error(`nothing answered POST ${path}`);
      return answer;
    };
    const { email } = account;
    const response = await postLoginWithCode(post, account, clock);
    const token = sessionTokenOf(response);
    if (!token) throw new Error(`${email} could not sign in`);
    return token;
  };
  const list = async (token: string) => {
    const response = await send('GET', '/api/auth/sessions', token);
    expect(response.status).toBe(200);
    return (await response.json()) as SessionView[];
  };
  const idOf = async (token: string) => {
    const current = (await list(token)).find((session) => session.current);
    if (!current) throw new Error('no current session');
    return current.id;
  };
  return { backend, send, login, list, idOf, advance: (ms: number) => (clock += ms) };
}

describe('GET /api/auth/sessions', () => {
  it('lists the account’s own live sessions, this one first, then by last use, each with its device', async () => {
    const w = await world();
    const laptop = await w.login(DEMO_USER, LAPTOP);
    w.advance(5 * MINUTE);
    const phone = await w.login(DEMO_USER, PHONE);
    w.advance(5 * MINUTE);
    const tool = await w.login(DEMO_USER);
    await w.login(DEMO_ADMIN, LAPTOP);
    w.advance(5 * MINUTE);
    // The laptop is used again: it becomes the latest used after this one.
    expect((await w.send('GET', '/api/auth/me', laptop)).status).toBe(200);

    const sessions = await w.list(tool);
    expect(sessions.map(({ device, current }) => [device, current])).toEqual([
      [UNKNOWN_DEVICE, true],
      ['Chrome on Linux', false],
      ['Safari on iPhone', false],
    ]);
    expect(sessions[1]).toMatchObject({
      userAgent: LAPTOP,
      createdAt: new Date(TEST_NOW).toISOString(),
      lastSeenAt: new Date(TEST_NOW + 15 * MINUTE).toISOString(),
    });
    expect(sessions[0]?.userAgent).toBeNull();
    // Public ids only: nothing of a token or its hash.
    for (const session of sessions) {
      for (const token of [laptop, phone, tool]) {
        expect(session.id).not.toContain(token);
        expect(session.id).not.toContain(sessionKey(token).slice(0, 16));
      }
    }
    expect(new Set(sessions.map((session) => session.id)).size).toBe(3);
  });

  it('leaves out sessions past their time, and asks for a session', async () => {
    const w = await world();
    const old = await w.login(DEMO_USER, LAPTOP);
    w.advance(8 * 24 * 60 * MINUTE);
    const fresh = await w.login(DEMO_USER, PHONE);
    expect((await w.list(fresh)).map((session) => session.device)).toEqual(['Safari on iPhone']);
    expect((await w.send('GET', '/api/auth/sessions', old)).status).toBe(401);
    expect((await w.send('GET', '/api/auth/sessions', null)).status).toBe(401);
  });

  it('reads a session stored before ids and devices with a stable id derived from its hash, and no user agent', async () => {
    const w = await world();
    const token = await w.login(DEMO_USER, LAPTOP);
    const key = sessionKey(token);
    await w.backend.db.write((tx) => {
      const stored = tx.data.sessions.find((session) => session.tokenHash === key);
      if (!stored) throw new Error('no session');
      const { id: _id, userAgent: _userAgent, ...older } = stored;
      tx.put('sessions', older);
    });
    const [first] = await w.list(token);
    const [again] = await w.list(token);
    expect(first).toMatchObject({ device: UNKNOWN_DEVICE, userAgent: null, current: true });
    expect(first?.id).toBe(again?.id);
    expect(first?.id).toBe(publicSessionId({ tokenHash: key, userId: 'usr-1', createdAt: '' }));
    expect(first?.id).not.toContain(key);
    // It can be ended by that id like any other.
    const other = await w.login(DEMO_USER);
    expect((await w.send('POST', `/api/auth/sessions/${first?.id}/end`, other)).status).toBe(204);
    expect((await w.send('GET', '/api/auth/me', token)).status).toBe(401);
  });

  it('in the browser, names the tab’s own browser, whose requests carry no User-Agent', async () => {
    const backend = await createTestBackend({ browserUserAgent: PHONE });
    opened.push(backend);
    const response = await getResponse(
      backend.handlers,
      new Request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: DEMO_USER.email, password: DEMO_USER.password }),
      }),
    );
    expect(response?.status).toBe(200);
    expect(backend.db.data.sessions.map((session) => session.userAgent)).toEqual([PHONE]);
  });

  it('keeps a User-Agent to 512 characters', async () => {
    const w = await world();
    const token = await w.login(DEMO_USER, `${LAPTOP} ${'x'.repeat(2_000)}`);
    expect((await w.list(token))[0]?.userAgent).toHaveLength(512);
  });
});

describe('POST /api/auth/sessions/{id}/end', () => {
  it('ends another session of the account: its next call is refused, its live stream closes', async () => {
    const w = await world();
    const laptop = await w.login(DEMO_USER, LAPTOP);
    const phone = await w.login(DEMO_USER, PHONE);
    const stream = readEventStream((await w.send('GET', '/api/events', phone)).body ?? new ReadableStream());
    await stream.until('ready');
    const answer = await w.send('POST', `/api/auth/sessions/${await w.idOf(phone)}/end`, laptop);
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect((await stream.end()).how).toBe('closed');
    expect((await w.send('GET', '/api/auth/me', phone)).status).toBe(401);
    expect((await w.send('GET', '/api/auth/me', laptop)).status).toBe(200);
    expect((await w.list(laptop)).map((session) => session.device)).toEqual(['Chrome on Linux']);
  });

  it('answers 404 for another account’s session and for an unknown id, alike, and ends nothing', async () => {
    const w = await world();
    const user = await w.login(DEMO_USER, LAPTOP);
    const admin = await w.login(DEMO_ADMIN, LAPTOP);
    for (const id of [await w.idOf(admin), 'ses-unknown']) {
      const answer = await w.send('POST', `/api/auth/sessions/${id}/end`, user);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: SESSION_NOT_FOUND });
    }
    // An admin has no more right to a user's session than anyone else.
    expect((await w.send('POST', `/api/auth/sessions/${await w.idOf(user)}/end`, admin)).status).toBe(404);
    expect((await w.send('GET', '/api/auth/me', admin)).status).toBe(200);
    expect((await w.send('GET', '/api/auth/me', user)).status).toBe(200);
  });

  it('ends the session it came with as a sign-out, expiring the cookie', async () => {
    const w = await world();
    const token = await w.login(DEMO_USER, LAPTOP);
    const answer = await w.send('POST', `/api/auth/sessions/${await w.idOf(token)}/end`, token);
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie()).toEqual(['sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);
    expect((await w.send('GET', '/api/auth/me', token)).status).toBe(401);
  });

  it('asks for a session', async () => {
    const w = await world();
    expect((await w.send('POST', '/api/auth/sessions/ses-1/end', null)).status).toBe(401);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('ends every other session of the account and counts them; this one and other accounts stay', async () => {
    const w = await world();
    const here = await w.login(DEMO_USER, LAPTOP);
    const others = [await w.login(DEMO_USER, PHONE), await w.login(DEMO_USER)];
    const admin = await w.login(DEMO_ADMIN);
    const answer = await w.send('POST', '/api/auth/sessions/end-others', here);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await w.send('GET', '/api/auth/me', other)).status).toBe(401);
    expect((await w.send('GET', '/api/auth/me', here)).status).toBe(200);
    expect((await w.send('GET', '/api/auth/me', admin)).status).toBe(200);
    expect(await (await w.send('POST', '/api/auth/sessions/end-others', here)).json()).toEqual({ ended: 0 });
  });
});

describe('POST /api/admin/users/{id}/sessions/end', () => {
  it('signs an account out everywhere and counts its sessions; the account may sign in again', async () => {
    const w = await world();
    const sessions = [await w.login(DEMO_USER, LAPTOP), await w.login(DEMO_USER, PHONE)];
    const admin = await w.login(DEMO_ADMIN);
    const stream = readEventStream(
      (await w.send('GET', '/api/events', sessions[0] ?? null)).body ?? new ReadableStream(),
    );
    await stream.until('ready');
    const answer = await w.send('POST', '/api/admin/users/usr-1/sessions/end', admin);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ended: 2 });
    expect((await stream.end()).how).toBe('closed');
    for (const session of sessions) expect((await w.send('GET', '/api/auth/me', session)).status).toBe(401);
    expect((await w.list(await w.login(DEMO_USER))).length).toBe(1);
  });

  it('refuses the admin’s own account (409), an unknown one (404), and anyone but an admin (403)', async () => {
    const w = await world();
    const user = await w.login(DEMO_USER);
    const admin = await w.login(DEMO_ADMIN);
    const adminId = w.backend.db.data.users.find((each) => each.email === DEMO_ADMIN.email)?.id;
    const own = await w.send('POST', `/api/admin/users/${adminId}/sessions/end`, admin);
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({ message: OWN_SESSIONS_CONFLICT });
    expect((await w.send('POST', '/api/admin/users/usr-404/sessions/end', admin)).status).toBe(404);
    expect((await w.send('POST', `/api/admin/users/${adminId}/sessions/end`, user)).status).toBe(403);
    expect((await w.send('POST', '/api/admin/users/usr-1/sessions/end', null)).status).toBe(401);
    expect((await w.send('GET', '/api/auth/me', admin)).status).toBe(200);
    expect((await w.send('GET', '/api/auth/me', user)).status).toBe(200);
  });
});

describe('the live stream', () => {
  it('tells the account’s other streams, once per commit, that its sessions changed, and nobody else', async () => {
    const w = await world();
    const here = await w.login(DEMO_USER, LAPTOP);
    const admin = await w.login(DEMO_ADMIN);
    const mine = readEventStream((await w.send('GET', '/api/events', here)).body ?? new ReadableStream());
    const theirs = readEventStream((await w.send('GET', '/api/events', admin)).body ?? new ReadableStream());
    await mine.until('ready');
    await theirs.until('ready');
    await w.login(DEMO_USER, PHONE);
    await w.login(DEMO_USER);
    expect((await mine.next()).event).toBe('sessions.updated');
    expect((await mine.next()).event).toBe('sessions.updated');
    await w.send('POST', '/api/auth/sessions/end-others', here);
    expect(await mine.next()).toMatchObject({ event: 'sessions.updated', data: {} });
    // The admin heard nothing of it: the next thing on their stream is their own account's news.
    await w.send('POST', '/api/auth/sessions/end-others', admin);
    await w.login(DEMO_ADMIN);
    expect((await theirs.next()).event).toBe('sessions.updated');
  });
});
