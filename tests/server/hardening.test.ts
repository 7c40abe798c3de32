/**
 * The reference server (mocks/server.ts) against clients that try to knock it over or trick it:
 * bodies streamed past the cap, requests Node's parser refuses, odd methods and URLs, forged
 * client addresses and cross-site writes. Every refusal must be a JSON `{ message }` with the
 * safety headers, and the server must go on serving everyone else.
 *
 * Two servers run over throw-away stores: one as configured by default, one with
 * MOCK_SERVER_SECURE_COOKIES=1 and a small MOCK_SERVER_MAX_BODY_BYTES. The answers that only a
 * broken backend gives (an exception, msw's own 500) are checked on the transport in this process.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../../mocks/handlers/clientAddress';
import { validDispute } from '../kit/handlerTestkit';
import { createTransportServer, SERVER_ERROR_MESSAGE } from '../../mocks/serverTransport';
import { signInDemo } from '../kit/serverClient';
import { SERVER_START_MS, startServer as startServerProcess, type RunningServer } from '../kit/serverProcess';

const APP_ORIGIN = 'http://app.test';
const EVIL_ORIGIN = 'http://evil.example';
const TOO_LARGE = { message: 'Request body is too large' };
const SMALL_CAP = 4096;
const MB = 1024 * 1024;

const dir = mkdtempSync(join(tmpdir(), 'mock-server-hardening-'));

const running: RunningServer[] = [];

/** The server on a store of its own (`name`), with `env` over the defaults; stopped after the file. */
async function startServer(name: string, env: Record<string, string>): Promise<RunningServer> {
  const server = await startServerProcess(join(dir, `${name}.sqlite`), { MOCK_SERVER_ORIGIN: APP_ORIGIN, ...env });
  running.push(server);
  return server;
}

/** Resident memory of the server's whole process group in bytes, or null where /proc is missing. */
function groupRss(server: RunningServer): number | null {
  const group = server.pgid;
  let total = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) !== group) continue;
        const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
        total += Number(rss?.[1] ?? 0) * 1024;
      } catch {
        // the process ended while we looked
      }
    }
  } catch {
    return null;
  }
  return total;
}

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
  /** Whether the server ended the connection after its answer. */
  closed: boolean;
}

/**
 * Sends bytes as they are (what fetch would refuse to send) and reads until the server hangs up
 * (every request sent this way ends its connection): the answer is complete once its
 * Content-Length has arrived, and `closed` says whether the server then ended the connection. A
 * server that never hangs up is given up on after `timeoutMs`, within the suite's own test limit.
 */
function rawRequest(port: number, bytes: string, timeoutMs = 20_000): Promise<RawAnswer> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let closed = false;
    let answer: RawAnswer | null = null;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      done(answer ?? { status: 0, headers: new Map(), body: received.toString('latin1'), closed });
    };
    const timer = setTimeout(finish, timeoutMs);
    const parse = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      const body = received.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
      if (body.length < Number(headers.get('content-length') ?? 0)) return;
      answer = { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8'), closed };
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      parse();
    });
    socket.on('end', () => {
      closed = true;
      if (answer) answer.closed = true;
      finish();
    });
    socket.on('error', finish);
    socket.write(bytes);
  });
}

/** A JSON body of exactly `bytes` bytes. */
function jsonOfSize(bytes: number): string {
  const shell = JSON.stringify({ username: '', password: 'x' });
  return JSON.stringify({ username: 'a'.repeat(bytes - shell.length), password: 'x' });
}

function expectSafetyHeaders(headers: Headers | Map<string, string>) {
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

async function expectJsonError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expectSafetyHeaders(response.headers);
  const text = await response.text();
  expect(text).not.toMatch(/stack|\bat .+:\d+/);
  expect(JSON.parse(text)).toEqual({ message: message ?? expect.any(String) });
}

describe('the reference server, started with its environment', () => {
  let main: RunningServer;
  let secure: RunningServer;

  beforeAll(async () => {
    [main, secure] = await Promise.all([
      startServer('main', {}),
      startServer('secure', { MOCK_SERVER_SECURE_COOKIES: '1', MOCK_SERVER_MAX_BODY_BYTES: String(SMALL_CAP) }),
    ]);
  }, SERVER_START_MS + 10_000);

  afterAll(async () => {
    await Promise.all(running.map((server) => server.kill()));
    rmSync(dir, { recursive: true, force: true });
  });

  describe('request bodies are capped while they stream', () => {
    it('answers a 50 MB chunked login body with 413 once the cap is passed, without holding it, and serves others meanwhile', async () => {
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      const total = 50 * MB;
      let pulled = 0;
      let duringUpload: Promise<number> | undefined;
      // A server stuck on the upload would leave this call hanging: the abort fails the test then.
      const askMe = async () =>
        (await fetch(`${main.base}/api/auth/me`, { signal: AbortSignal.timeout(10_000) })).status;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled >= total) return controller.close();
            pulled += chunk.length;
            controller.enqueue(chunk);
            if (!duringUpload && pulled >= 2 * MB) duringUpload = askMe();
          },
        },
        { highWaterMark: 0 },
      );

      const rssBefore = groupRss(main);
      const upload = new AbortController();
      const init = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
        signal: upload.signal,
      };
      const response = await fetch(`${main.base}/api/auth/login`, init as RequestInit);
      const pulledAtAnswer = pulled;
      const rssAfter = groupRss(main);
      expect(response.status).toBe(413);
      // What the client had handed over when the answer came: the cap plus what the kernel's
      // buffers hold, far from the 50 MB a server reading to the end would take first.
      expect(pulledAtAnswer).toBeLessThan(20 * MB);
      if (rssBefore !== null && rssAfter !== null) expect(rssAfter - rssBefore).toBeLessThan(32 * MB);
      await expectJsonError(response, 413, TOO_LARGE.message);
      expect(response.headers.get('Connection')).toBe('close');
      upload.abort();

      expect(await duringUpload).toBe(401);
      expect(await askMe()).toBe(401);
      await signInDemo(main.base); // another client signs in as usual
    });

    it('refuses a declared Content-Length over the cap before any of the body is sent, and hangs up', async () => {
      const answer = await rawRequest(
        main.port,
        [
          'POST /api/auth/login HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          `Content-Length: ${50 * MB}`,
          '',
          '',
        ].join('\r\n'),
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.get('connection')).toBe('close');
      expect(answer.headers.get('content-type')).toBe('application/json');
      expectSafetyHeaders(answer.headers);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
      expect(answer.closed).toBe(true);

      // A client that waits for `100 Continue` before sending is refused instead of invited.
      const asked = await rawRequest(
        main.port,
        [
          'POST /api/auth/login HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          `Content-Length: ${50 * MB}`,
          'Expect: 100-continue',
          '',
          '',
        ].join('\r\n'),
      );
      expect(asked.status).toBe(413);
      expect(JSON.parse(asked.body)).toEqual(TOO_LARGE);
    });

    it('caps at 1 MB by default, on every path, signed in or not', async () => {
      const { cookie } = await signInDemo(main.base);
      const over = jsonOfSize(1_000_001);
      for (const [path, headers] of [
        ['/api/disputes', {}],
        ['/api/disputes', { Cookie: cookie }],
        ['/api/no-such-thing', {}],
        ['/elsewhere', {}],
      ] as const) {
        const response = await fetch(`${main.base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: over,
        });
        await expectJsonError(response, 413, TOO_LARGE.message);
      }
      const under = await fetch(`${main.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: jsonOfSize(990_000),
      });
      expect(under.status).toBe(400); // read in full and judged by the handler
    });

    it('takes its cap from MOCK_SERVER_MAX_BODY_BYTES', async () => {
      const over = await fetch(`${secure.base}/api/no-such-thing`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: jsonOfSize(SMALL_CAP + 1),
      });
      await expectJsonError(over, 413, TOO_LARGE.message);
      const at = await fetch(`${secure.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: jsonOfSize(SMALL_CAP),
      });
      expect(at.status).toBe(400);
    });
  });

  describe('every error is JSON { message } without a stack', () => {
    it('answers a malformed request line with a complete JSON 400 and hangs up', async () => {
      const answer = await rawRequest(main.port, 'THIS IS NOT HTTP\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('connection')).toBe('close');
      expectSafetyHeaders(answer.headers);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
      expect(answer.closed).toBe(true);
    });

    it('answers headers over the size limit with a JSON 431', async () => {
      const answer = await rawRequest(
        main.port,
        `GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer.status).toBe(431);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('connection')).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    });

    it('answers a URL with broken escapes with a JSON 400, not a 500', async () => {
      const { cookie } = await signInDemo(main.base);
      for (const path of ['/api/disputes/%ff%fe', '/api/admin/disputes/%E0%A4%A']) {
        await expectJsonError(await fetch(`${main.base}${path}`, { headers: { Cookie: cookie } }), 400);
      }
    });

    it('answers methods other than GET, POST, PUT, OPTIONS and HEAD with a JSON 405 and an Allow header', async () => {
      for (const method of ['DELETE', 'PATCH']) {
        for (const path of ['/api/auth/me', '/api/no-such-thing']) {
          const response = await fetch(`${main.base}${path}`, { method });
          expect(response.headers.get('Allow')).toBe('GET, POST, PUT, OPTIONS, HEAD');
          await expectJsonError(response, 405);
        }
      }
      for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) {
        const target = method === 'CONNECT' ? '127.0.0.1:80' : '/api/auth/me';
        const answer = await rawRequest(
          main.port,
          `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.status, method).toBeGreaterThanOrEqual(400);
        expect(answer.headers.get('content-type'), method).toBe('application/json');
        expect(JSON.parse(answer.body), method).toEqual({ message: expect.any(String) });
      }
      const trace = await rawRequest(
        main.port,
        'TRACE /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      );
      expect(trace.status).toBe(405);
      expect(trace.headers.get('allow')).toBe('GET, POST, PUT, OPTIONS, HEAD');
    });

    it('answers HEAD as GET, without a body', async () => {
      const response = await fetch(`${main.base}/api/auth/me`, { method: 'HEAD' });
      expect(response.status).toBe(401);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(await response.text()).toBe('');
    });
  });

  describe('the safety headers', () => {
    it('are on every answer under /api: success, refusal, preflight, unknown path', async () => {
      const { cookie } = await signInDemo(main.base);
      const answers = [
        await fetch(`${main.base}/api/auth/me`, { headers: { Cookie: cookie } }),
        await fetch(`${main.base}/api/scam-alerts`, { headers: { Cookie: cookie } }),
        await fetch(`${main.base}/api/auth/me`),
        await fetch(`${main.base}/api/no-such-thing`),
        await fetch(`${main.base}/api/disputes`, {
          method: 'OPTIONS',
          headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' },
        }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 204]);
      for (const answer of answers) expectSafetyHeaders(answer.headers);
    });
  });

  describe('MOCK_SERVER_SECURE_COOKIES', () => {
    it('adds Secure to every cookie the server sets when it is 1, and leaves cookies alone otherwise', async () => {
      const { cookie, setCookie } = await signInDemo(secure.base);
      expect(setCookie).toMatch(/;\s*Secure(;|$)/);
      for (const part of ['Path=/', 'HttpOnly', 'SameSite=Lax']) expect(setCookie).toContain(part);
      const logout = await fetch(`${secure.base}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
      expect(logout.status).toBe(204);
      const expired = logout.headers.getSetCookie();
      expect(expired).toHaveLength(1);
      expect(expired[0]).toMatch(/Max-Age=0.*;\s*Secure$/);

      const plain = await signInDemo(main.base);
      expect(plain.setCookie).not.toMatch(/Secure/i);
    });
  });

  describe('cross-site writes', () => {
    const countDisputes = async (cookie: string) => {
      const list = await fetch(`${main.base}/api/disputes`, { headers: { Cookie: cookie } });
      expect(list.status).toBe(200);
      return ((await list.json()) as unknown[]).length;
    };
    const postDispute = (cookie: string, headers: Record<string, string>) =>
      fetch(`${main.base}/api/disputes`, {
        method: 'POST',
        headers: { Cookie: cookie, ...headers },
        body: JSON.stringify(validDispute()),
      });

    it("files nothing for a text/plain POST carrying valid JSON from another origin with the victim's cookie", async () => {
      const { cookie } = await signInDemo(main.base);
      const before = await countDisputes(cookie);
      await expectJsonError(
        await postDispute(cookie, { 'Content-Type': 'text/plain', Origin: EVIL_ORIGIN }),
        415,
        'Send the request body as application/json',
      );
      await expectJsonError(
        await postDispute(cookie, { 'Content-Type': 'text/plain' }),
        415,
        'Send the request body as application/json',
      );
      await expectJsonError(await postDispute(cookie, { 'Content-Type': 'application/x-www-form-urlencoded' }), 415);
      await expectJsonError(
        await postDispute(cookie, { 'Content-Type': 'application/json', Origin: EVIL_ORIGIN }),
        403,
        'Requests from this origin are not allowed',
      );
      await expectJsonError(await postDispute(cookie, { 'Content-Type': 'application/json', Origin: 'null' }), 403);
      expect(await countDisputes(cookie)).toBe(before);

      const fromApp = await postDispute(cookie, { 'Content-Type': 'application/json', Origin: APP_ORIGIN });
      expect(fromApp.status).toBe(201);
      expect(await countDisputes(cookie)).toBe(before + 1);
      // Reads are not refused: CORS already keeps their answers from a foreign page.
      const read = await fetch(`${main.base}/api/disputes`, { headers: { Cookie: cookie, Origin: EVIL_ORIGIN } });
      expect(read.status).toBe(200);
      expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull();
    });
  });
});

describe('the transport in front of a failing backend', () => {
  let server: Server;
  let base = '';
  const logged: unknown[][] = [];
  const seenAddresses: string[] = [];

  beforeAll(async () => {
    server = createTransportServer({
      allowedOrigins: new Set([APP_ORIGIN]),
      allowedHosts: new Set(['localhost', '127.0.0.1']),
      defaultHost: 'localhost',
      logError: (...details) => logged.push(details),
      dispatch: async (request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/throws') throw new Error('secret detail at /srv/app/db.ts:12');
        if (pathname === '/api/msw-500') {
          const error = new Error('secret detail');
          return new Response(JSON.stringify({ name: error.name, message: error.message, stack: error.stack }), {
            status: 500,
            statusText: 'Unhandled Exception',
            headers: { 'Content-Type': 'application/json' },
          });
        }
        if (pathname === '/api/html-502')
          return new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });
        if (pathname === '/api/address') {
          seenAddresses.push(clientAddressOf(request));
          return new Response(null, { status: 204 });
        }
        return undefined;
      },
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("answers an exception, msw's own 500 with a stack, or any error body that is not JSON { message } with the generic message, and logs the detail", async () => {
    await expectJsonError(await fetch(`${base}/api/throws`), 500, SERVER_ERROR_MESSAGE);
    expect(String(logged.at(-1))).toContain('secret detail');
    await expectJsonError(await fetch(`${base}/api/msw-500`), 500, SERVER_ERROR_MESSAGE);
    expect(JSON.stringify(logged.at(-1))).toContain('secret detail');
    await expectJsonError(await fetch(`${base}/api/html-502`), 502, SERVER_ERROR_MESSAGE);
    await expectJsonError(await fetch(`${base}/api/nothing-here`), 404);
  });

  it("gives the handlers the socket's address, never the one a client claims", async () => {
    await fetch(`${base}/api/address`, { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' } });
    await fetch(`${base}/api/address`, { headers: { [CLIENT_ADDRESS_HEADER.toUpperCase()]: 'local' } });
    await fetch(`${base}/api/address`);
    expect(seenAddresses).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });
});
