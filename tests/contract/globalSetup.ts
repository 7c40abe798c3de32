/**
 * The server under test: CONTRACT_BASE_URL when given (`npm run test:contract -- --base-url URL`),
 * else the reference server started here on a free port over a throw-away store file. With
 * CONTRACT_PRISM=1 (`-- --prism`) the suite talks to that server through Prism's validating proxy
 * (tests/prism/contractProxy.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startContractProxy } from '../prism/contractProxy';
import { freePort } from '../kit/freePort';
import { SERVER_COMMAND } from '../kit/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    contractBaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.CONTRACT_BASE_URL;
  const server = given ? { baseUrl: given.replace(/\/+$/, ''), stop: async () => {} } : await startReferenceServer();
  if (process.env.CONTRACT_PRISM !== '1') {
    project.provide('contractBaseUrl', server.baseUrl);
    return server.stop;
  }
  try {
    const proxy = await startContractProxy(server.baseUrl);
    project.provide('contractBaseUrl', proxy.url);
    return async () => {
      await proxy.stop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function startReferenceServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-db-'));
  const server = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: SERVER_COMMAND.cwd,
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
  // The address it listens on by default (MOCK_SERVER_HOST), not a name that may resolve to ::1 first.
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`[contract] reference server at ${baseUrl}`);
  return {
    baseUrl,
    stop: async () => {
      // tsx runs the server in a child of its own: end the whole process group.
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
