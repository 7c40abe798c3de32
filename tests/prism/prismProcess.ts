/**
 * Prism (Stoplight's OpenAPI tool, the CLI an integrator would run) as a child process: a
 * validating proxy in front of a server (`prism proxy openapi.json URL`) or a mock generated from
 * the document's schemas (`prism mock -d openapi.json`). Prism 5.14 is pinned: 5.15 and later need
 * Node 24, and this project runs on Node 20.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../kit/freePort';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));
export const OPENAPI_DOCUMENT = fileURLToPath(new URL('../../openapi.json', import.meta.url));

export interface PrismProcess {
  /** Where Prism listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The last part of what Prism printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

export type PrismMode = { kind: 'proxy'; upstream: string } | { kind: 'mock'; seed?: string };

/** Keeps only the tail: Prism logs every request, and a long run must not grow without bound. */
const OUTPUT_LIMIT = 20_000;

export async function startPrism(mode: PrismMode, timeoutMs = 60_000): Promise<PrismProcess> {
  const port = await freePort();
  const modeArgs =
    mode.kind === 'proxy'
      ? ['proxy', OPENAPI_DOCUMENT, mode.upstream]
      : ['mock', '--dynamic', OPENAPI_DOCUMENT, ...(mode.seed ? ['--seed', mode.seed] : [])];
  // Prism's own error answers stay off (no --errors): a request it finds invalid still reaches the
  // server, and each answer carries what Prism found in an `sl-violations` header instead.
  const child = spawn(PRISM, [...modeArgs, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      // Its own process group: npx-style launchers may leave a node child behind otherwise.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Prism did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code} before listening:\n${output}`));
    });
  });

  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
