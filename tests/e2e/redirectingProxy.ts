/**
 * A forward HTTP proxy that sends one origin's requests to another port and every other request on
 * to where it was going, streaming both ways (a live stream stays live through it). The real-mode
 * journeys that need a reference server to themselves use it (playwright.config.ts): their browser
 * contexts go through it, so the build's API origin reaches their own server, while the page, its
 * cookies and CORS see the same origin as every other journey's.
 */
import { createServer, request, type Server } from 'node:http';

/** Hop-by-hop headers a proxy does not pass on (RFC 9110, 7.6.1), and the proxy's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

export function startRedirectingProxy(options: { port: number; from: string; toPort: number }): Promise<Server> {
  const from = new URL(options.from);
  const proxy = createServer((incoming, outgoing) => {
    let target: URL;
    try {
      // A proxied request carries its whole address (absolute form).
      target = new URL(incoming.url ?? '');
    } catch {
      outgoing.writeHead(400).end('A proxy request names its whole address.');
      return;
    }
    if (target.origin === from.origin) target.port = String(options.toPort);
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: incoming.method,
        headers,
      },
      (answer) => {
        const answerHeaders = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        );
        outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
        outgoing.flushHeaders();
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(String(error));
      else outgoing.destroy(error);
    });
    // The page went away (a closed tab, a stream it dropped): so does the request it made.
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port, '127.0.0.1', () => resolve(proxy));
  });
}
