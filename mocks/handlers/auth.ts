import { http, HttpResponse } from 'msw';
import { LoginRequestSchema, RegisterRequestSchema } from '../../src/api';
import { hashPassword, verifyPassword } from '../db/passwords';
import type { StoredUser } from '../db/types';
import {
  api, currentUser, errorResponse, expiredSessionCookie, isSuspended, json, readBody, requireUser, route, sessionCookie,
  SESSION_COOKIE, SUSPENDED_MESSAGE, type BackendContext,
} from './http';
import { toUserView } from './views';

export function authHandlers(ctx: BackendContext) {
  const startSession = async (user: StoredUser, rememberMe: boolean, status: number) => {
    const token = crypto.randomUUID();
    ctx.db.data.sessions.push({ token, userId: user.id, createdAt: new Date(ctx.now()).toISOString() });
    await ctx.db.commit();
    return json(toUserView(ctx.db.data, user), {
      status,
      headers: { 'Set-Cookie': sessionCookie(token, rememberMe) },
    });
  };

  return [
    http.get(api('/auth/me'), route(ctx, ({ cookies }) => json(toUserView(ctx.db.data, requireUser(ctx, cookies))))),

    http.post(api('/auth/login'), route(ctx, async ({ request }) => {
      const body = await readBody(request, LoginRequestSchema);
      const login = body.username.toLowerCase();
      const user = ctx.db.data.users.find((candidate) => candidate.email === login || candidate.username.toLowerCase() === login);
      if (!user || !(await verifyPassword(body.password, user.passwordHash))) {
        return errorResponse(401, 'Invalid email or password');
      }
      // Only after the password matched, so the answer never tells a stranger an account is suspended.
      if (isSuspended(user)) return errorResponse(403, SUSPENDED_MESSAGE);
      return startSession(user, body.rememberMe ?? false, 200);
    })),

    http.post(api('/auth/register'), route(ctx, async ({ request }) => {
      const body = await readBody(request, RegisterRequestSchema);
      const email = body.email.toLowerCase();
      const { users } = ctx.db.data;
      if (users.some((user) => user.email === email)) {
        return errorResponse(409, 'An account with this email already exists', { email: ['An account with this email already exists'] });
      }
      // Two people may share a name; the form cannot pick a username, so the server makes it unique.
      const base = body.username.toLowerCase();
      let username = base;
      for (let n = 2; users.some((user) => user.username.toLowerCase() === username); n++) username = `${base}${n}`;
      const user: StoredUser = {
        id: ctx.db.nextId('user'),
        username,
        email,
        firstName: body.firstName || null,
        lastName: body.lastName || null,
        walletAddress: body.walletAddress,
        isAdmin: false,
        createdAt: new Date(ctx.now()).toISOString(),
        passwordHash: await hashPassword(body.password, ctx.hashIterations),
      };
      users.push(user);
      return startSession(user, false, 201);
    })),

    http.post(api('/auth/logout'), route(ctx, async ({ cookies }) => {
      // Any live session may end, a suspended account's included.
      if (!currentUser(ctx, cookies)) return errorResponse(401, 'You need to sign in first');
      const token = cookies[SESSION_COOKIE];
      ctx.db.data.sessions = ctx.db.data.sessions.filter((session) => session.token !== token);
      await ctx.db.commit();
      return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': expiredSessionCookie } });
    })),
  ];
}
