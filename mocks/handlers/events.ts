/**
 * `GET /api/events`: the caller's live stream (docs/server.md#live-updates). It resumes after the
 * event named by `Last-Event-ID` (an EventSource sends it when it reconnects by itself) or by the
 * `lastEventId` query (a client opening a new EventSource cannot set headers).
 */
import type { TooMany } from '../events/liveStreams';
import { clientAddressOf } from './clientAddress';
import { currentSession, errorResponse, liveSessionUser, requireUser, type BackendContext } from './http';
import { hasAdminPowers } from '../twoStep/rules';
import type { Handlers } from './record';

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections are open for this account. Close a tab or two and reload.';
/** Past the limit of one client address, or of the whole server. */
export const SERVER_STREAMS_FULL_MESSAGE = 'Too many live connections are open right now. Try again in a minute.';
/** How long a refused stream is asked to wait (`Retry-After`, seconds). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** 429, with the message for the limit passed and `Retry-After` (docs/server.md#live-updates). */
function tooManyStreams({ tooMany }: TooMany): Response {
  const mine = tooMany === 'perSession' || tooMany === 'perAccount';
  const response = errorResponse(429, mine ? TOO_MANY_STREAMS_MESSAGE : SERVER_STREAMS_FULL_MESSAGE);
  response.headers.set('Retry-After', String(STREAM_RETRY_AFTER_SECONDS));
  return response;
}

export function eventHandlers(ctx: BackendContext): Handlers<'getEvents'> {
  return {
    getEvents: ({ request, cookies, query }) => {
      const user = requireUser(ctx, cookies);
      const session = currentSession(ctx, cookies);
      if (!session) throw errorResponse(401, 'You need to sign in first');
      const lastEventId = request.headers.get('last-event-id') ?? query().lastEventId ?? null;
      const opened = ctx.liveStreams.open({
        sessionKey: session.tokenHash,
        clientKey: clientAddressOf(request),
        viewer: { userId: user.id, isAdmin: hasAdminPowers(user) },
        lastEventId,
        // The same account, still signed in and not suspended.
        isLive: () => liveSessionUser(ctx, session.tokenHash)?.id === user.id,
        signal: request.signal,
      });
      if (!(opened instanceof Response)) throw tooManyStreams(opened);
      return opened;
    },
  };
}
