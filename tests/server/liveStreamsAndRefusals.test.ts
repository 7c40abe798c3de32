/**
 * The reference server's transport and live streams over real HTTP (in this process, as
 * mocks/server.ts serves them): a stream that comes back after up to 1,000 missed events gets every
 * one of them, in order, once; one account cannot take every stream; an upload refused before its
 * body arrived still gets its answer, never a reset; and every stored evidence name downloads.
 */
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../mocks/backend';
import { memoryDriver } from '../../mocks/db/drivers';
import { MAX_REPLAYED_EVENTS } from '../../mocks/events/liveStreams';
import { readEventStream, type EventStreamReader, type StreamMessage } from '../../mocks/events/readEventStream';
import { TOO_MANY_STREAMS_MESSAGE } from '../../mocks/handlers/events';
import { TEST_HASH_ITERATIONS, TEST_NOW } from '../../mocks/node';
import type { StoredDispute } from '../../mocks/db/types';
import { createTransportServer } from '../../mocks/serverTransport';
import { freePort } from '../kit/freePort';
import { sessionCookieOf } from '../kit/sessionCookie';
import { postLoginWithCode } from '../kit/twoStepSignIn';

const DEMO_USER = { email: 'demo@example.com', password: 'Password123!' };
const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const MB = 1024 * 1024;

let backend: MockBackend;
let server: Server;
let base = '';
const openStreams: EventStreamReader[] = [];

beforeAll(async () => {
  backend = await createMockBackend({
    driver: memoryDriver(),
    hashIterations: TEST_HASH_ITERATIONS,
    // One moment for every event: all of them stay within the log's ten minutes.
    now: () => TEST_NOW,
    // The admin signs in several times at that one moment; the no-replay rule has tests of its own.
    reusableTotpCodes: true,
  });
  const port = await freePort();
  server = createTransportServer({
    dispatch: (request) => getResponse(backend.handlers, request),
    allowedOrigins: new Set(),
    allowedHosts: new Set(['127.0.0.1']),
    defaultHost: `127.0.0.1:${port}`,
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', () => listening()));
  base = `http://127.0.0.1:${port}`;
});

afterEach(async () => {
  await Promise.all(openStreams.splice(0).map((stream) => stream.cancel().catch(() => undefined)));
});

afterAll(async () => {
  backend.liveStreams.close();
  await new Promise<void>((closed) => {
    server.close(() => closed());
    server.closeAllConnections();
  });
});

/** A new session of the account: the `sid=…` cookie to send. */
async function signIn(account: { email: string; password: string }): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  // Both steps for the admin (docs/server.md#two-step-sign-in).
  const response = await postLoginWithCode(post, account);
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

/** A new account of its own, signed in: the `sid=…` cookie to send. */
async function registerSomeone(): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'someone.else',
      email: 'someone.else@example.org',
      password: 'CorrectHorse1',
      walletAddress: '0x1111111111111111111111111111111111111111',
      firstName: 'Someone',
      lastName: 'Else',
    }),
  });
  expect(response.status).toBe(201);
  return sessionCookieOf(response);
}

/** One of the demo user's disputes that is still open (uploads are refused on a closed one). */
async function openDisputeOf(cookie: string): Promise<string> {
  const disputes = (await (await fetch(`${base}/api/disputes`, { headers: { Cookie: cookie } })).json()) as {
    id: string;
    status: string;
  }[];
  const open = disputes.find((dispute) => dispute.status !== 'Resolved' && dispute.status !== 'Rejected');
  if (!open) throw new Error('the demo user has no open dispute');
  return open.id;
}

async function openStream(
  cookie: string,
  lastEventId?: string,
): Promise<{ response: Response; stream: EventStreamReader | null }> {
  const response = await fetch(`${base}/api/events`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  });
  if (response.status !== 200 || !response.body) return { response, stream: null };
  const stream = readEventStream(response.body);
  openStreams.push(stream);
  return { response, stream };
}

/** The events a stream was replayed before its `ready` (its `retry` line carries no event). */
async function replayed(stream: EventStreamReader | null): Promise<StreamMessage[]> {
  if (!stream) throw new Error('the stream did not open');
  const messages = await stream.until('ready');
  await stream.cancel();
  return messages.slice(0, -1);
}

describe('a stream that comes back', () => {
  // Every event id a user's and an admin's stream were sent while both stayed open, oldest first.
  const seen = { user: [] as string[], admin: [] as string[] };
  // The same sessions come back: a new sign-in would itself be an event of the account's (`sessions.updated`).
  const cookies = { user: '', admin: '' };

  beforeAll(async () => {
    const userCookie = await signIn(DEMO_USER);
    const adminCookie = await signIn(DEMO_ADMIN);
    Object.assign(cookies, { user: userCookie, admin: adminCookie });
    const disputeId = await openDisputeOf(userCookie);
    const watching = await Promise.all(
      (['user', 'admin'] as const).map(async (who) => {
        const { stream } = await openStream(who === 'user' ? userCookie : adminCookie);
        if (!stream) throw new Error(`the ${who}'s stream did not open`);
        await stream.until('ready');
        return { who, stream };
      }),
    );
    // Each of the user's messages is at least one event for both; stop once both have 1,002 more.
    for (let n = 1; seen.user.length < MAX_REPLAYED_EVENTS + 2; n++) {
      const posted = await fetch(`${base}/api/disputes/${disputeId}/messages`, {
        method: 'POST',
        headers: { Cookie: userCookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: `Message ${n} while the other side is away.` }),
      });
      expect(posted.status).toBe(201);
      for (const { who, stream } of watching) {
        const message = await stream.next();
        if (message.id) seen[who].push(message.id);
      }
    }
    for (const { stream } of watching) await stream.cancel();
  });

  it.each(['user', 'admin'] as const)('gets all 999 events it missed, in order, once (%s)', async (who) => {
    const cookie = cookies[who];
    const ids = seen[who];
    const from = ids[ids.length - 1 - (MAX_REPLAYED_EVENTS - 1)] ?? '';
    const { stream } = await openStream(cookie, from);
    const events = await replayed(stream);
    expect(events.map((event) => event.id)).toEqual(ids.slice(-(MAX_REPLAYED_EVENTS - 1)));
  });

  it.each(['user', 'admin'] as const)('is told to refetch everything after 1,001 missed (%s)', async (who) => {
    const cookie = cookies[who];
    const ids = seen[who];
    const from = ids[ids.length - 1 - (MAX_REPLAYED_EVENTS + 1)] ?? '';
    const { stream } = await openStream(cookie, from);
    expect((await replayed(stream)).map((event) => event.event)).toEqual(['reset']);
  });
});

describe('a reader that stops reading', () => {
  const floodId = (n: number) => `flood-${n}-${'x'.repeat(16_000)}`;

  it('is cut once it falls too far behind, and the others go on', async () => {
    const cookie = await signIn(DEMO_USER);
    const { stream: reading } = await openStream(cookie);
    await reading?.until('ready');
    // The one who reads keeps reading, whatever comes.
    let lastRead: unknown = null;
    const keptReading = (async () => {
      for (;;) lastRead = (await reading?.next())?.data;
    })().catch(() => undefined);
    // A stream whose reader never reads a byte: its socket is paused from the start.
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.pause();
    socket.write(
      `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    socket.on('error', () => undefined); // a cut connection may end in a reset: it is closed all the same
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    await expect.poll(() => backend.liveStreams.count).toBe(2);

    // Notifications for everyone (long ids: few of them fill the buffers), a few at a time, each read by the one who reads before the next,
    // until the kernel's buffers and the stream's own bound are full for the one who does not.
    let sent = 0;
    for (let round = 0; backend.liveStreams.count === 2 && round < 2_000; round++) {
      await backend.db.write((tx) => {
        for (let n = 0; n < 3; n++, sent++)
          tx.put('notifications', {
            id: floodId(sent),
            userId: null,
            title: 'Maintenance tonight',
            message: 'The desk answers more slowly between 22:00 and 23:00 UTC.',
            date: new Date(TEST_NOW).toISOString(),
            type: 'info',
          });
      });
      const last = floodId(sent - 1);
      await expect.poll(() => (lastRead as { id?: string } | null)?.id, { interval: 5 }).toBe(last);
    }
    await expect.poll(() => backend.liveStreams.count).toBe(1);
    // Its connection was closed: what it finds once it reads again is the end.
    socket.resume();
    await closed;
    await reading?.cancel();
    await keptReading;
  });
});

describe('the streams one account may hold', () => {
  it('refuses an account past its limit with 429 and Retry-After, and another account still opens its stream', async () => {
    const perSession = 10;
    let opened = 0;
    // Session after session of one account, each up to its own limit, until the account's is reached.
    const refusal = await (async () => {
      for (;;) {
        const cookie = await signIn(DEMO_ADMIN);
        for (let n = 0; n < perSession; n++) {
          const { response } = await openStream(cookie);
          if (response.status !== 200) return response;
          opened += 1;
        }
      }
    })();
    expect(opened).toBe(30);
    expect(refusal.status).toBe(429);
    expect(refusal.headers.get('retry-after')).toBe('30');
    expect(await refusal.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });

    const { response, stream } = await openStream(await signIn(DEMO_USER));
    expect(response.status).toBe(200);
    expect((await stream?.until('ready'))?.at(-1)?.event).toBe('ready');
  });
});

/** A file that starts as a PNG does, `size` bytes long. */
function pngBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}
const png = (size: number) => new Blob([pngBytes(size)], { type: 'image/png' });

/**
 * Uploads as a browser does: the whole body is written before the answer is read (a browser
 * reports an answer that came early only once its upload is done). Resolves with the status and
 * body of the answer, or rejects with the connection's error (a reset).
 */
function uploadThenRead(
  path: string,
  cookie: string | null,
  file: Uint8Array,
): Promise<{ status: number; body: string }> {
  const boundary = 'upload-boundary-7d1f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + file.byteLength + tail.length;
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    socket.pause();
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => {
      const answer = Buffer.concat(received).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: Buffer.from(answer.slice(answer.indexOf('\r\n\r\n') + 4), 'latin1').toString() });
      socket.destroy();
    });
    socket.write(
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(file);
    // Read only once everything is written, as a browser does.
    socket.write(tail, () => socket.resume());
  });
}

describe('an upload refused before its body arrived', () => {
  it('gets its 404 or 401 with its message, never a reset: 100 at once, of 64 KB, 1 MB and 9 MB', async () => {
    const disputeId = await openDisputeOf(await signIn(DEMO_USER));
    const stranger = await registerSomeone();
    const files = [pngBytes(64 * 1024), pngBytes(MB), pngBytes(9 * MB)];
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, n) => {
        const signedIn = n % 2 === 0;
        const file = files[n % files.length] ?? pngBytes(1);
        const answer = await uploadThenRead(`/api/disputes/${disputeId}/evidence`, signedIn ? stranger : null, file);
        return { signedIn, ...answer };
      }),
    );
    for (const { signedIn, status, body } of answers) {
      expect(status).toBe(signedIn ? 404 : 401);
      expect(JSON.parse(body)).toEqual({ message: expect.any(String) });
    }
  });
});

describe('an evidence name in the store', () => {
  // Names the name rule no longer lets in, kept by an older server or written by another tool.
  const worst = {
    'half an emoji at the end': `a${'\u{1F600}'.repeat(99)}\ud83d`,
    'half an emoji at the start': '\ude00 receipt.png',
    'a right-to-left override': 'invoice\u202egnp.exe',
    'C0 and C1 controls': 'line\u0000\u0085\u009b\u007f.png',
    'quotes, backslashes and a new line': 'say "hi"\\\r\n.png',
  };

  it.each(Object.entries(worst))('downloads: %s', async (_, name) => {
    const cookie = await signIn(DEMO_USER);
    const disputeId = await openDisputeOf(cookie);
    const form = new FormData();
    form.append('file', png(1024), 'receipt.png');
    const uploaded = await fetch(`${base}/api/disputes/${disputeId}/evidence`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    await backend.db.write((tx) => {
      const dispute = backend.db.data.disputes.find((candidate) => candidate.id === disputeId);
      if (!dispute) throw new Error('the dispute is gone');
      const evidence = (dispute.evidence ?? []).map((file) => (file.id === id ? { ...file, name } : file));
      tx.put('disputes', { ...dispute, evidence } satisfies StoredDispute);
    });

    const download = await fetch(`${base}/api/disputes/${disputeId}/evidence/${id}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\x21-\x7e]+$/);
    expect((await download.arrayBuffer()).byteLength).toBe(1024);
  });
});
