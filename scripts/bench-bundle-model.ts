/**
 * A React Router build (`<buildDir>/client`) as `npm run bench:bundle` sees it: which JS and CSS
 * files a page loads before any interaction, and their gzip sizes (see ./bench-bundle.ts).
 *
 * A page's HTML names what its hydration needs: `<link rel="modulepreload">` and `<script src>`
 * tags, and the inline module script that imports React Router's manifest, the route modules and
 * the entry. Each JS file then pulls in its static imports (`import … from "./x.js"`); dynamic
 * imports (`import("./x.js")`) are parts fetched later and are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Figures {
  js: number;
  css: number;
}

const FINGERPRINTS = [
  'mockServiceWorker',
  'setupWorker',
  'setupServer',
  '@mswjs',
  'msw/browser',
  'MSW_COOKIE_STORE',
  'faker',
  'Faker',
];
/** MSW's worker, copied from public/ as it is: never a page's script (./check-real-bundle.ts). */
const PUBLIC_WORKER = '/mockServiceWorker.js';

const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*\srel="stylesheet"[^>]*\shref="([^"]+)"/g;
const SCRIPT_SRC = /<script\b[^>]*\ssrc="([^"]+)"/g;
const INLINE_MODULE = /<script\b[^>]*\stype="module"[^>]*>([\s\S]*?)<\/script>/g;
/** In an inline module script, everything it imports runs at load, `import("…")` included. */
const INLINE_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+from\s*)?\(?\s*["']([^"']+)["']/g;
/** In a built chunk, its static imports and re-exports only. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g;

const isJs = (url: string) => /\.[cm]?js$/.test(url);

export class Bundle {
  private readonly gzipCache = new Map<string, number>();
  private readonly importsCache = new Map<string, string[]>();

  constructor(readonly clientDir: string) {}

  /** Every JS and CSS file the build emitted, as URLs (`/assets/…`), the public worker aside. */
  allAssets(): string[] {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    return walk(this.clientDir)
      .map((file) => `/${path.relative(this.clientDir, file).split(path.sep).join('/')}`)
      .filter((url) => (isJs(url) || url.endsWith('.css')) && url !== PUBLIC_WORKER);
  }

  private read(url: string): Buffer {
    return readFileSync(path.join(this.clientDir, ...url.split('/').filter(Boolean)));
  }

  private staticImports(url: string): string[] {
    let imports = this.importsCache.get(url);
    if (!imports) {
      const code = this.read(url).toString('utf8');
      imports = [...code.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] ?? '', `http://host${url}`).pathname);
      this.importsCache.set(url, imports);
    }
    return imports;
  }

  /** `urls` and, for the JS among them, their static imports, transitively. */
  closure(urls: Iterable<string>): Set<string> {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      if (isJs(url)) this.staticImports(url).forEach(visit);
    };
    for (const url of urls) visit(url);
    return seen;
  }

  /** What an HTML file of the build loads as it is parsed, before the visitor does anything. */
  htmlAssets(htmlFile: string): Set<string> {
    const html = readFileSync(path.join(this.clientDir, htmlFile), 'utf8');
    const urls = [...html.matchAll(MODULE_PRELOAD), ...html.matchAll(STYLESHEET), ...html.matchAll(SCRIPT_SRC)].map(
      (match) => match[1] ?? '',
    );
    for (const [, script = ''] of html.matchAll(INLINE_MODULE))
      urls.push(...[...script.matchAll(INLINE_IMPORT)].map((match) => match[1] ?? ''));
    const local = urls.filter((url) => url.startsWith('/'));
    if (!local.some((url) => /\/manifest-[\w-]+\.js$/.test(url)))
      throw new Error(`${htmlFile} does not load React Router's manifest: is it a React Router page?`);
    return this.closure(local);
  }

  gzip(url: string): number {
    let size = this.gzipCache.get(url);
    if (size === undefined) {
      size = gzipSync(this.read(url)).length;
      this.gzipCache.set(url, size);
    }
    return size;
  }

  /** Gzip bytes of an HTML file, for the record: its markup, styles and inline scripts. */
  htmlGzip(htmlFile: string): number {
    return gzipSync(readFileSync(path.join(this.clientDir, htmlFile))).length;
  }

  figures(urls: Set<string>): Figures {
    let js = 0;
    let css = 0;
    for (const url of urls) {
      if (isJs(url)) js += this.gzip(url);
      else if (url.endsWith('.css')) css += this.gzip(url);
    }
    return { js, css };
  }

  /** JS files that carry a mock-backend fingerprint, with the fingerprint. */
  mockHits(urls: Iterable<string>): string[] {
    const hits: string[] = [];
    for (const url of urls) {
      if (!isJs(url) || url === PUBLIC_WORKER) continue;
      const text = this.read(url).toString('utf8');
      for (const fingerprint of FINGERPRINTS)
        if (text.includes(fingerprint)) hits.push(`${url} contains "${fingerprint}"`);
    }
    return hits;
  }
}
