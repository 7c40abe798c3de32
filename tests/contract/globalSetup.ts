/**
 * The server under test: CONTRACT_BASE_URL when given (`npm run test:contract -- --base-url URL`),
 * else the reference server started here on a free port over a throw-away store file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../utils/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    contractBaseUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const given = process.env.CONTRACT_BASE_URL;
  if (given) {
    project.provide('contractBaseUrl', given.replace(/\/+$/, ''));
    return;
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-db-'));
  const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_SERVER_PORT: String(port), MOCK_DB_FILE: path.join(dataDir, 'db.sqlite') },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the reference server did not start within 60 s')), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => reject(new Error(`the reference server exited with ${code}`)));
  });
  const baseUrl = `http://localhost:${port}`;
  console.log(`[contract] reference server at ${baseUrl}`);
  project.provide('contractBaseUrl', baseUrl);
  return async () => {
    // tsx runs the server in a child of its own: end the whole process group.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
