/** `npm run preview` and the browser suites serve a build as a static host does (./serve-build.ts). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveStaticFile, serveBuild, type ServedBuild } from './serve-build';

let dir = '';
let served: ServedBuild | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-build-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'admin', 'login'), { recursive: true });
  await mkdir(path.join(dir, 'login'));
  const files: Record<string, string> = {
    'index.html': 'landing',
    'login/index.html': 'login',
    'admin/login/index.html': 'admin login',
    '__spa-fallback.html': 'fallback',
    'assets/entry-abc.js': 'export {};',
    'robots.txt': 'User-agent: *',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  served = await serveBuild({ dir, port: 0 });
});

afterAll(async () => {
  await served?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('resolveStaticFile', () => {
  test.each([
    ['/', 'index.html'],
    ['/login', 'login/index.html'],
    ['/login/', 'login/index.html'],
    ['/admin/login', 'admin/login/index.html'],
    ['/robots.txt', 'robots.txt'],
    ['/assets/entry-abc.js', 'assets/entry-abc.js'],
    ['/dashboard', '__spa-fallback.html'],
    ['/dispute/42', '__spa-fallback.html'],
    ['/%E0%A4%A', '__spa-fallback.html'],
    ['/../../etc/passwd', '__spa-fallback.html'],
  ])('%s → %s', async (urlPath, file) => {
    expect(await resolveStaticFile(dir, urlPath)).toBe(path.join(dir, file));
  });

  test('a missing asset is not found, never the fallback page', async () => {
    expect(await resolveStaticFile(dir, '/assets/gone-123.js')).toBeNull();
  });

  test('without the SPA fallback (a static Storybook) any missing file is not found', async () => {
    expect(await resolveStaticFile(dir, '/dashboard', false)).toBeNull();
    expect(await resolveStaticFile(dir, '/login', false)).toBe(path.join(dir, 'login/index.html'));
  });
});

describe('serveBuild', () => {
  const get = async (urlPath: string, method = 'GET') => {
    if (!served) throw new Error('not serving');
    return fetch(`${served.url}${urlPath}`, { method });
  };

  test('sends text gzipped to a browser that accepts it, and as it is to one that does not', async () => {
    if (!served) throw new Error('not serving');
    const zipped = await fetch(`${served.url}/login`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe('login');
    const plain = await fetch(`${served.url}/assets/entry-abc.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String('export {};'.length));
    expect(await plain.text()).toBe('export {};');
  });

  test('serves pages as HTML and assets with their type and a long cache', async () => {
    const page = await get('/login?next=%2Fdashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe('login');
    const asset = await get('/assets/entry-abc.js');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  test('any other address gets the SPA fallback with 200; a missing asset 404', async () => {
    const other = await get('/admin/users');
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('fallback');
    expect((await get('/assets/gone-123.js')).status).toBe(404);
  });

  test('HEAD answers without a body; other methods are refused', async () => {
    const head = await get('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/', 'POST')).status).toBe(405);
  });
});
