/**
 * Serves a React Router build (`build/client`) the way a static host does, for `npm run preview`
 * and the browser suites (playwright.config.ts, tests/prism/sameOrigin.ts), with sirv and
 * compression: a file that exists is served as it is; a prerendered page is `<path>/index.html`
 * (`/login` → `login/index.html`); any other address gets `__spa-fallback.html` with 200, as
 * Netlify's `/* /__spa-fallback.html 200` does — but a missing file under `/assets/` is a 404, so a
 * stale chunk fails as a script. Text is gzipped when accepted, as hosts do: the figures measured
 * here must be about a host someone runs. Paths never leave `dir` (sirv serves only what it listed).
 *
 *   npm run preview                      # build/client on http://localhost:4173
 *   npm run preview -- --port 8080 --dir some/build/client
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv, { type Options } from 'sirv';

export const SPA_FALLBACK = '__spa-fallback.html';
type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The static host as a request handler; `spaFallback: false` (a static Storybook) makes any missing file a 404. */
export function staticHandler(
  dir: string,
  { spaFallback = true } = {},
): (request: IncomingMessage, response: ServerResponse) => void {
  if (spaFallback && !existsSync(path.join(dir, SPA_FALLBACK)))
    throw new Error(`${path.join(dir, SPA_FALLBACK)} is missing (run \`npm run build\` first)`);
  const options: Options = {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders: (response, pathname) => {
      // Hashed assets never change under one name; everything else is checked again on each visit.
      response.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
  const files = sirv(dir, options);
  const app = spaFallback ? sirv(dir, { ...options, single: SPA_FALLBACK, ignores: false }) : files;
  const gzip = compression() as unknown as Handler;
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return void response.writeHead(405, { allow: 'GET, HEAD' }).end();
    gzip(request, response, () => (request.url?.startsWith('/assets/') ? files : app)(request, response));
  };
}

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** Serves `dir` on `port` (0: a free one, read back from `url`) on every interface; resolves once it listens. */
export async function serveBuild(options: { dir: string; port: number; spaFallback?: boolean }): Promise<ServedBuild> {
  const server = createServer(staticHandler(path.resolve(options.dir), options));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, resolve));
  const address = server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : options.port}`;
  // Browsers keep connections alive; they would hold close() open.
  return { url, close: () => new Promise<void>((resolve) => void server.close(() => resolve()).closeAllConnections()) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build/client' }, port: { type: 'string' } },
  });
  // 4173: the port the reference server allows by default (MOCK_SERVER_ORIGIN).
  serveBuild({ dir: values.dir, port: Number(values.port ?? process.env.PORT ?? 4173) }).then(
    (served) => {
      console.log(`serving ${values.dir} at ${served.url} (Ctrl-C stops)`);
      for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => void served.close().then(() => process.exit(0)));
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
