/**
 * npm run bench:events — the live stream (`GET /api/events`) of the reference server
 * (mocks/server.ts) with 1,000 streams open, on this machine (docs/performance.md#live-stream):
 *
 * 1. memory per idle stream: the serving process's resident memory (VmRSS) with a few warm-up
 *    streams open, then with 1,000 more open (each read to its `ready`), each the median of a few
 *    samples a second apart; (after − before) / 1,000, in KB;
 * 2. time from a write to its event: admin replies one at a time, each timed from just before its
 *    POST to the arrival of its `message.created` on every stream (matched by message id, joined
 *    once the POST has answered, as the event may come first); p50 and p99 over all (write, stream)
 *    pairs, and the p99 of the first and of the last stream to receive each write;
 * 3. a stream that comes back after 999 missed events (./bench-events-resume.ts), the 1,000 still
 *    open: the time from its request to its `ready`, and whether all 999 came, in order;
 * 4. the load average at the start and the end, and each target as PASS or FAIL.
 *
 * The server runs in its own process group on a store in a fresh temporary folder, and both are
 * removed however the bench ends. A benchmark prints figures: it exits 0 whatever they are, and
 * non-zero only when something broke (a stream refused or cut, an event that never came).
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../mocks/db/seed';
import { startServer, type RunningServer } from '../tests/kit/serverProcess';
import {
  Arrivals,
  call,
  cpuMs,
  listeningPid,
  openStreams,
  percentile,
  residentKb,
  signIn,
  type OpenStream,
} from './bench-events-client';
import { timedResume } from './bench-events-resume';

const STREAMS = 1_000;
/** Open while the baseline is taken: the first stream's one-off costs (code, timers) are not counted per stream. */
const WARM_UP_STREAMS = 10;
const WARM_UP_WRITES = 5;
const WRITES = 30;
/** A pause between writes, after every stream has the last one: the writes never overlap. */
const WRITE_GAP_MS = 150;
/** How long an event may take to reach every stream before it is called lost (a wait, not a verdict). */
const ARRIVAL_WAIT_MS = 30_000;
const RSS_SAMPLES = 5;
const SETTLE_MS = 3_000;
const TARGET = { kbPerStream: 50, p99Ms: 250 } as const;

const log = (line: string) => console.error(`[bench:events] ${line}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

let server: RunningServer | undefined;
let dataDir: string | undefined;
const streams: OpenStream[] = [];

/** Synchronous, so it also runs on `exit` and on a signal: the server's group killed, the folder removed. */
function cleanUpNow() {
  for (const stream of streams) stream.close();
  if (server) {
    try {
      process.kill(-server.pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    server = undefined;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
process.on('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

/** The median of `RSS_SAMPLES` readings a second apart, in KB. */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RSS_SAMPLES; i++) {
    if (i > 0) await sleep(1_000);
    samples.push(residentKb(pid));
  }
  return percentile(samples, 50);
}

/** A dispute an admin may reply to, preferably one already In Progress (a reply then changes nothing else). */
async function replyableDispute(base: string, cookie: string): Promise<string> {
  const answer = await call(base, 'GET', '/api/admin/disputes', { cookie });
  if (answer.status !== 200) throw new Error(`the disputes could not be listed: ${answer.status} ${answer.body}`);
  const disputes = JSON.parse(answer.body) as { id: string; status: string }[];
  const chosen =
    disputes.find((dispute) => dispute.status === 'In Progress') ??
    disputes.find((dispute) => ['New', 'Under Review'].includes(dispute.status));
  if (!chosen) throw new Error('the seed has no open dispute to reply to');
  return chosen.id;
}

interface Timed {
  messageId: string;
  /** Per stream that received it, ms from just before the POST to the event's arrival. */
  delays: number[];
  /** Streams it never reached within the wait. */
  lost: number;
}

/** One admin reply, timed to its event's arrival on `expected` streams. */
async function timedWrite(
  base: string,
  cookie: string,
  disputeId: string,
  arrivals: Arrivals,
  expected: number,
  n: number,
): Promise<Timed> {
  const sentAt = performance.now();
  const answer = await call(base, 'POST', `/api/admin/disputes/${disputeId}/messages`, {
    cookie,
    body: { content: `Benchmark reply ${n}.` },
  });
  if (answer.status !== 201) throw new Error(`a reply was refused: ${answer.status} ${answer.body}`);
  const { id } = JSON.parse(answer.body) as { id: string };
  const times = await arrivals.waitFor(id, expected, ARRIVAL_WAIT_MS);
  return { messageId: id, delays: times.map((at) => at - sentAt), lost: expected - times.length };
}

async function main(): Promise<number> {
  const loadAtStart = loads();
  log(
    `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, load average ${loadAtStart}`,
  );
  dataDir = await mkdtemp(join(tmpdir(), 'bench-events-'));
  server = await startServer(join(dataDir, 'db.sqlite'), {
    MOCK_SERVER_MAX_STREAMS: String(STREAMS + WARM_UP_STREAMS + 100),
    MOCK_SERVER_MAX_STREAMS_PER_SESSION: String(STREAMS),
    // Every stream is the demo admin's, from this one process.
    MOCK_SERVER_MAX_STREAMS_PER_ACCOUNT: String(STREAMS + WARM_UP_STREAMS + 100),
    MOCK_SERVER_MAX_STREAMS_PER_CLIENT: String(STREAMS + WARM_UP_STREAMS + 100),
  });
  const { base } = server;
  const pid = listeningPid(server.pgid, server.port);
  log(`server pid ${pid} on ${base}, store in ${dataDir}`);

  // Two admin sessions: the warm-up streams in one, the 1,000 in the other (at most 1,000 a session).
  const warmCookie = await signIn(base, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const cookie = await signIn(base, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const disputeId = await replyableDispute(base, cookie);

  const warmArrivals = new Arrivals();
  await openStreams(base, warmCookie, warmArrivals, WARM_UP_STREAMS, streams);
  for (let n = 1; n <= WARM_UP_WRITES; n++) await timedWrite(base, cookie, disputeId, warmArrivals, WARM_UP_STREAMS, n);
  await sleep(SETTLE_MS);
  const rssBefore = await settledRss(pid);
  log(`warmed up with ${WARM_UP_STREAMS} streams and ${WARM_UP_WRITES} replies: RSS ${rssBefore} KB`);

  const arrivals = new Arrivals();
  const openStarted = performance.now();
  await openStreams(base, cookie, arrivals, STREAMS, streams);
  const openSeconds = (performance.now() - openStarted) / 1000;
  log(`${STREAMS} streams open and ready in ${openSeconds.toFixed(1)} s`);
  await sleep(SETTLE_MS);
  const rssWith = await settledRss(pid);
  const kbPerStream = (rssWith - rssBefore) / STREAMS;
  log(`RSS with ${STREAMS} more streams: ${rssWith} KB`);

  const writes: Timed[] = [];
  const cpuBefore = { server: cpuMs(pid), client: process.cpuUsage() };
  for (let n = 1; n <= WRITES; n++) {
    writes.push(await timedWrite(base, cookie, disputeId, arrivals, STREAMS, WARM_UP_WRITES + n));
    await sleep(WRITE_GAP_MS);
  }
  const rssAfterWrites = residentKb(pid);
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const cpuPerWrite = {
    server: (cpuMs(pid) - cpuBefore.server) / WRITES,
    client: (clientCpu.user + clientCpu.system) / 1000 / WRITES,
  };
  const resumeWrites: Timed[] = [];
  // A session of its own: the other is at its limit of streams.
  const resumeCookie = await signIn(base, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const resume = await timedResume(base, resumeCookie, async (n) => {
    const timed = await timedWrite(base, cookie, disputeId, arrivals, STREAMS, WARM_UP_WRITES + WRITES + n);
    resumeWrites.push(timed);
    return timed.messageId;
  });
  const cut = streams.filter((stream) => stream.endedEarly !== null);
  const lost = [...writes, ...resumeWrites].reduce((sum, write) => sum + write.lost, 0);
  const loadAtEnd = loads();

  const all = writes.flatMap((write) => write.delays);
  const firsts = writes.filter((write) => write.delays.length > 0).map((write) => Math.min(...write.delays));
  const lasts = writes.filter((write) => write.delays.length > 0).map((write) => Math.max(...write.delays));
  const p99 = percentile(all, 99);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

  console.log('');
  console.log(
    `live stream of the reference server, ${STREAMS.toLocaleString('en-GB')} admin streams open (+${WARM_UP_STREAMS} warm-up), ${cpus().length} cores`,
  );
  console.log(`load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end`);
  console.log(
    `memory: RSS ${rssBefore.toLocaleString('en-GB')} KB before, ${rssWith.toLocaleString('en-GB')} KB with ${STREAMS.toLocaleString('en-GB')} idle streams` +
      ` (median of ${RSS_SAMPLES} samples 1 s apart), ${rssAfterWrites.toLocaleString('en-GB')} KB after the writes`,
  );
  console.log(`  per idle stream: ${kbPerStream.toFixed(1)} KB`);
  console.log(
    `write → event, ${writes.length} admin replies × ${STREAMS.toLocaleString('en-GB')} streams = ${all.length.toLocaleString('en-GB')} arrivals${lost ? ` (${lost} lost)` : ''}:`,
  );
  console.log(
    `  all (write, stream) pairs: p50 ${ms(percentile(all, 50))}, p99 ${ms(p99)}, max ${ms(Math.max(...all))}`,
  );
  console.log(`  first stream of each write: p50 ${ms(percentile(firsts, 50))}, p99 ${ms(percentile(firsts, 99))}`);
  console.log(`  last stream of each write:  p50 ${ms(percentile(lasts, 50))}, p99 ${ms(percentile(lasts, 99))}`);
  console.log(
    `  CPU per write (its gap included): server ${ms(cpuPerWrite.server)}, bench client ${ms(cpuPerWrite.client)}`,
  );
  console.log(`${STREAMS.toLocaleString('en-GB')} streams opened to ready in ${openSeconds.toFixed(1)} s`);
  console.log(
    `resume after 999 missed events (${resumeWrites.length} more replies, the ${STREAMS.toLocaleString('en-GB')} streams open):` +
      ` ${resume.replayed} replayed${resume.inOrder ? ', all in order' : ', NOT the missed ones in order'}, ready in ${ms(resume.ms)}`,
  );
  console.log('');
  console.log(
    `${verdict(kbPerStream <= TARGET.kbPerStream)}  memory per idle stream ${kbPerStream.toFixed(1)} KB (target ≤ ${TARGET.kbPerStream} KB)`,
  );
  console.log(
    `${verdict(p99 <= TARGET.p99Ms && lost === 0)}  write → event p99 ${ms(p99)} at ${STREAMS.toLocaleString('en-GB')} streams (target ≤ ${TARGET.p99Ms} ms)`,
  );

  if (cut.length > 0) log(`${cut.length} stream(s) ended early: ${cut[0]?.endedEarly ?? ''}`);
  if (lost > 0) log(`${lost} event(s) never arrived within ${ARRIVAL_WAIT_MS / 1000} s`);
  if (!resume.inOrder) log(`the resumed stream was replayed ${resume.replayed} events, not the 999 missed in order`);
  return cut.length > 0 || lost > 0 || !resume.inOrder ? 1 : 0;
}

const started = performance.now();
let code = 1;
try {
  code = await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  if (server) log(`server output:\n${server.output().slice(-2_000)}`);
} finally {
  for (const stream of streams.splice(0)) stream.close();
  const running = server;
  if (running) {
    await running.stop().catch(() => running.kill());
    server = undefined;
  }
  cleanUpNow();
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(code);
