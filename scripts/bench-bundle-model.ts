/**
 * A built app as `npm run bench:bundle` sees it: Vite's manifest, the gzip size of each file, and
 * which chunks a page loads (see ./bench-bundle.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Figures {
  js: number;
  css: number;
}
const FINGERPRINTS = ['mockServiceWorker', 'setupWorker', 'setupServer', '@mswjs', 'msw/browser', 'MSW_COOKIE_STORE', 'faker', 'Faker'];

/** `<script src>` and `<link rel="modulepreload">` tags of an HTML file's markup (not URLs inside its inline scripts). */
const SCRIPT_SRC = /<script\b[^>]*\ssrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g;
/** The route preloader's path → files map (scripts/vite-route-preload.ts), which adds preloads as the page loads. */
const ROUTE_PRELOAD_MAP = /var m=(\{"\/[^;]*\});/;

export class Bundle {
  private readonly gzipCache = new Map<string, number>();
  constructor(
    readonly outDir: string,
    readonly manifest: Manifest,
  ) {}

  static load(outDir: string): Bundle {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return new Bundle(outDir, manifest);
  }

  get entryKey(): string {
    const keys = Object.keys(this.manifest).filter((key) => this.manifest[key]?.isEntry);
    if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
    return keys[0] as string;
  }

  chunk(key: string): ManifestChunk {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    return chunk;
  }

  /** The chunk keys loaded when `keys` load: the chunks and their static imports, transitively. */
  staticClosure(keys: string[]): Set<string> {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of this.chunk(key).imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  }

  /**
   * The chunk keys a page loads once its app runs: the entry, the modules the route table loads
   * lazily for it (`modules`: its layout and the page), and their static imports.
   */
  appChunks(name: string, modules: readonly string[]): Set<string> {
    for (const key of modules) {
      if (!(key in this.manifest)) throw new Error(`${name}: "${key}" is not a lazily loaded chunk in the manifest (has the route table changed?)`);
    }
    return this.staticClosure([this.entryKey, ...modules]);
  }

  /**
   * The chunk keys a page's HTML file loads by itself, before the visitor does anything: what its
   * markup's `<script src>` and `<link rel="modulepreload">` name, what the route preloader adds
   * for `routePath`, and their static imports. (The landing page's file starts its app only on an
   * interaction, so this is what its visitor downloads while reading.)
   */
  htmlChunks(htmlFile: string, routePath: string, base = '/'): Set<string> {
    const html = readFileSync(path.join(this.outDir, htmlFile), 'utf8');
    const urls = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
    const routeMap = ROUTE_PRELOAD_MAP.exec(html)?.[1];
    if (routeMap) urls.push(...((JSON.parse(routeMap) as Record<string, string[]>)[routePath] ?? []));
    const keyByFile = new Map(Object.entries(this.manifest).map(([key, chunk]) => [chunk.file, key]));
    const keys = urls.map((url) => {
      const key = keyByFile.get(url.startsWith(base) ? url.slice(base.length) : url);
      if (!key) throw new Error(`${htmlFile} loads ${url}, which is not in the manifest`);
      return key;
    });
    return this.staticClosure(keys);
  }

  gzip(file: string): number {
    let size = this.gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(this.outDir, file))).length;
      this.gzipCache.set(file, size);
    }
    return size;
  }

  figures(keys: Set<string>): Figures {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = this.chunk(key);
      if (/\.[cm]?js$/.test(chunk.file)) js.add(chunk.file);
      else if (chunk.file.endsWith('.css')) css.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + this.gzip(file), 0);
    return { js: sum(js), css: sum(css) };
  }

  /** JS files (relative) that carry a mock-backend fingerprint, with the fingerprint. */
  mockHits(keys: Iterable<string>): string[] {
    const hits: string[] = [];
    for (const key of keys) {
      const file = this.chunk(key).file;
      if (!/\.[cm]?js$/.test(file)) continue;
      const text = readFileSync(path.join(this.outDir, file), 'utf8');
      for (const fingerprint of FINGERPRINTS) if (text.includes(fingerprint)) hits.push(`${file} contains "${fingerprint}"`);
    }
    return hits;
  }
}

