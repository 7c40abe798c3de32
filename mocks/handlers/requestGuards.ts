/**
 * Guards for calls that change state, kept free of the handlers' helpers so any host (the
 * handlers, the reference server) can apply them to a plain fetch `Request`.
 */
import { endpoints, type EndpointDefinition } from '../../src/api/endpoints';

/** The largest request body any host of the handlers accepts unless told otherwise (1 MB). */
export const DEFAULT_MAX_BODY_BYTES = 1_000_000;
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';
export const UNSUPPORTED_BODY_MESSAGE = 'Send the request body as application/json';
export const UNSUPPORTED_UPLOAD_MESSAGE = 'Send the file as multipart/form-data';

/** The paths of the endpoint table's uploads, which take `multipart/form-data` instead of JSON. */
const UPLOAD_PATHS = Object.values(endpoints as Record<string, EndpointDefinition>)
  .filter((endpoint) => endpoint.upload)
  .map((endpoint) => new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`));

/** Whether the request is a POST to an upload (its body is a file, its cap the file's). */
export const isUploadRequest = (method: string, pathname: string) =>
  method.toUpperCase() === 'POST' && UPLOAD_PATHS.some((pattern) => pattern.test(pathname));

const isMultipart = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from this origin are not allowed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `application/json`, `Application/JSON; charset=utf-8` … but not `application/json-seq` or `text/plain`. */
function isJsonMediaType(contentType: string): boolean {
  const [mediaType = ''] = contentType.split(';');
  return mediaType.trim().toLowerCase() === 'application/json';
}

/**
 * Whether the body holds anything: a service worker hands a body-less POST (a sign-out) on as an
 * empty body, which is no body at all.
 */
async function carriesBytes(request: Request): Promise<boolean> {
  if (request.body === null) return false;
  return (await request.clone().arrayBuffer()).byteLength > 0;
}

/**
 * The answer that refuses a state-changing request, or null to let it through.
 *
 * A cross-site page can send a "simple" request (text/plain, form-encoded or multipart) without a
 * CORS preflight, and the browser attaches the victim's SameSite=Lax cookie when the sites match
 * (another port of localhost, a sibling subdomain). Requiring application/json forces such a page
 * through the preflight, which CORS refuses; checking Origin refuses what a browser sends from a
 * page we do not serve. Requests without Origin come from non-browser clients (curl, the contract
 * suite), which carry no victim's cookie, so they pass. `Origin: null` (sandboxed frames, file:
 * pages, some redirects) names no page we could trust.
 */
export async function refuseUnsafeWrite(
  request: Request,
  allowedOrigins: ReadonlySet<string>,
): Promise<Response | null> {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;

  const contentType = request.headers.get('Content-Type');
  if (isUploadRequest(request.method, new URL(request.url).pathname)) {
    // A form can post multipart from any page without a preflight: only the Origin check below guards it.
    if (!isMultipart(contentType ?? '')) return refusal(415, UNSUPPORTED_UPLOAD_MESSAGE);
  } else if ((contentType !== null || (await carriesBytes(request))) && !isJsonMediaType(contentType ?? '')) {
    return refusal(415, UNSUPPORTED_BODY_MESSAGE);
  }

  const origin = request.headers.get('Origin');
  if (origin !== null) {
    const trusted = origin !== 'null' && (allowedOrigins.has(origin) || origin === new URL(request.url).origin);
    if (!trusted) return refusal(403, FOREIGN_ORIGIN_MESSAGE);
  }
  return null;
}
