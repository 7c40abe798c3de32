import { http } from 'msw';
import type { Notification } from '../../src/api';
import { api, type BackendContext, json, requireUser, route } from './http';

const byDateDesc = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

export function contentHandlers(ctx: BackendContext) {
  return [
    http.get(api('/notifications'), route(ctx, ({ cookies }) => {
      const user = requireUser(ctx, cookies);
      const mine: Notification[] = ctx.db.data.notifications
        .filter((notification) => notification.userId === null || notification.userId === user.id)
        .sort(byDateDesc)
        .map(({ id, title, message, date, type }) => ({ id, title, message, date, type }));
      return json(mine);
    })),
    http.get(api('/scam-alerts'), route(ctx, ({ cookies }) => {
      requireUser(ctx, cookies);
      return json([...ctx.db.data.scamAlerts].sort(byDateDesc));
    })),
    http.get(api('/security-tips'), route(ctx, ({ cookies }) => {
      requireUser(ctx, cookies);
      return json(ctx.db.data.securityTips);
    })),
    http.get(api('/educational-resources'), route(ctx, ({ cookies }) => {
      requireUser(ctx, cookies);
      return json(ctx.db.data.educationalResources);
    })),
  ];
}
