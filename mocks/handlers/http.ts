/**
 * What every handler shares: the artificial latency, JSON bodies parsed with the contract
 * schemas, `{ message, fieldErrors }` error answers, and the session rules (deny by default).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import * as v from 'valibot';
import { toFieldErrors } from '../../src/api';
import { StoreWriteError, type Db, type Transaction } from '../db/store';
import type { Session, StoredUser } from '../db/types';
import type { LiveStreams } from '../events/liveStreams';
import type { DeviceCookies } from './deviceCookie';
import { keptUserAgent } from './deviceName';
import type { LoginLimits } from './loginLimits';
import type { ResetLimits } from './resetLimits';
import type { AfterAnswer } from './afterAnswer';
import type { MailTransport } from '../mail/message';
import { ENROLMENT_REQUIRED, ENROLMENT_REQUIRED_REASON } from '../../src/api/twoStep';
import { hasAdminPowers } from '../twoStep/rules';
import type { TwoStepState } from '../twoStep/state';
import { BODY_TOO_LARGE_MESSAGE, DEFAULT_MAX_BODY_BYTES, refuseUnsafeWrite } from './requestGuards';

/** How long a session lasts: ended after `idleMs` unused, and `absoluteMs` after sign-in in any case. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

const HOUR = 3_600_000;
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 7 * 24 * HOUR, absoluteMs: 30 * 24 * HOUR };
/** A session's last use is written at most this often: a read must not become a write each time. */
const TOUCH_INTERVAL_MS = 60_000;

export interface BackendContext {
  db: Db;
  latencyMs: number;
  hashIterations: number;
  now: () => number;
  /**
   * The clock an authenticator app reads, for sign-in codes: the real time, even where a test clock
   * has moved `now` (docs/clock.md#the-test-clock), as a person's phone knows nothing of that move.
   */
  codeClock: () => number;
  sessions: SessionPolicy;
  /** Origins besides the API's own that may send state-changing calls. */
  allowedOrigins: ReadonlySet<string>;
  /**
   * In the browser: the session cookie as all tabs see it (../sharedCookieJar.ts), read afresh per
   * request; undefined when it cannot be read, and absent elsewhere, where the request's cookies are the truth.
   */
  sharedSessionToken?: () => string | null | undefined;
  /**
   * In the browser, a tab opened with a session of its own (../sharedCookieJar.ts, `ownTabSession`):
   * its requests carry this token instead of the shared one, and sign-in and sign-out hand their
   * token here instead of a Set-Cookie, which would reach the jar every tab shares. Absent elsewhere.
   */
  tabSession?: { token(): string | null; keep(token: string | null): void } | null;
  /**
   * In the browser: the tab's own User-Agent, for the sessions it signs in (a page's requests do not
   * carry the header to the mock backend). Absent elsewhere, where the request's header is the truth.
   */
  browserUserAgent?: string;
  loginLimits: LoginLimits;
  /** Signs and checks the device cookies that let a known browser past a flood (./deviceCookie.ts). */
  deviceCookies: DeviceCookies;
  /** The open live streams (`GET /api/events`) and the events they carry (../events). */
  liveStreams: LiveStreams;
  /** Limits on password reset requests and confirms (./resetLimits.ts). */
  resetLimits: ResetLimits;
  /** Where the backend's mail goes (../mail/message.ts): the store's outbox, or the server's files. */
  mail: MailTransport;
  /** Work done after an answer has gone (./afterAnswer.ts). */
  afterAnswer: AfterAnswer;
  /** Sign-in challenges and wrong-code counts of two-step sign-in (../twoStep/state.ts). */
  twoStep: TwoStepState;
}

export const SESSION_COOKIE = 'sid';

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

/** The answer to a path under /api that no endpoint serves. */
export const NO_SUCH_ENDPOINT = 'No such endpoint';

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
      const refused = await refuseUnsafeWrite(info.request, ctx.allowedOrigins);
      if (refused) return refused as HttpResponse<DefaultBodyType>;
      // Another tab may have written since this one last read (a no-op for a single writer).
      await ctx.db.sync();
      const cookies = withSharedSession(ctx, info.cookies);
      await touchSession(ctx, cookies);
      return await resolver({ ...info, cookies });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown as HttpResponse<DefaultBodyType>;
      if (thrown instanceof StoreWriteError) return errorResponse(507, thrown.message);
      console.error('[mock backend] unexpected error', thrown);
      return errorResponse(500, 'Something went wrong on our side. Please try again.');
    }
  };
}

/** Parses the JSON body with a contract schema or throws the 400 (or 413) answer. */
export async function readBody<
  TSchema extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>(request: Request, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const text = await request.text();
  if (text.length > DEFAULT_MAX_BODY_BYTES) throw errorResponse(413, BODY_TOO_LARGE_MESSAGE);
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

function withSharedSession(ctx: BackendContext, cookies: Record<string, string>): Record<string, string> {
  const shared = ctx.tabSession ? ctx.tabSession.token() : ctx.sharedSessionToken?.();
  if (shared === undefined) return cookies;
  const { [SESSION_COOKIE]: _ignored, ...others } = cookies;
  return shared === null ? others : { ...others, [SESSION_COOKIE]: shared };
}

/** A live session: it exists and has neither been idle too long nor outlived its absolute lifetime. */
export function isLive(ctx: BackendContext, session: Session): boolean {
  const now = ctx.now();
  const lastSeen = Date.parse(session.lastSeenAt ?? session.createdAt);
  return now - Date.parse(session.createdAt) < ctx.sessions.absoluteMs && now - lastSeen < ctx.sessions.idleMs;
}

/** How a session is found in the store: by its token's SHA-256, so the store never holds a usable token. */
export const sessionKey = (token: string): string => bytesToHex(sha256(utf8ToBytes(token)));

export function currentSession(ctx: BackendContext, cookies: Record<string, string>): Session | null {
  const token = cookies[SESSION_COOKIE];
  if (!token) return null;
  const key = sessionKey(token);
  const session = ctx.db.data.sessions.find((candidate) => candidate.tokenHash === key);
  return session && isLive(ctx, session) ? session : null;
}

/** The session stored under `key`, if it is still live, with its account unless that is suspended or gone. */
export function liveSessionUser(ctx: BackendContext, key: string): StoredUser | null {
  const session = ctx.db.data.sessions.find((candidate) => candidate.tokenHash === key);
  if (!session || !isLive(ctx, session)) return null;
  const user = ctx.db.data.users.find((candidate) => candidate.id === session.userId);
  return user && !isSuspended(user) ? user : null;
}

export function currentUser(ctx: BackendContext, cookies: Record<string, string>): StoredUser | null {
  const session = currentSession(ctx, cookies);
  if (!session) return null;
  return ctx.db.data.users.find((user) => user.id === session.userId) ?? null;
}

/** Notes that a live session was used, at most once a minute; a failed note only shortens it. */
async function touchSession(ctx: BackendContext, cookies: Record<string, string>): Promise<void> {
  const session = currentSession(ctx, cookies);
  if (!session || ctx.now() - Date.parse(session.lastSeenAt ?? session.createdAt) < TOUCH_INTERVAL_MS) return;
  await ctx.db
    .write((tx) => {
      const live = tx.data.sessions.find((candidate) => candidate.tokenHash === session.tokenHash);
      if (live) tx.put('sessions', { ...live, lastSeenAt: new Date(ctx.now()).toISOString() });
    })
    .catch(() => undefined);
}

/**
 * Starts a session for `user` in `tx`: the session the request came with (if any) ends, so a
 * token planted before sign-in is never promoted, and sessions past their time are cleared out.
 */
export function startSession(
  ctx: BackendContext,
  tx: Transaction,
  user: StoredUser,
  previousToken: string | undefined,
  /** The sign-in request's User-Agent, kept to name the device (docs/server.md#signed-in-devices). */
  userAgent?: string | null,
  /** How the sign-in passed its second step, if it had one (docs/server.md#two-step-sign-in). */
  secondStep?: Session['secondStep'],
): string {
  const previous = previousToken === undefined ? undefined : sessionKey(previousToken);
  for (const session of tx.data.sessions) {
    if (session.tokenHash === previous || !isLive(ctx, session)) tx.remove('sessions', session.tokenHash);
  }
  const token = crypto.randomUUID();
  const now = new Date(ctx.now()).toISOString();
  const kept = keptUserAgent(userAgent ?? ctx.browserUserAgent);
  tx.put('sessions', {
    tokenHash: sessionKey(token),
    id: newSessionId(),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    ...(kept === undefined ? {} : { userAgent: kept }),
    ...(secondStep === undefined ? {} : { secondStep }),
  });
  return token;
}

/** A new session's public id: random, unrelated to its token. */
const newSessionId = () => `ses-${bytesToHex(crypto.getRandomValues(new Uint8Array(16)))}`;

/**
 * A session's public id: its own, or for a record stored before sessions had one, one derived from
 * its token's hash (hashed again, so the id leads to neither): the same on every read, no migration.
 */
export const publicSessionId = (session: Session): string =>
  session.id ?? `ses-${bytesToHex(sha256(utf8ToBytes(`session-id:${session.tokenHash}`))).slice(0, 32)}`;

export const SUSPENDED_MESSAGE = 'This account has been suspended. Contact support.';

/** An admin may suspend an account (an extension of the contract); an absent flag reads as active. */
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
  // An admin's powers need the second step on; the account's own calls (enrolment among them) do not.
  if (!hasAdminPowers(user))
    throw json({ message: ENROLMENT_REQUIRED, reason: ENROLMENT_REQUIRED_REASON }, { status: 403 });
  return user;
}

export function sessionCookie(token: string, rememberMe: boolean, policy: SessionPolicy): string {
  const lifetime = rememberMe ? `; Max-Age=${Math.floor(policy.absoluteMs / 1000)}` : '';
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${lifetime}`;
}

export const expiredSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/**
 * The headers of an answer that starts a session (`token`) or ends it (null): its cookie, or, in a
 * browser tab with a session of its own, none, the token going to the tab's keeping. Called
 * inside the write, so a write that then fails (507) leaves such a tab signed out.
 */
export function sessionHeaders(ctx: BackendContext, token: string | null, rememberMe = false): Record<string, string> {
  if (ctx.tabSession) {
    ctx.tabSession.keep(token);
    return {};
  }
  return { 'Set-Cookie': token === null ? expiredSessionCookie : sessionCookie(token, rememberMe, ctx.sessions) };
}

/**
 * A 429 after a limit: "<what>. Please try again in N minutes.", with Retry-After in seconds (the
 * sign-in, code and reset limits alike).
 */
export function tooManyRequests(what: string, seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const response = errorResponse(429, `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  response.headers.set('Retry-After', String(seconds));
  return response;
}

export const notFound = (what = 'Dispute') => errorResponse(404, `${what} not found`);
