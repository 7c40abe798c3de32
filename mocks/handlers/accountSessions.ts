/**
 * Signed-in devices (an extension; docs/server.md#signed-in-devices): a person lists their live
 * sessions and ends any of them, one or all but this one; an admin ends every session of another
 * account. Removing a session's record is all it takes: its next call is a 401, and its live
 * streams end on that change of the store (../events/liveStreams.ts).
 */
import { HttpResponse } from 'msw';
import { OWN_SESSIONS_CONFLICT, SESSION_NOT_FOUND, type Session as SessionView } from '../../src/api/sessions';
import type { Session } from '../db/types';
import { deviceName } from './deviceName';
import {
  currentSession,
  errorResponse,
  isLive,
  json,
  notFound,
  publicSessionId,
  requireAdmin,
  requireUser,
  sessionHeaders,
  type BackendContext,
} from './http';
import type { Handlers } from './record';

function toSessionView(session: Session, current: Session): SessionView {
  const userAgent = typeof session.userAgent === 'string' ? session.userAgent : null;
  return {
    id: publicSessionId(session),
    device: deviceName(userAgent),
    userAgent,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt ?? session.createdAt,
    current: session.tokenHash === current.tokenHash,
  };
}

/** The current one first, then by last use, the latest first. */
function byCurrentThenLastUse(a: SessionView, b: SessionView): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt);
}

export function accountSessionHandlers(
  ctx: BackendContext,
): Handlers<'getSessions' | 'endSession' | 'endOtherSessions' | 'endUserSessions'> {
  /** The caller and the session their request came with; 401 or 403 as for any signed-in call. */
  const caller = (cookies: Record<string, string>) => {
    const user = requireUser(ctx, cookies);
    const session = currentSession(ctx, cookies);
    if (!session) throw errorResponse(401, 'You need to sign in first');
    return { user, session };
  };

  /** The live sessions of an account, as `sessions` holds them now. */
  const liveSessionsOf = (sessions: readonly Session[], userId: string) =>
    sessions.filter((session) => session.userId === userId && isLive(ctx, session));

  return {
    getSessions: ({ cookies }) => {
      const { user, session } = caller(cookies);
      const views = liveSessionsOf(ctx.db.data.sessions, user.id).map((each) => toSessionView(each, session));
      return json(views.sort(byCurrentThenLastUse));
    },

    endSession: async ({ cookies, params }) => {
      const { user, session } = caller(cookies);
      const endedCurrent = await ctx.db.write((tx) => {
        // Found inside the write: another call may have ended it meanwhile. Another account's id
        // answers as an unknown one does, so no id tells whether it exists.
        const target = liveSessionsOf(tx.data.sessions, user.id).find(
          (candidate) => publicSessionId(candidate) === params.id,
        );
        if (!target) throw errorResponse(404, SESSION_NOT_FOUND);
        tx.remove('sessions', target.tokenHash);
        return target.tokenHash === session.tokenHash;
      });
      // Ending the session this request came with is a sign-out: its cookie expires too.
      return new HttpResponse(null, { status: 204, headers: endedCurrent ? sessionHeaders(ctx, null) : {} });
    },

    endOtherSessions: async ({ cookies }) => {
      const { user, session } = caller(cookies);
      const ended = await ctx.db.write((tx) => {
        const others = tx.data.sessions.filter(
          (candidate) => candidate.userId === user.id && candidate.tokenHash !== session.tokenHash,
        );
        for (const other of others) tx.remove('sessions', other.tokenHash);
        // Expired ones are cleared out too, but only live ones were devices anyone could end.
        return others.filter((other) => isLive(ctx, other)).length;
      });
      return json({ ended });
    },

    endUserSessions: async ({ cookies, params }) => {
      const admin = requireAdmin(ctx, cookies);
      const ended = await ctx.db.write((tx) => {
        requireAdmin(ctx, cookies);
        const user = tx.data.users.find((candidate) => candidate.id === params.id);
        if (!user) throw notFound('User');
        // Ending one's own from here would end the very session asking; the account page ends the others.
        if (user.id === admin.id) throw errorResponse(409, OWN_SESSIONS_CONFLICT);
        const sessions = tx.data.sessions.filter((candidate) => candidate.userId === user.id);
        for (const session of sessions) tx.remove('sessions', session.tokenHash);
        return sessions.filter((session) => isLive(ctx, session)).length;
      });
      return json({ ended });
    },
  };
}
