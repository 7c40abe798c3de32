/**
 * A forward HTTP proxy that sends one origin's requests to another port and every other request on
 * to where it was going, streaming both ways (a live stream stays live through it). The real-mode
 * journeys that need a reference server to themselves use it (playwright.config.ts): their browser
 * contexts go through it, so the build's API origin reaches their own server, while the page, its
 * cookies and CORS see the same origin as every other journey's.
 */
import { createServer, type Server } from 'node:http';
import { pipeExchange } from '../prism/forward';

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
    pipeExchange(target.origin, incoming, outgoing, `${target.pathname}${target.search}`).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end(String(error));
      else outgoing.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port, '127.0.0.1', () => resolve(proxy));
  });
}
