/**
 * The reference server's transport against what is cheap for a client and dear for the server:
 * bodies under the cap sent as one-byte chunks, requests naming a host the server does not serve
 * (DNS rebinding), and where it listens. Memory is read from Linux's /proc (the peak resident set
 * of the server's own process), not timed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startServerProcess, type RunningServer } from '../kit/serverProcess';

const APP_ORIGIN = 'http://app.test';
const MB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'server-transport-limits-'));
const running: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServerProcess(join(dir, `${name}.sqlite`), { MOCK_SERVER_ORIGIN: APP_ORIGIN, ...env });
  running.push(server);
  return server;
}

/** A figure of the process's /proc status in bytes (`VmRSS` now, `VmHWM` its peak). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const found = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!found?.[1]) throw new Error(`no ${field} for process ${pid}`);
  return Number(found[1]) * 1024;
}

/** Sends `bytes` on a new connection and resolves with the status of the answer once the server hangs up. */
function exchange(port: number, bytes: Buffer, host = '127.0.0.1'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const received: Buffer[] = [];
    // A server that answers before it has read everything (a refusal) may reset our writing half.
    let failure: Error | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      if (received.length === 0 && failure) return reject(failure);
      const text = Buffer.concat(received).toString('latin1');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        body: text.slice(text.indexOf('\r\n\r\n') + 4),
      });
    });
    socket.end(bytes);
  });
}

/** A sign-in whose body (`bodyBytes`, not JSON) arrives in chunks of `piece` bytes. */
function chunkedBody(port: number, bodyBytes: number, piece: number): Buffer {
  const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
  const whole = Math.floor(bodyBytes / piece);
  const rest = bodyBytes - whole * piece;
  const chunk = (size: number) => `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`;
  return Buffer.from(`${head}${chunk(piece).repeat(whole)}${rest > 0 ? chunk(rest) : ''}0\r\n\r\n`, 'latin1');
}

function request(host: string, extra = ''): Buffer {
  return Buffer.from(`GET /api/auth/me HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`, 'latin1');
}

describe('bodies in tiny chunks', () => {
  /** Ten such bodies at once; the answers, and the server's peak resident memory above idle in MB. */
  async function tenAtOnce(server: RunningServer, bytes: Buffer) {
    // Warm: the first answers load code the flood would otherwise be blamed for.
    await fetch(`${server.base}/api/auth/me`);
    const idle = memoryOf(server.pgid, 'VmRSS');
    // 5 resets the peak (VmHWM) to the present resident set.
    writeFileSync(`/proc/${server.pgid}/clear_refs`, '5');
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(server.port, bytes)));
    return { answers, aboveIdleMb: (memoryOf(server.pgid, 'VmHWM') - idle) / MB };
  }

  it('one-byte chunks, ten bodies just under the cap at once, are refused for it, costing under 100 MB above idle', async () => {
    const server = await startServer('one-byte-chunks');
    const { answers, aboveIdleMb } = await tenAtOnce(server, chunkedBody(server.port, 999_999, 1));
    expect(answers.map((answer) => [answer.status, JSON.parse(answer.body)])).toEqual(
      Array(10).fill([400, { message: 'The request body was sent in too many small pieces' }]),
    );
    expect(aboveIdleMb).toBeLessThan(100);
    expect((await fetch(`${server.base}/api/auth/me`)).status).toBe(401);
  });

  it('small chunks a client may send (64 bytes), ten bodies just under the cap at once, are read whole in under 100 MB above idle', async () => {
    const server = await startServer('small-chunks');
    const { answers, aboveIdleMb } = await tenAtOnce(server, chunkedBody(server.port, 999_999, 64));
    // Read to the end and refused for what they are (not JSON), never as too large or too fragmented.
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(400));
    for (const answer of answers) expect(answer.body).not.toMatch(/too large|small pieces/);
    expect(aboveIdleMb).toBeLessThan(100);
    expect((await fetch(`${server.base}/api/auth/me`)).status).toBe(401);
  });
});

describe('the Host a request names', () => {
  it('is refused with 421 JSON unless it is the listening address or localhost, so a rebound name cannot sign in', async () => {
    const server = await startServer('hosts');
    const evil = 'rebind.evil.example';
    const login = JSON.stringify({ username: 'admin@example.com', password: 'Admin123!' });
    const rebound = await exchange(
      server.port,
      Buffer.from(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${evil}:${server.port}\r\nOrigin: http://${evil}:${server.port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${login.length}\r\nConnection: close\r\n\r\n${login}`,
        'latin1',
      ),
    );
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body)).toEqual({ message: 'This server does not answer for that host name' });
    expect((await exchange(server.port, request(evil))).status).toBe(421);
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, 'LOCALHOST']) {
      expect((await exchange(server.port, request(host))).status).toBe(401);
    }
  });

  it('follows MOCK_SERVER_ALLOWED_HOSTS when it is set', async () => {
    const server = await startServer('allowed-hosts', { MOCK_SERVER_ALLOWED_HOSTS: 'disputes.example, 127.0.0.1' });
    expect((await exchange(server.port, request('disputes.example'))).status).toBe(401);
    expect((await exchange(server.port, request(`127.0.0.1:${server.port}`))).status).toBe(401);
    expect((await exchange(server.port, request(`localhost:${server.port}`))).status).toBe(421);
  });
});

/** The local addresses listening on `port`, from /proc/net/tcp and tcp6 (hex, as the kernel writes them). */
function listenersOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]?.split(':')[0] ?? ''),
  );
}

describe('where it listens', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4');

  it('is 127.0.0.1 only unless told otherwise', async () => {
    const server = await startServer('listen-default');
    expect(listenersOn(server.port)).toEqual(['0100007F']);
    expect(server.output()).toContain(`listening on http://127.0.0.1:${server.port}`);
    if (external)
      await expect(exchange(server.port, request('localhost'), external.address)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('is every interface with MOCK_SERVER_HOST=0.0.0.0, and still only for the allowed host names', async () => {
    const server = await startServer('listen-all', { MOCK_SERVER_HOST: '0.0.0.0' });
    expect(listenersOn(server.port)).toEqual(['00000000']);
    if (!external) return;
    expect((await exchange(server.port, request(`localhost:${server.port}`), external.address)).status).toBe(401);
    expect((await exchange(server.port, request(`${external.address}:${server.port}`), external.address)).status).toBe(
      421,
    );
  });
});
