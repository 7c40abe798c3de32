/**
 * Who the passkeys are for (docs/server.md#passkeys): the relying party is the app's origin, which
 * may not be the API's (real mode: app and API on two ports of one host). The origin the request's
 * `Origin` names is taken only when it is the API's own or one the server lets call it, as for a
 * reset link (`linkOrigin`), so a foreign page can never have the server accept its ceremonies.
 */
import type { BackendContext } from '../handlers/http';
import { linkOrigin } from '../handlers/passwordReset';

export const RP_NAME = 'Dispute Centre';

/** The relying party id for new options: the host name of the app's origin. */
export const rpIdFor = (ctx: BackendContext, request: Request): string => new URL(linkOrigin(ctx, request)).hostname;

/** Every origin a ceremony's response may come from, and their host names as relying party ids. */
export function expectedParties(ctx: BackendContext, request: Request) {
  const origins = [new URL(request.url).origin, ...ctx.allowedOrigins];
  return { origins, rpIds: [...new Set(origins.map((origin) => new URL(origin).hostname))] };
}
