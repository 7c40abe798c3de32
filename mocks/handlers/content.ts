import type { Notification } from '../../src/api';
import { type BackendContext, json, requireUser } from './http';
import type { Handlers } from './record';

const byDateDesc = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

export function contentHandlers(ctx: BackendContext): Handlers<'getNotifications' | 'getScamAlerts' | 'getSecurityTips' | 'getEducationalResources'> {
  return {
    getNotifications: ({ cookies }) => {
      const user = requireUser(ctx, cookies);
      const mine: Notification[] = ctx.db.data.notifications
        .filter((notification) => notification.userId === null || notification.userId === user.id)
        .sort(byDateDesc)
        .map(({ id, title, message, date, type, disputeId }) => ({ id, title, message, date, type, disputeId: disputeId ?? null }));
      return json(mine);
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
