/**
 * Serves a React Router build (`build/client`) the way a static host does, for `npm run preview`
 * and the browser suites (tests/e2e/globalSetup.ts, tests/prism/sameOrigin.ts):
 *   - a file that exists is served as it is (`/assets/…`, `/mockServiceWorker.js`, `/robots.txt`);
 *   - a prerendered page is `<path>/index.html` (`/login` → `login/index.html`, `/` → `index.html`);
 *   - any other address gets `__spa-fallback.html`, with 200, and the app routes it in the browser
 *     (its own "not found" page included), as Netlify's `/* /__spa-fallback.html 200` or nginx's
 *     `try_files $uri $uri/index.html /__spa-fallback.html` do.
 * A missing file under `/assets/` is a 404, not the fallback: a stale chunk must fail as a script,
 * not arrive as HTML. Text (HTML, JavaScript, CSS, JSON, SVG) is sent gzipped to a browser that
 * accepts it, as hosts do: uncompressed, a first visit would move five times the bytes, and the
 * figures measured against this server would be about a host nobody runs.
 *
 *   npm run preview                      # build/client on http://localhost:4173
 *   npm run preview -- --port 8080 --dir some/build/client
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';

export const SPA_FALLBACK = '__spa-fallback.html';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (file: string): string => TYPES[path.extname(file)] ?? 'application/octet-stream';

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

const isFile = (file: string) => stat(file).then((info) => info.isFile(), () => false);

/** Inside `dir` (the root itself included), never above it. */
function within(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The file a static host serves for `urlPath` (a pathname, without the query), by the rules above;
 * `null` for a missing asset, and for any missing file without `spaFallback`. `dir` must be absolute.
 */
export async function resolveStaticFile(dir: string, urlPath: string, spaFallback = true): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = urlPath;
  }
  const target = path.join(dir, path.posix.normalize(`/${decoded}`));
  if (within(dir, target)) {
    if (await isFile(target)) return target;
    const page = path.join(target, 'index.html');
    if (await isFile(page)) return page;
    if (path.relative(dir, target).split(path.sep)[0] === 'assets') return null;
  }
  return spaFallback ? path.join(dir, SPA_FALLBACK) : null;
}

/** Hashed assets never change under one name; everything else is checked again on each visit. */
function cacheControlOf(dir: string, file: string): string {
  return path.relative(dir, file).split(path.sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface ServeBuildOptions {
  /** The build's client folder, e.g. `build/client`. */
  dir: string;
  /** 0 picks a free port; read it back from `url`. */
  port: number;
  /**
   * false for a build without `__spa-fallback.html` (a static Storybook): a missing file is a 404.
   * Default true.
   */
  spaFallback?: boolean;
}

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

async function handle(dir: string, spaFallback: boolean, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed');
    return;
  }
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = await resolveStaticFile(dir, urlPath, spaFallback);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end('Not found');
    return;
  }
  const info = await stat(file);
  const type = contentTypeOf(file);
  const gzip = COMPRESSIBLE.test(type) && acceptsGzip(request);
  response.writeHead(200, {
    'content-type': type,
    'cache-control': cacheControlOf(dir, file),
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': info.size }),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  if (gzip) await pipeline(createReadStream(file), createGzip(), response);
  else await pipeline(createReadStream(file), response);
}

/** Starts the server; resolves once it listens. */
export async function serveBuild(options: ServeBuildOptions): Promise<ServedBuild> {
  const dir = path.resolve(options.dir);
  const spaFallback = options.spaFallback ?? true;
  if (spaFallback && !(await isFile(path.join(dir, SPA_FALLBACK)))) {
    throw new Error(`serveBuild: ${path.join(dir, SPA_FALLBACK)} is missing (build with \`npm run build\` first)`);
  }
  const server = createServer((request, response) => {
    handle(dir, spaFallback, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`serve-build failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Every interface: Chromium may reach `localhost` over IPv6 or IPv4.
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Browsers keep connections alive; they would hold close() open.
      server.closeAllConnections();
      return closed;
    },
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const dir = argument('dir') ?? 'build/client';
  // 4173: the port the reference server allows by default (MOCK_SERVER_ORIGIN).
  const port = Number(argument('port') ?? process.env.PORT ?? 4173);
  const served = await serveBuild({ dir, port });
  console.log(`serving ${dir} at ${served.url} (Ctrl-C stops)`);
  const stop = () => void served.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
