import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode } from '@jridgewell/sourcemap-codec';
import { afterEach, describe, expect, it } from 'vitest';
import { bytesBySource, gzipByPart, partOf } from './bench-bundle-sources';

const SOURCES = ['../../node_modules/react-dom/cjs/react-dom.js', '../../src/api/endpoints.ts'];
// `aaaa` from react-dom, `bb` from the app, then `cccccc` from react-dom, on two lines.
const CODE = 'aaaabb\ncccccc';
const MAPPINGS = encode([
  [
    [0, 0, 0, 0],
    [4, 1, 0, 0],
  ],
  [[0, 0, 10, 0]],
]);

describe('a page by source', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('counts the bytes each source produced, a segment running to the next or the line’s end', () => {
    expect(bytesBySource(CODE, { sources: SOURCES, mappings: MAPPINGS })).toEqual([10, 2]);
  });

  it('names a source by its package, or by the app’s folder', () => {
    expect(partOf('../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js')).toBe('@chakra-ui/react');
    expect(partOf('../../node_modules/react-dom/cjs/react-dom.js')).toBe('react-dom');
    expect(partOf('../../../src/features/landing/LandingPage.tsx')).toBe('src/features/landing');
    expect(partOf('../../src/root.tsx')).toBe('src/root');
  });

  it('shares each file’s gzip out by those bytes, the parts adding up to it; a file with no map counts whole', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'by-source-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'app.js'), CODE);
    writeFileSync(path.join(dir, 'app.js.map'), JSON.stringify({ version: 3, sources: SOURCES, mappings: MAPPINGS }));
    writeFileSync(path.join(dir, 'manifest-0977042f.js'), 'window.__manifest = {}');
    const gzip: Record<string, number> = { '/app.js': 600, '/manifest-0977042f.js': 40 };
    const parts = gzipByPart(dir, ['/app.js', '/manifest-0977042f.js', '/style.css'], (url) => gzip[url] ?? 0);
    expect(parts).toEqual([
      ['react-dom', 500],
      ['src/api/endpoints', 100],
      ['(no map) /manifest.js', 40],
    ]);
  });
});
