/**
 * The client half of `npm run bench:events` (scripts/bench-events.ts): many live streams in one
 * process over plain node:http, each parsed by eventsource-parser's own push parser (the parser
 * mocks/events/readEventStream.ts wraps, without its web-stream pipeline, so a thousand streams
 * stay cheap for a client that shares the cores with the server), the arrival time of every
 * `message.created` recorded per message id; and what the bench reads of the server process in
 * /proc (which process listens on the port, its resident memory).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createParser } from 'eventsource-parser';

/** One agent for every stream: no pooling limit (a stream holds its socket for good). */
const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
/** The writes and sign-ins: one kept-alive connection is enough, they never overlap. */
const callAgent = new Agent({ keepAlive: true, maxSockets: 4 });

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A JSON call over node:http; no `Origin`, as a non-browser client sends none. */
export function call(
  base: string,
  method: string,
  path: string,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const req = request(`${base}${path}`, { method, headers, agent: callAgent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in and returns the `sid=…` pair to send back. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', { body: { username: email, password } });
  const sid = (answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('sid='));
  if (answer.status !== 200 || !sid) throw new Error(`${email} could not sign in: ${answer.status} ${answer.body}`);
  return sid;
}

/** When each stream received each message: arrival times (performance.now()) per message id. */
export class Arrivals {
  readonly times = new Map<string, number[]>();
  private readonly waiters = new Map<string, { count: number; done: () => void }>();

  record(messageId: string, at: number) {
    let list = this.times.get(messageId);
    if (!list) this.times.set(messageId, (list = []));
    list.push(at);
    const waiter = this.waiters.get(messageId);
    if (waiter && list.length >= waiter.count) {
      this.waiters.delete(messageId);
      waiter.done();
    }
  }

  /** Resolves once `count` streams have the message, or after `timeoutMs` with what arrived. */
  async waitFor(messageId: string, count: number, timeoutMs: number): Promise<number[]> {
    if ((this.times.get(messageId)?.length ?? 0) < count) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.waiters.delete(messageId);
          resolve();
        }, timeoutMs);
        this.waiters.set(messageId, { count, done: () => (clearTimeout(timer), resolve()) });
      });
    }
    return this.times.get(messageId) ?? [];
  }
}

export interface OpenStream {
  /** Why it ended, when it did before the bench closed it. */
  endedEarly: string | null;
  close(): void;
}

/**
 * Opens `GET /api/events` and resolves once its `ready` has arrived; rejects when it is refused or
 * ends first. Every `message.created` is recorded in `arrivals` at the time its chunk arrived.
 */
export function openStream(base: string, cookie: string, arrivals: Arrivals): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let isReady = false;
    let chunkAt = 0;
    const stream: OpenStream = {
      endedEarly: null,
      close: () => {
        closing = true;
        req.destroy();
      },
    };
    const ended = (why: string) => {
      if (closing || stream.endedEarly) return;
      stream.endedEarly = why;
      if (!isReady) reject(new Error(`a stream ended before ready: ${why}`));
    };
    const parser = createParser({
      onEvent: ({ event, data }) => {
        if (event === 'message.created') {
          arrivals.record((JSON.parse(data) as { messageId: string }).messageId, chunkAt);
        } else if (event === 'ready' && !isReady) {
          isReady = true;
          resolve(stream);
        }
      },
    });
    const req = request(
      `${base}/api/events`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: streamAgent },
      (res) => {
        if (res.statusCode !== 200) {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => ended(`refused with ${res.statusCode}: ${text}`));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          chunkAt = performance.now();
          parser.feed(chunk);
        });
        res.on('end', () => ended('the server ended it'));
        res.on('error', (error) => ended(error.message));
      },
    );
    req.on('error', (error) => ended(error.message));
    req.end();
  });
}

/**
 * Opens `count` streams, at most `parallel` opening at once, each waited for to `ready` and added
 * to `into` (where the bench closes them, even when a later one fails); resolves with the new ones.
 */
export async function openStreams(
  base: string,
  cookie: string,
  arrivals: Arrivals,
  count: number,
  into: OpenStream[],
  parallel = 50,
): Promise<OpenStream[]> {
  const opened: OpenStream[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const stream = await openStream(base, cookie, arrivals);
      opened.push(stream);
      into.push(stream);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return opened;
}

/** The inode of the socket listening on 127.0.0.1/::1 `port`, from the kernel's table. */
function listeningInode(port: number): string | null {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(hexPort) && fields[3] === '0A' && fields[9]) return fields[9];
    }
  }
  return null;
}

/** The process of group `pgid` that holds the socket listening on `port`: the node serving, whatever wraps it. */
export function listeningPid(pgid: number, port: number): number {
  const inode = listeningInode(port);
  if (!inode) throw new Error(`nothing listens on port ${port}`);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses, so read after the last ')'.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        if (readlinkSync(`/proc/${entry}/fd/${fd}`) === `socket:[${inode}]`) return Number(entry);
      }
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  throw new Error(`no process of group ${pgid} holds the socket listening on port ${port}`);
}

/** The process's resident memory in KB (VmRSS). */
export function residentKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** CPU time (user + system) the process has used so far, in ms; Linux counts it in USER_HZ (100) ticks. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the comm: state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Nearest-rank percentile of `values` (0 < p ≤ 100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
