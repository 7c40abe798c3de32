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
import { signInAdminOnce } from './adminSession';
import { freePort } from '../kit/freePort';
import { SERVER_COMMAND } from '../kit/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    contractBaseUrl: string;
    /**
     * Where the server under test writes its mail as .eml files (docs/server.md#mail): the started
     * reference server's MOCK_MAIL_DIR, or CONTRACT_MAIL_DIR for a server given by URL; '' when
     * unknown, and the tests that read mail are skipped.
     */
    contractMailDir: string;
    /**
     * The started reference server's own URL, whose clock moves (`POST /__test/clock`,
     * docs/clock.md#the-test-clock), bypassing Prism; '' for a server given by URL.
     */
    contractClockUrl: string;
    /** The admin's cookies, signed in once for the whole run (./adminSession.ts). */
    contractAdminCookies: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.CONTRACT_BASE_URL;
  const server = given
    ? {
        baseUrl: given.replace(/\/+$/, ''),
        mailDir: process.env.CONTRACT_MAIL_DIR ?? '',
        clockUrl: '',
        stop: async () => {},
      }
    : await startReferenceServer();
  project.provide('contractMailDir', server.mailDir);
  project.provide('contractClockUrl', server.clockUrl);
  try {
    project.provide('contractAdminCookies', await signInAdminOnce(server.baseUrl));
  } catch (error) {
    await server.stop();
    throw error;
  }
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

async function startReferenceServer(): Promise<{
  baseUrl: string;
  mailDir: string;
  clockUrl: string;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contract-db-'));
  const server = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
    cwd: SERVER_COMMAND.cwd,
    env: {
      ...process.env,
      MOCK_SERVER_PORT: String(port),
      MOCK_DB_FILE: path.join(dataDir, 'db.sqlite'),
      MOCK_MAIL_DIR: path.join(dataDir, 'mail'),
      // Only ever forward, and only by a test that needs it (an expired reset link): never on a server people use.
      MOCK_SERVER_TEST_CLOCK: '1',
    },
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
    mailDir: path.join(dataDir, 'mail'),
    clockUrl: baseUrl,
    stop: async () => {
      // tsx runs the server in a child of its own: end the whole process group.
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
