import type { Notification } from '../../src/api';
import type { StoredNotification, StoredUser } from '../db/types';
import { type BackendContext, json, notFound, requireUser } from './http';
import type { Handlers } from './record';

const byDateDesc = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

const isFor = (user: StoredUser) => (notification: StoredNotification) =>
  notification.userId === null || notification.userId === user.id;

/** Who has read it; a stored value that is not a list (a hand edit) counts as nobody. */
const readersOf = (notification: StoredNotification): string[] =>
  Array.isArray(notification.readBy) ? notification.readBy : [];
const hasRead = (notification: StoredNotification, user: StoredUser) => readersOf(notification).includes(user.id);

/** A notification as `user` reads it: read or not for them alone. */
const asSeenBy =
  (user: StoredUser) =>
  (notification: StoredNotification): Notification => {
    const { id, title, message, date, type, disputeId } = notification;
    return { id, title, message, date, type, disputeId: disputeId ?? null, read: hasRead(notification, user) };
  };

const readByAlso = (notification: StoredNotification, user: StoredUser): StoredNotification => ({
  ...notification,
  readBy: [...readersOf(notification), user.id],
});

type ContentCalls =
  | 'getNotifications'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'getScamAlerts'
  | 'getSecurityTips'
  | 'getEducationalResources';

export function contentHandlers(ctx: BackendContext): Handlers<ContentCalls> {
  return {
    getNotifications: ({ cookies }) => {
      const user = requireUser(ctx, cookies);
      return json(ctx.db.data.notifications.filter(isFor(user)).sort(byDateDesc).map(asSeenBy(user)));
    },
    // Marking is idempotent, and done inside the write on the record as it is then, so two tabs
    // marking at once (or marking one while all are marked) never undo each other. The session is
    // checked again there too: it may have ended while the write waited its turn.
    markNotificationRead: async ({ cookies, params }) => {
      requireUser(ctx, cookies);
      const marked = await ctx.db.write((tx) => {
        const user = requireUser(ctx, cookies);
        const notification = tx.data.notifications.find((candidate) => candidate.id === params.id);
        if (!notification || !isFor(user)(notification)) return null;
        if (hasRead(notification, user)) return { user, notification };
        const updated = readByAlso(notification, user);
        tx.put('notifications', updated);
        return { user, notification: updated };
      });
      if (!marked) throw notFound('Notification');
      return json(asSeenBy(marked.user)(marked.notification));
    },
    markAllNotificationsRead: async ({ cookies }) => {
      requireUser(ctx, cookies);
      await ctx.db.write((tx) => {
        const user = requireUser(ctx, cookies);
        for (const notification of tx.data.notifications.filter(isFor(user))) {
          if (!hasRead(notification, user)) tx.put('notifications', readByAlso(notification, user));
        }
      });
      return new Response(null, { status: 204 });
    },
    getScamAlerts: ({ cookies }) => {
      requireUser(ctx, cookies);
      return json([...ctx.db.data.scamAlerts].sort(byDateDesc));
    },
    getSecurityTips: ({ cookies }) => {
      requireUser(ctx, cookies);
      return json(ctx.db.data.securityTips);
    },
    getEducationalResources: ({ cookies }) => {
      requireUser(ctx, cookies);
      return json(ctx.db.data.educationalResources);
    },
  };
}
