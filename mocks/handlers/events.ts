/**
 * `GET /api/events`: the caller's live stream (docs/server.md#live-updates). It resumes after the
 * event named by `Last-Event-ID` (an EventSource sends it when it reconnects by itself) or by the
 * `lastEventId` query (a client opening a new EventSource cannot set headers).
 */
import { currentSession, errorResponse, liveSessionUser, requireUser, type BackendContext } from './http';
import type { Handlers } from './record';

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections are open for this account. Close a tab or two and reload.';

export function eventHandlers(ctx: BackendContext): Handlers<'getEvents'> {
  return {
    getEvents: ({ request, cookies, query }) => {
      const user = requireUser(ctx, cookies);
      const session = currentSession(ctx, cookies);
      if (!session) throw errorResponse(401, 'You need to sign in first');
      const lastEventId = request.headers.get('last-event-id') ?? query().lastEventId ?? null;
      const opened = ctx.liveStreams.open({
        sessionKey: session.tokenHash,
        viewer: { userId: user.id, isAdmin: user.isAdmin },
        lastEventId,
        // The same account, still signed in and not suspended.
        isLive: () => liveSessionUser(ctx, session.tokenHash)?.id === user.id,
        signal: request.signal,
      });
      if (opened === 'too-many') throw errorResponse(429, TOO_MANY_STREAMS_MESSAGE);
      return opened;
    },
  };
}
