/**
 * One origin for the Prism browser suite: the built app's files, and `/api/*` forwarded to a
 * `prism mock -d openapi.json`. Same origin, so the session cookie and CORS play no part.
 *
 * Each browser context tells this server who it is with cookies of its own (set by the test):
 * - `prism-seed`: which Prism mock answers (one per seed, so every answer can be reproduced);
 * - `prism-role`: `visitor` sends no session, so Prism answers 401 where the document asks for one;
 *   `user` and `admin` send a session cookie, and the 200 of `GET /api/auth/me` gets two fields
 *   set to other values the schema allows: `isAdmin` (as the role says) and `isSuspended: false`,
 *   since the guards send a random user elsewhere otherwise;
 * - `prism-visit`: the visit the requests belong to, for `GET /__prism/visit/<id>`, which answers
 *   (once) the API calls of that visit and what Prism found wrong in them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { staticHandler } from '../../scripts/serve-build';
import { forwardableHeaders, headerOf, readBody, reply, send, type Answer } from './forward';
import { parseViolations, toFindings, type Finding } from './violations';

import type { Role } from '../kit/routeList';

export interface VisitRecord {
  calls: string[];
  findings: Finding[];
}

export const VISIT_PATH = '/__prism/visit/';
/** Prism only checks that the session cookie is there; any value passes. */
const SESSION_COOKIE = 'sid=prism-browser-suite';

function cookiesOf(request: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
  }
  return jar;
}

/** `GET /api/auth/me`'s user, with the role's fields set; anything else as Prism answered. */
function withRole(answer: Answer, role: Role, method: string, urlPath: string): Buffer {
  if (role === 'visitor' || method !== 'GET' || urlPath !== '/api/auth/me' || answer.status !== 200) return answer.body;
  try {
    const user: unknown = JSON.parse(answer.body.toString('utf8'));
    if (typeof user !== 'object' || user === null || Array.isArray(user)) return answer.body;
    return Buffer.from(JSON.stringify({ ...user, isAdmin: role === 'admin', isSuspended: false }));
  } catch {
    return answer.body;
  }
}

export interface SameOriginServer {
  close(): Promise<void>;
}

export async function startSameOrigin(options: {
  port: number;
  outDir: string;
  mocks: ReadonlyMap<string, string>;
}): Promise<SameOriginServer> {
  // The build's files as a static host serves them (scripts/serve-build.ts): the file,
  // `<path>/index.html` for a prerendered page, else the SPA fallback.
  const serveStatic = staticHandler(path.resolve(options.outDir));
  const visits = new Map<string, VisitRecord>();
  // Prism builds every answer afresh, and on two cores that work competes for the CPU with the
  // page whose long tasks scripts/bench-routes.ts measures. A read already answered for a seed and
  // role is answered again from memory, so a repeat visit of a route measures the app, not the mock.
  const answered = new Map<string, Answer>();
  const firstMock = [...options.mocks.values()][0];
  if (!firstMock) throw new Error('startSameOrigin: no Prism mock to forward to');

  const api = async (request: IncomingMessage, response: ServerResponse, urlPath: string) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const jar = cookiesOf(request);
    const role: Role =
      jar.get('prism-role') === 'admin' ? 'admin' : jar.get('prism-role') === 'user' ? 'user' : 'visitor';
    const mock = options.mocks.get(jar.get('prism-seed') ?? '') ?? firstMock;
    const headers = forwardableHeaders(request);
    delete headers.cookie;
    if (role !== 'visitor') headers.cookie = SESSION_COOKIE;
    const record = visits.get(jar.get('prism-visit') ?? '') ?? { calls: [], findings: [] };
    visits.set(jar.get('prism-visit') ?? '', record);
    const key = `${jar.get('prism-seed') ?? ''} ${role} ${url}`;
    const remembered = method === 'GET' ? answered.get(key) : undefined;
    const answer =
      remembered ??
      (await send(mock, method, url, headers, await readBody(request)).catch((error: unknown) => {
        record.calls.push(`${method} ${url} → not forwarded (${String(error)})`);
        throw error;
      }));
    if (method === 'GET') answered.set(key, answer);
    record.calls.push(`${method} ${url} → ${answer.status}`);
    // A visitor has no session on purpose: Prism's 401 for it is the answer the app must handle.
    const violations = parseViolations(headerOf(answer, 'sl-violations')).filter(
      (violation) => !(role === 'visitor' && /security scheme/i.test(violation.message)),
    );
    // Here every finding counts: the app's requests must conform, whatever Prism answers.
    record.findings.push(...toFindings(method, url, answer.status, violations));
    reply(response, answer, withRole(answer, role, method, urlPath));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (urlPath.startsWith(VISIT_PATH)) {
      const id = decodeURIComponent(urlPath.slice(VISIT_PATH.length));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(visits.get(id) ?? { calls: [], findings: [] }));
      visits.delete(id);
      return;
    }
    if (urlPath.startsWith('/api/')) return api(request, response, urlPath);
    serveStatic(request, response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `the same-origin server failed: ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Every interface: Chromium may reach `localhost` over IPv6 or IPv4.
    server.listen(options.port, resolve);
  });
  return {
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Chromium keeps connections alive; they would hold close() open.
      server.closeAllConnections();
      return closed;
    },
  };
}
