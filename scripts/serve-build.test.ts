/** `npm run preview` and the browser suites serve a build as a static host does (./serve-build.ts). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveBuild, type ServedBuild } from './serve-build';

let root = '';
let dir = '';
let served: ServedBuild;
let storybook: ServedBuild;
/** Long enough (over 1 KiB) that compression gzips it, as a real page is. */
const BIG_PAGE = `<p>${'landing '.repeat(400)}</p>`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'serve-build-'));
  dir = path.join(root, 'client');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'admin', 'login'), { recursive: true });
  await mkdir(path.join(dir, 'login'));
  const files: Record<string, string> = {
    'index.html': BIG_PAGE,
    'login/index.html': 'login',
    'admin/login/index.html': 'admin login',
    '__spa-fallback.html': 'fallback',
    'assets/entry-abc.js': 'export {};',
    'robots.txt': 'User-agent: *',
    '../secret.txt': 'secret',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  served = await serveBuild({ dir, port: 0 });
  storybook = await serveBuild({ dir, port: 0, spaFallback: false });
});

afterAll(async () => {
  await Promise.all([served.close(), storybook.close()]);
  await rm(root, { recursive: true, force: true });
});

const get = (urlPath: string, init?: RequestInit, server = served) => fetch(`${server.url}${urlPath}`, init);

/** A request whose path goes out as written (fetch would resolve `..` first). */
function raw(urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${served.url}/`, { path: urlPath }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serveBuild', () => {
  test.each([
    ['/', BIG_PAGE],
    ['/login', 'login'],
    ['/login/', 'login'],
    ['/login?next=%2Fdashboard', 'login'],
    ['/admin/login', 'admin login'],
    ['/robots.txt', 'User-agent: *'],
    ['/assets/entry-abc.js', 'export {};'],
    ['/dashboard', 'fallback'],
    ['/dispute/42', 'fallback'],
    ['/users/jane.doe', 'fallback'],
    ['/%E0%A4%A', 'fallback'],
  ])('%s → 200 %s', async (urlPath, body) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  test('a missing asset is a 404, never the fallback page', async () => {
    expect((await get('/assets/gone-123.js')).status).toBe(404);
    expect((await get('/assets/gone/')).status).toBe(404);
  });

  test.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/../../secret.txt',
    '/login/../../secret.txt',
  ])('%s never leaves the build', async (urlPath) => {
    const { status, body } = await raw(urlPath);
    expect(body).not.toContain('secret');
    expect([200, 404]).toContain(status);
  });

  test('sends text gzipped to a browser that accepts it, and as it is to one that does not', async () => {
    const zipped = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await zipped.text()).toBe(BIG_PAGE);
    const plain = await get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(BIG_PAGE.length));
    expect(await plain.text()).toBe(BIG_PAGE);
  });

  test('serves pages as HTML, checked again on each visit, and assets with their type and a long cache', async () => {
    const page = await get('/login');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/assets/entry-abc.js');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  test('HEAD answers without a body; other methods are refused', async () => {
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  test('without the SPA fallback (a static Storybook) any missing file is a 404', async () => {
    expect((await get('/dashboard', undefined, storybook)).status).toBe(404);
    expect(await (await get('/login', undefined, storybook)).text()).toBe('login');
  });

  test('refuses a build without its fallback page', async () => {
    await expect(serveBuild({ dir: path.join(dir, 'assets'), port: 0 })).rejects.toThrow(
      /__spa-fallback\.html is missing/,
    );
  });

  test('npm run preview serves --dir on --port', async () => {
    const script = fileURLToPath(new URL('./serve-build.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0', '--dir', dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      while (!/at (http:\S+)/.test(output)) {
        const [chunk] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit')])) as [unknown];
        if (!Buffer.isBuffer(chunk)) throw new Error(`npm run preview exited: ${output}`);
        output += chunk.toString('utf8');
      }
      const url = /at (http:\S+)/.exec(output)?.[1] ?? '';
      expect(await (await fetch(`${url}/login`)).text()).toBe('login');
    } finally {
      child.kill();
    }
  });
});
