/**
 * What every handler shares: the artificial latency, JSON bodies parsed with the contract
 * schemas, `{ message, fieldErrors }` error answers, and the session rules (deny by default).
 */
import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import * as v from 'valibot';
import { toFieldErrors } from '../../src/api';
import { StoreWriteError, type Db } from '../db/store';
import type { StoredUser } from '../db/types';

export interface BackendContext {
  db: Db;
  latencyMs: number;
  hashIterations: number;
  now: () => number;
}

export const SESSION_COOKIE = 'sid';
const MAX_BODY_BYTES = 1_000_000;

export const api = (path: string) => `*/api${path}`;

/**
 * A JSON answer. Not `HttpResponse.json`: that one works out a Content-Length by copying the whole
 * text into a Blob, a quarter of the time of the 10,000-row admin list (bench:store), and neither
 * the browser nor the reference server needs the header.
 */
export function json(body: unknown, init: ResponseInit = {}): HttpResponse<string> {
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return new HttpResponse(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return json(fieldErrors ? { message, fieldErrors } : { message }, { status });
}

/** A thrown Response ends the request with that answer; anything else unexpected is a 500. */
export function route<Params extends PathParams>(
  ctx: BackendContext,
  resolver: HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType> {
  return async (info) => {
    if (ctx.latencyMs > 0) await delay(ctx.latencyMs);
    try {
      return await resolver(info);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown as HttpResponse<DefaultBodyType>;
      if (thrown instanceof StoreWriteError) return errorResponse(507, thrown.message);
      console.error('[mock backend] unexpected error', thrown);
      return errorResponse(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

/** Parses the JSON body with a contract schema or throws the 400 (or 413) answer. */
export async function readBody<TSchema extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(request: Request, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw errorResponse(413, 'Request body is too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errorResponse(400, 'Request body must be valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw errorResponse(400, 'Request body must be a JSON object');
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const fieldErrors = toFieldErrors(schema, result.issues);
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request';
    throw errorResponse(400, first, fieldErrors);
  }
  return result.output;
}

export function currentUser(ctx: BackendContext, cookies: Record<string, string>): StoredUser | null {
  const token = cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = ctx.db.data.sessions.find((candidate) => candidate.token === token);
  if (!session) return null;
  return ctx.db.data.users.find((user) => user.id === session.userId) ?? null;
}

export const SUSPENDED_MESSAGE = 'This account has been suspended. Contact support.';

/** Extension (issue 5): an admin may suspend an account; an absent flag reads as active. */
export const isSuspended = (user: StoredUser) => user.isSuspended === true;

export function requireUser(ctx: BackendContext, cookies: Record<string, string>): StoredUser {
  const user = currentUser(ctx, cookies);
  if (!user) throw errorResponse(401, 'You need to sign in first');
  // Suspending ends every session; this refuses one that outlived it (an older persisted store).
  if (isSuspended(user)) throw errorResponse(403, SUSPENDED_MESSAGE);
  return user;
}

export function requireAdmin(ctx: BackendContext, cookies: Record<string, string>): StoredUser {
  const user = requireUser(ctx, cookies);
  if (!user.isAdmin) throw errorResponse(403, 'Only admins can do this');
  return user;
}

export function sessionCookie(token: string, rememberMe: boolean): string {
  const lifetime = rememberMe ? '; Max-Age=2592000' : '';
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${lifetime}`;
}

export const expiredSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

export const notFound = (what = 'Dispute') => errorResponse(404, `${what} not found`);
