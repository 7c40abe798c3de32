/**
 * The one fetch wrapper every call goes through: the session cookie on every
 * call, a JSON body only when there is one, and a non-2xx answer turned into an ApiError whose
 * message is `STATUS: TEXT`. Answers are parsed with the contract schemas, so a server that
 * drifts from the contract fails loudly here instead of deep inside a screen.
 */
import * as v from 'valibot';
import { ErrorBodySchema, type ErrorBody } from './requests';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed `{ message, fieldErrors }` body, when the server sent one. */
  readonly body: ErrorBody | null;

  constructor(status: number, message: string, body: ErrorBody | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own sentence when it sent one, else the `STATUS: TEXT` message. */
  get displayMessage(): string {
    return this.body?.message ?? this.message;
  }
}

/**
 * The sentence to show for a failed call: the server's own sentence when it sent one, else the
 * error's message, else `fallback`.
 */
export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const text = error instanceof ApiError ? error.displayMessage : error instanceof Error ? error.message : '';
  return text.trim() || fallback;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
const DEFAULT_TIMEOUT_MS = 30_000;

let baseUrl = '';

/** '' means same origin (mock mode); real mode sets the absolute URL of the backend. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

let backendReady: Promise<unknown> = Promise.resolve();

/**
 * Calls wait for `ready` before they go out. Mock mode starts its backend (a service worker)
 * after the first paint; a call made before then waits for it instead of reaching no one. If it
 * never starts, the calls fail as an unreachable server does.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  backendReady = ready;
}

/** Resolves when calls may go out (see holdRequestsUntil); for calls made outside `request`. */
export const whenBackendReady = (): Promise<unknown> => backendReady;

export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

interface RequestOptions<TSchema extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** A schema still loading is waited for once the answer has come (./deferredSchema.ts). */
  schema: TSchema | Promise<TSchema>;
  timeoutMs?: number;
  /** Called once the server accepted the call (2xx), before its answer is checked. */
  onAccepted?: () => void;
}

type Result<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : void;

export async function request<TSchema extends v.GenericSchema | undefined>(
  path: string,
  { method = 'GET', body, schema, timeoutMs = DEFAULT_TIMEOUT_MS, onAccepted }: RequestOptions<TSchema>,
): Promise<Result<TSchema>> {
  const init: RequestInit = { method, credentials: 'include', signal: AbortSignal.timeout(timeoutMs) };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }

  let response: Response;
  let ready: TSchema;
  try {
    await backendReady;
    // A schema that cannot be loaded fails the call as the network does.
    [response, ready] = await Promise.all([fetch(apiUrl(path), init), schema]);
  } catch (cause) {
    // By name, not `instanceof DOMException`: the abort reason may come from another realm
    // (Node's fetch under jsdom), whose DOMException is not the global one.
    const timedOut =
      typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'TimeoutError';
    throw new ApiError(0, timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text().catch(() => '');
  return readAnswer(response.status, text, ready, { statusText: response.statusText, onAccepted });
}

/**
 * A call's answer, as every call reads it (the JSON client, and the upload that goes out by
 * XMLHttpRequest, ./upload.ts): a non-2xx status is an ApiError with the server's sentence; a 2xx
 * body is parsed with the contract's schema.
 */
export function readAnswer<TSchema extends v.GenericSchema | undefined>(
  status: number,
  text: string,
  schema: TSchema,
  { statusText = '', onAccepted }: { statusText?: string; onAccepted?: () => void } = {},
): Result<TSchema> {
  if (status < 200 || status >= 300) {
    throw new ApiError(status, `${status}: ${text || statusText}`, parseErrorBody(text));
  }
  // Before the body is checked, since a body that breaks the contract does not undo the change.
  onAccepted?.();
  if (schema === undefined) return undefined as Result<TSchema>;

  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(status, `${status}: the server sent a body that is not JSON`);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    const where = v.getDotPath(parsed.issues[0]) ?? 'body';
    throw new ApiError(
      status,
      `${status}: unexpected response from the server (${where}: ${parsed.issues[0].message})`,
    );
  }
  return parsed.output as Result<TSchema>;
}

export function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = v.safeParse(ErrorBodySchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
