/**
 * Signed-in devices (extension, docs/server.md#signed-in-devices), over HTTP: the list of one's own
 * live sessions, ending one (never another account's), all but this one, and an admin signing an
 * account out everywhere; each refusal is a JSON `{ message }` that ends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, type EventStreamReader } from '../../mocks/events/readEventStream';
import * as api from '../../src/api';
import { BASE_URL, PASSWORD, registerUser, signInAdmin } from './accounts';
import { getSetCookies } from './cookies';
import { anonymous, as, Identity, statusOf } from './identities';

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let admin: Identity;
const openStreams: EventStreamReader[] = [];
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.cancel().catch(() => undefined)));
});

/** Opens `identity`'s live stream and reads it to `ready`: the stream, and the event types its `ready` names. */
async function liveStream(identity: Identity): Promise<{ stream: EventStreamReader; sends: unknown[] }> {
  const response = await identity.fetch(`${BASE_URL}/api/events`, { headers: { Accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  if (!response.body) throw new Error('the stream has no body');
  const stream = readEventStream(response.body);
  openStreams.push(stream);
  const ready = (await stream.until('ready')).at(-1)?.data as { events?: unknown } | undefined;
  return { stream, sends: Array.isArray(ready?.events) ? ready.events : [] };
}

beforeAll(async () => {
  admin = await signInAdmin();
});

/** A fresh account signed in on two devices: `here`, and `laptop` (which sends a browser's User-Agent). */
async function twoDevices(label: string): Promise<{ here: Identity; laptop: Identity; email: string }> {
  const here = await registerUser(label);
  const { email } = await as(here, () => api.calls.getCurrentUser());
  const laptop = await signInElsewhere(email, LAPTOP);
  return { here, laptop, email };
}

/** Signs `email` in again as a new browser, with this User-Agent. */
async function signInElsewhere(email: string, userAgent: string): Promise<Identity> {
  const identity = new Identity(`${email} elsewhere`);
  const response = await identity.fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return identity;
}

const sessionsOf = async (identity: Identity) => api.readable(await as(identity, () => api.calls.getSessions()));
const isSignedIn = async (identity: Identity) => (await statusOf(identity, () => api.calls.getCurrentUser())) === 200;

/** The id of the session `identity` holds, as its own list names it. */
async function ownId(identity: Identity): Promise<string> {
  const current = (await sessionsOf(identity)).find((session) => session.current);
  if (!current) throw new Error(`${identity.label} has no current session in its list`);
  return current.id;
}

const post = (identity: Identity, path: string) => identity.fetch(`${BASE_URL}${path}`, { method: 'POST' });

/** A raw refusal: `status` with a JSON `{ message }`. */
async function expectRefused(response: Response, status: number, message?: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ message: message ?? expect.any(String) });
}

describe('GET /api/auth/sessions (extension)', () => {
  it('lists the account’s live sessions, this one first, each by public id with its device', async () => {
    const { here, laptop } = await twoDevices('devices');
    const sessions = await sessionsOf(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.current)).toEqual([true, false]);
    const other = sessions[1];
    expect(other).toMatchObject({ userAgent: LAPTOP, device: expect.any(String) });
    expect(other?.device.length).toBeGreaterThan(0);
    // The id is no token: the laptop's cookie value appears nowhere in the answer.
    const token = laptop.jar.get('sid') ?? '';
    expect(token).not.toBe('');
    expect(JSON.stringify(sessions)).not.toContain(token);
    // Seen from the laptop, the same two, the other way round.
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop.map((session) => [session.id, session.current])).toEqual([
      [other?.id, true],
      [sessions[0]?.id, false],
    ]);
  });

  it('answers 401 without a session', async () => {
    await expectRefused(await anonymous.fetch(`${BASE_URL}/api/auth/sessions`), 401);
  });
});

describe('POST /api/auth/sessions/{id}/end (extension)', () => {
  it('ends another of the caller’s sessions: 204, and that session’s next call is 401', async () => {
    const { here, laptop } = await twoDevices('end-one');
    const response = await post(here, `/api/auth/sessions/${encodeURIComponent(await ownId(laptop))}/end`);
    expect(response.status).toBe(204);
    expect(getSetCookies(response).filter((cookie) => cookie.name === 'sid')).toEqual([]);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
    expect(await sessionsOf(here)).toHaveLength(1);
  });

  it('closes the ended session’s open live stream, and tells the account’s other streams when the server says it does', async () => {
    const { here, laptop } = await twoDevices('lost-laptop');
    const { stream: lost } = await liveStream(laptop);
    const { stream: watching, sends } = await liveStream(here);
    const response = await post(here, `/api/auth/sessions/${encodeURIComponent(await ownId(laptop))}/end`);
    expect(response.status).toBe(204);
    // The lost laptop's page stops receiving: its stream ends (a server closes it, whatever it sent before).
    expect((await lost.end()).how).toBe('closed');
    // `sessions.updated` is an extension of the stream: a server that names it in `ready` sends it.
    if (sends.includes('sessions.updated')) expect((await watching.next()).event).toBe('sessions.updated');
  });

  it('ends the caller’s own session as a sign-out, expiring the cookie', async () => {
    const here = await registerUser('end-own');
    const id = await ownId(here);
    const response = await post(here, `/api/auth/sessions/${encodeURIComponent(id)}/end`);
    expect(response.status).toBe(204);
    expect(getSetCookies(response).find((cookie) => cookie.name === 'sid')?.expired).toBe(true);
    expect(await isSignedIn(here)).toBe(false);
  });

  it('answers 404 "Session not found" for another account’s session and for an unknown id alike, ending neither', async () => {
    const { here } = await twoDevices('owner-of-session');
    const stranger = await registerUser('stranger');
    const theirs = await ownId(here);
    await expectRefused(
      await post(stranger, `/api/auth/sessions/${encodeURIComponent(theirs)}/end`),
      404,
      api.SESSION_NOT_FOUND,
    );
    await expectRefused(await post(admin, `/api/auth/sessions/${encodeURIComponent(theirs)}/end`), 404);
    await expectRefused(await post(stranger, '/api/auth/sessions/ses-no-such-session/end'), 404, api.SESSION_NOT_FOUND);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
  });

  it('answers 401 without a session, and 403 from another origin', async () => {
    const { here } = await twoDevices('refusals');
    const id = encodeURIComponent(await ownId(here));
    await expectRefused(await post(anonymous, `/api/auth/sessions/${id}/end`), 401);
    const foreign = await here.fetch(`${BASE_URL}/api/auth/sessions/${id}/end`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    await expectRefused(foreign, 403);
    expect(await isSignedIn(here)).toBe(true);
  });
});

describe('POST /api/auth/sessions/end-others (extension)', () => {
  it('ends every session of the account but this one and counts them', async () => {
    const { here, laptop, email } = await twoDevices('end-others');
    const phone = await signInElsewhere(email, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)');
    const bystander = await registerUser('end-others-bystander');
    expect(await as(here, () => api.calls.endOtherSessions())).toEqual({ ended: 2 });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(bystander)).toBe(true);
    expect(await as(here, () => api.calls.endOtherSessions())).toEqual({ ended: 0 });
  });

  it('answers 401 without a session', async () => {
    await expectRefused(await post(anonymous, '/api/auth/sessions/end-others'), 401);
  });
});

describe('POST /api/admin/users/{id}/sessions/end (extension)', () => {
  it('signs the account out everywhere and counts its sessions; it may sign in again', async () => {
    const { here, laptop, email } = await twoDevices('signed-out-by-admin');
    const { id } = await as(here, () => api.calls.getCurrentUser());
    expect(await as(admin, () => api.calls.endUserSessions({ id }))).toEqual({ ended: 2 });
    expect(await isSignedIn(here)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(await signInElsewhere(email, LAPTOP))).toBe(true);
  });

  it('refuses: the admin’s own account 409, an unknown user 404, a user 403, no session 401', async () => {
    const { id: adminId } = await as(admin, () => api.calls.getCurrentUser());
    await expectRefused(
      await post(admin, `/api/admin/users/${encodeURIComponent(adminId)}/sessions/end`),
      409,
      api.OWN_SESSIONS_CONFLICT,
    );
    expect(await isSignedIn(admin)).toBe(true);
    await expectRefused(await post(admin, '/api/admin/users/usr-no-such-user/sessions/end'), 404);
    const { here } = await twoDevices('not-an-admin');
    await expectRefused(await post(here, `/api/admin/users/${encodeURIComponent(adminId)}/sessions/end`), 403);
    await expectRefused(await post(anonymous, `/api/admin/users/${encodeURIComponent(adminId)}/sessions/end`), 401);
    expect(await isSignedIn(admin)).toBe(true);
  });
});
