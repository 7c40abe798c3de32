/**
 * The reference server (mocks/server.ts) as a child process for the store's durability tests:
 * started on a given SQLite file and port, stopped cleanly (SIGTERM) or killed (SIGKILL); called
 * over HTTP with ./serverClient.ts.
 *
 * The server runs as node itself with tsx's loader (`SERVER_COMMAND`), not under the tsx command:
 * that command relays a signal to its child and SIGKILLs the child if it has not acknowledged the
 * signal within about 60 ms, so a busy server stopped cleanly lost its clean close (its log was
 * left beside the file). The child still leads its own process group and every signal goes to the
 * group; a stop resolves only once no process of the group is left, so the server has really let
 * go of the file and the port.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './freePort';

const ROOT = resolve(import.meta.dirname, '../..');

/** The reference server as one process: node with tsx's loader, run from the repository root. */
export const SERVER_COMMAND = {
  command: process.execPath,
  args: ['--import', 'tsx', 'mocks/server.ts'],
  cwd: ROOT,
} as const;

export interface RunningServer {
  base: string;
  port: number;
  /** The process group: the server and anything it starts. */
  pgid: number;
  /** Everything the server printed so far, stdout and stderr. */
  output(): string;
  /** SIGTERM to the group; resolves once the group is gone. */
  stop(): Promise<void>;
  /** SIGKILL to the group; resolves once the group is gone. */
  kill(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * How long a start or a stop may take before it is called a failure. These are waits, not
 * verdicts on speed: a busy two-core machine can take many seconds to start node with tsx, and
 * each is as long as the suite's own test limit (30 s) or longer, so that limit decides first.
 */
export const SERVER_START_MS = 60_000;
const SERVER_STOP_MS = 30_000;

/** Whether any process of the group still runs (signal 0 only asks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function endGroup(pgid: number, signal: NodeJS.Signals, withinMs: number): Promise<void> {
  try {
    process.kill(-pgid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + withinMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) {
      process.kill(-pgid, 'SIGKILL');
      throw new Error(`the server's processes were still running ${withinMs} ms after ${signal}`);
    }
    await sleep(20);
  }
}

function spawnServer(dbFile: string, env: Record<string, string>, port: number) {
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: SERVER_COMMAND.cwd,
    detached: true,
    env: {
      ...process.env,
      MOCK_SERVER_PORT: String(port),
      MOCK_DB_FILE: dbFile,
      MOCK_SERVER_ORIGIN: 'http://app.test',
      MOCK_SERVER_LATENCY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('the server could not be spawned');
  return { child, pgid, output: () => output };
}

/** Starts the server on `dbFile` (with `env` over the defaults) and resolves once it answers; on a free port unless given one. */
export async function startServer(
  dbFile: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, pgid, output } = spawnServer(dbFile, env, port);
  const server: RunningServer = {
    base,
    port,
    pgid,
    output,
    stop: () => endGroup(pgid, 'SIGTERM', SERVER_STOP_MS),
    kill: () => endGroup(pgid, 'SIGKILL', SERVER_STOP_MS),
  };
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (${child.exitCode}):\n${output()}`);
    if (
      output().includes(`:${port} (store:`) &&
      (await fetch(`${base}/api/auth/me`).then(
        () => true,
        () => false,
      ))
    )
      return server;
    await sleep(50);
  }
  await server.kill();
  throw new Error(`the server did not answer within ${SERVER_START_MS / 1000} s:\n${output()}`);
}

/** Starts the server on `dbFile` expecting it to refuse: resolves with its exit code and what it printed. */
export async function refusedStart(dbFile: string): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const { child, pgid, output } = spawnServer(dbFile, {}, port);
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return { code: child.exitCode, output: output() };
    if (output().includes('listening on')) break;
    await sleep(50);
  }
  await endGroup(pgid, 'SIGKILL', SERVER_STOP_MS);
  throw new Error(`the server did not refuse to start:\n${output()}`);
}
