/**
 * Password reset by e-mailed link (docs/server.md#password-reset).
 *
 * The request answers 202 to any well-formed email once its limits allow it, decided before
 * anything about the email is looked at; the lookup, the token and the message are done after the
 * answer has gone (./afterAnswer.ts). So neither the answer nor its timing tells which emails have
 * accounts. The confirm sets the password, ends every session and every other open link of the
 * account, and marks its link used, in one write; it starts no session.
 */
import { base64urlnopad } from '@scure/base';
import { HttpResponse } from 'msw';
import {
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_LINK_USED,
  RESET_PAGE_PATH,
} from '../../src/api/passwordReset';
import { hashPassword } from '../db/passwords';
import type { PasswordReset } from '../db/types';
import { composeMail } from '../mail/templates';
import { clientAddressOf } from './clientAddress';
import { errorResponse, isSuspended, sessionKey, tooManyRequests, type BackendContext } from './http';
import type { Handlers } from './record';

const MINUTE = 60_000;
/** Used and expired resets are kept a day, so a late click still hears "used" or "expired", then cleared out. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * MINUTE;

export function passwordResetHandlers(ctx: BackendContext): Handlers<'requestPasswordReset' | 'confirmPasswordReset'> {
  return {
    requestPasswordReset: async ({ request, body }) => {
      const { email } = await body();
      const address = email.trim().toLowerCase();
      // Counted before any other work, in one synchronous step (./resetLimits.ts).
      const verdict = ctx.resetLimits.request(address, clientAddressOf(request));
      if (!verdict.allowed) throw tooManyRequests('Too many password reset requests', verdict.retryAfterSeconds);
      const origin = linkOrigin(ctx, request);
      ctx.afterAnswer.run(() => sendResetLink(ctx, address, origin));
      return new HttpResponse(null, { status: 202 });
    },

    confirmPasswordReset: async ({ request, body }) => {
      const { token, password } = await body();
      const attempt = ctx.resetLimits.confirm(clientAddressOf(request));
      if (!attempt.allowed) throw tooManyRequests('Too many attempts with reset links', attempt.retryAfterSeconds);
      const key = sessionKey(token);
      // Refused before any hashing when the link is no good; checked again inside the write.
      const early = problemOf(
        ctx,
        ctx.db.data.passwordResets.find((reset) => reset.tokenHash === key),
      );
      if (early) return refused(early);
      const passwordHash = await hashPassword(password, ctx.hashIterations);
      const answer = await ctx.db.write((tx) => {
        // Two confirms of one link at once: writes run one at a time, so the second finds it used.
        const reset = tx.data.passwordResets.find((candidate) => candidate.tokenHash === key);
        const problem = problemOf(ctx, reset);
        if (problem || !reset) return refused(problem ?? RESET_LINK_INVALID);
        const user = tx.data.users.find((candidate) => candidate.id === reset.userId);
        if (!user) return refused(RESET_LINK_INVALID);
        // Spread, so fields this handler does not know of (two-step sign-in's) are kept.
        tx.put('users', { ...user, passwordHash });
        // Whatever else a session record holds, every one of the account ends.
        for (const session of tx.data.sessions)
          if (session.userId === user.id) tx.remove('sessions', session.tokenHash);
        // Every other link of the account stops working: a link mailed earlier must not undo this.
        for (const other of tx.data.passwordResets)
          if (other.userId === user.id && other.tokenHash !== key && other.usedAt === null)
            tx.remove('passwordResets', other.tokenHash);
        tx.put('passwordResets', { ...reset, usedAt: new Date(ctx.now()).toISOString() });
        return { email: user.email };
      });
      if (answer instanceof Response) return answer;
      // Only a link that set a password is no guess; and the sign-in failures counted against the
      // old password keep nobody from signing in with the new one.
      attempt.release();
      ctx.loginLimits.passwordReset(answer.email);
      return new HttpResponse(null, { status: 204 });
    },
  };
}

/**
 * The origin of the link in the message. Taken from the request only when it names an origin this
 * server already trusts (its own, or a configured app origin), else the first configured app origin,
 * else its own. Otherwise anyone could ask for a reset of someone else's account with a forged
 * `Origin` (or `Host`), and the server would mail the victim a genuine token on a link to the
 * attacker's site: one click hands the token over (reset-link poisoning).
 */
export function linkOrigin(ctx: BackendContext, request: Request): string {
  const own = new URL(request.url).origin;
  const asked = request.headers.get('Origin');
  if (asked && (asked === own || ctx.allowedOrigins.has(asked))) return asked;
  return [...ctx.allowedOrigins][0] ?? own;
}

/** After the answer: the account, if any can sign in with this email, gets a new link by mail. */
async function sendResetLink(ctx: BackendContext, email: string, origin: string): Promise<void> {
  const user = ctx.db.data.users.find((candidate) => candidate.email === email);
  // A sample account that cannot sign in stays so; a suspended one cannot sign in either way.
  if (!user || user.passwordHash === null || isSuspended(user)) return;
  // 256 random bits; the store keeps only their SHA-256, like a session's.
  const token = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)));
  const now = ctx.now();
  await ctx.db.write((tx) => {
    for (const old of tx.data.passwordResets)
      if (Date.parse(old.expiresAt) + KEPT_AFTER_EXPIRY_MS < now) tx.remove('passwordResets', old.tokenHash);
    const reset: PasswordReset = {
      tokenHash: sessionKey(token),
      userId: user.id,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + RESET_LINK_MINUTES * MINUTE).toISOString(),
      usedAt: null,
    };
    tx.put('passwordResets', reset);
  });
  const link = `${origin}${RESET_PAGE_PATH}?token=${token}`;
  await ctx.mail.send(
    composeMail('passwordReset', user.email, { name: user.firstName, link, validMinutes: RESET_LINK_MINUTES }, now),
  );
}

/** Why a link cannot set a password now, or null when it can. */
function problemOf(ctx: BackendContext, reset: PasswordReset | undefined): string | null {
  if (!reset) return RESET_LINK_INVALID;
  if (reset.usedAt !== null) return RESET_LINK_USED;
  if (ctx.now() >= Date.parse(reset.expiresAt)) return RESET_LINK_EXPIRED;
  return null;
}

/** 422 on `token`: the body is well formed, the stored link refuses it (docs/server.md#errors-and-validation). */
const refused = (message: string) => errorResponse(422, message, { token: [message] });
