import { checkAddress } from '../../src/api/transactionChecks';
import { HttpResponse } from 'msw';
import { hashPassword, verifyPassword } from '../db/passwords';
import type { StoredUser } from '../db/types';
import { createCheckQueue } from './checkQueue';
import { clientAddressOf } from './clientAddress';
import { DEVICE_COOKIE, withDeviceCookie } from './deviceCookie';
import {
  currentSession,
  errorResponse,
  isSuspended,
  json,
  requireUser,
  sessionHeaders,
  SESSION_COOKIE,
  startSession,
  SUSPENDED_MESSAGE,
  tooManyRequests,
  type BackendContext,
} from './http';
import type { Handlers } from './record';
import { hasSecondStep } from '../twoStep/rules';
import { ownUserView, secondStepNeeded } from './twoStep';

export const EMAIL_TAKEN = 'An account with this email already exists';
/**
 * How many password checks of attempts from unknown clients run at once: half of Node's default
 * threadpool, so a check that skips the queue always finds a thread free.
 */
export const UNTRUSTED_CHECKS_AT_ONCE = 2;

export function authHandlers(ctx: BackendContext): Handlers<'getCurrentUser' | 'login' | 'register' | 'logout'> {
  /**
   * A hash to check a password against when no account has that email: the answer then takes as
   * long as for a real account, so its timing does not tell which emails have accounts.
   */
  // Made at start, so not even the first unknown email pays for making it.
  const standInHash = hashPassword(crypto.randomUUID(), ctx.hashIterations);
  const untrustedChecks = createCheckQueue(UNTRUSTED_CHECKS_AT_ONCE);

  const signedIn = (user: StoredUser, token: string, rememberMe: boolean, status: number) =>
    json(ownUserView(ctx.db.data, user), { status, headers: sessionHeaders(ctx, token, rememberMe) });

  return {
    getCurrentUser: ({ cookies }) => json(ownUserView(ctx.db.data, requireUser(ctx, cookies))),

    // By email only: a username is made by the server, so nobody can take someone else's email as one.
    login: async ({ request, cookies, body: readBody }) => {
      const body = await readBody();
      const email = body.username.trim().toLowerCase();
      const client = clientAddressOf(request);
      const found = ctx.db.data.users.find((candidate) => candidate.email === email);
      // A device cookie counts only for the account it was issued to (and an unknown email has none).
      const device = ctx.deviceCookies.verify(cookies[DEVICE_COOKIE], found?.id);
      // Counted before any password work and with no await between the check and the count, so
      // simultaneous guesses cannot all pass a limit none of them has reached yet.
      const attempt = ctx.loginLimits.begin(email, client, device);
      if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
      const check = async () => verifyPassword(body.password, found?.passwordHash ?? (await standInHash));
      // An unknown client's check waits its turn; a known browser's skips the queue, so a flood
      // cannot keep the owner's sign-in waiting.
      const matches = attempt.trusted ? await check() : await untrustedChecks.run(client, check);
      if (!found || !matches) return errorResponse(401, 'Invalid email or password');
      attempt.release();
      const answer = await ctx.db.write((tx) => {
        // Read again inside the transaction: the account may have changed while the password was checked.
        const user = tx.data.users.find((candidate) => candidate.id === found.id);
        if (!user) return errorResponse(401, 'Invalid email or password');
        // Only after the password matched, so the answer never tells a stranger an account is suspended.
        if (isSuspended(user)) return errorResponse(403, SUSPENDED_MESSAGE);
        // With a second step no session starts yet: the challenge is traded with a code (./twoStep.ts).
        if (hasSecondStep(user)) return secondStepNeeded(ctx, user, body.rememberMe ?? false, () => attempt.signedIn());
        const token = startSession(ctx, tx, user, cookies[SESSION_COOKIE], request.headers.get('User-Agent'));
        return signedIn(user, token, body.rememberMe ?? false, 200);
      });
      // Only a sign-in that happened clears the count, not a refusal after the password matched.
      if (answer.status !== 200) return answer;
      attempt.signedIn();
      // A tab with a session of its own sets no cookie at all (see sessionHeaders).
      if (ctx.tabSession) return answer;
      return withDeviceCookie(answer, ctx.deviceCookies.issue(found.id), ctx.sessions.absoluteMs);
    },

    register: async ({ request, cookies, body: readBody }) => {
      const body = await readBody();
      // 400: a wallet that a listed network's format recognises must pass its checksum (docs/transactions.md#the-checks).
      const walletProblem = checkAddress(null, body.walletAddress);
      if (walletProblem) return errorResponse(400, walletProblem, { walletAddress: [walletProblem] });
      const email = body.email.toLowerCase();
      const taken = () => errorResponse(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      if (ctx.db.data.users.some((user) => user.email === email)) return taken();
      // In the same queue as unknown clients' sign-ins: a flood of registrations must not fill the
      // threadpool that a known browser's sign-in needs either.
      const passwordHash = await untrustedChecks.run(clientAddressOf(request), () =>
        hashPassword(body.password, ctx.hashIterations),
      );
      return ctx.db.write((tx) => {
        const { users } = tx.data;
        // Checked again here: another registration with this email may have landed during the hashing.
        if (users.some((user) => user.email === email)) return taken();
        // Two people may share a name; the form cannot pick a username, so the server makes it unique.
        const base = body.username.toLowerCase();
        let username = base;
        for (let n = 2; users.some((user) => user.username.toLowerCase() === username); n++) username = `${base}${n}`;
        const user: StoredUser = {
          id: tx.nextId('user'),
          username,
          email,
          firstName: body.firstName || null,
          lastName: body.lastName || null,
          walletAddress: body.walletAddress,
          isAdmin: false,
          createdAt: new Date(ctx.now()).toISOString(),
          passwordHash,
        };
        tx.put('users', user);
        const token = startSession(ctx, tx, user, cookies[SESSION_COOKIE], request.headers.get('User-Agent'));
        return signedIn(user, token, false, 201);
      });
    },

    logout: async ({ cookies }) => {
      // Any live session may end, a suspended account's included.
      const session = currentSession(ctx, cookies);
      if (!session) return errorResponse(401, 'You need to sign in first');
      await ctx.db.write((tx) => tx.remove('sessions', session.tokenHash));
      return new HttpResponse(null, { status: 204, headers: sessionHeaders(ctx, null) });
    },
  };
}

const tooManyAttempts = (seconds: number) => tooManyRequests('Too many sign-in attempts', seconds);
