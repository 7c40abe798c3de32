/**
 * Two-step sign-in's calls (docs/server.md#two-step-sign-in): the second step of a sign-in, and an
 * account setting up, renewing and turning off its authenticator-app codes. Every code is checked
 * inside the write that uses it, so two requests with one code cannot both pass.
 */
import { HttpResponse } from 'msw';
import {
  ADMINS_MUST_KEEP,
  ALREADY_ON,
  CHALLENGE_EXPIRED,
  NO_SETUP,
  NOT_ON,
  SECOND_STEP_NEEDED,
  WRONG_CODE,
} from '../../src/api/twoStep';
import { PASSKEY_NEEDED } from '../../src/api/passkeys';
import type { Transaction } from '../db/store';
import type { DbDocument, Session, StoredTwoStep, StoredUser } from '../db/types';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from '../twoStep/recoveryCodes';
import { twoStepStatus } from '../twoStep/rules';
import { acceptedStep, newTotpSecret, otpauthUri } from '../twoStep/totp';
import { withDeviceCookie } from './deviceCookie';
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
  type BackendContext,
  tooManyRequests,
} from './http';
import type { Handlers } from './record';
import { toUserView } from './views';

/** The account as it sees itself: the contract's user plus its two-step status. */
export const ownUserView = (data: DbDocument, user: StoredUser) => ({
  ...toUserView(data, user),
  twoStep: twoStepStatus(user),
});

/** Login's 401 once the password matched an account with a second step: no session yet, a challenge. */
export function secondStepNeeded(ctx: BackendContext, user: StoredUser, rememberMe: boolean, signedIn: () => void) {
  const challenge = ctx.twoStep.issue({ userId: user.id, rememberMe, signedIn });
  // An account with passkeys only is asked for one; with app codes, for a code (a passkey may stand in).
  if (!user.twoStep) return json({ message: PASSKEY_NEEDED, secondStep: 'passkey', challenge }, { status: 401 });
  return json({ message: SECOND_STEP_NEEDED, secondStep: 'totp', challenge }, { status: 401 });
}

const wrongCode = () => errorResponse(422, WRONG_CODE, { code: [WRONG_CODE] });
const withoutPending = ({ pendingTotp: _pending, ...user }: StoredUser): StoredUser => user;
const withoutTwoStep = ({ twoStep: _twoStep, ...user }: StoredUser): StoredUser => user;

type Passed = NonNullable<Session['secondStep']>;

export function twoStepHandlers(
  ctx: BackendContext,
): Handlers<'loginSecondStep' | 'setupTotp' | 'confirmTotp' | 'renewRecoveryCodes' | 'disableTwoStep'> {
  /** Counts a wrong code before the code is checked; throws the 429 once the account is over its limit. */
  const beginCodeAttempt = (userId: string) => {
    const verdict = ctx.twoStep.codes.check(userId);
    if (!verdict.allowed) throw tooManyCodes(verdict.retryAfterSeconds);
    return ctx.twoStep.codes.recordFailure(userId);
  };

  /** Checks an app code (not used before) for the account and notes its step; null when it is wrong. */
  const useTotp = (tx: Transaction, user: StoredUser, twoStep: StoredTwoStep, code: string): StoredUser | null => {
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return null;
    const lastStep = ctx.twoStep.reusableCodes ? null : twoStep.lastStep;
    const step = acceptedStep(twoStep.secret, digits, ctx.codeClock(), lastStep);
    if (step === null) return null;
    const updated = { ...user, twoStep: { ...twoStep, lastStep: Math.max(step, twoStep.lastStep ?? step) } };
    tx.put('users', updated);
    return updated;
  };

  /** Spends a recovery code; null when the account holds no such unused code. */
  const useRecoveryCode = (tx: Transaction, user: StoredUser, twoStep: StoredTwoStep, code: string) => {
    if (normalizeRecoveryCode(code) === '') return null;
    const hash = hashRecoveryCode(code);
    if (!twoStep.recoveryCodes.includes(hash)) return null;
    const recoveryCodes = twoStep.recoveryCodes.filter((held) => held !== hash);
    const updated = { ...user, twoStep: { ...twoStep, recoveryCodes } };
    tx.put('users', updated);
    return updated;
  };

  return {
    loginSecondStep: async ({ request, cookies, body: readBody }) => {
      const body = await readBody();
      // A challenge is 256 random bits: not worth counting guesses at, and it names the account to limit.
      const challenge = ctx.twoStep.find(body.challenge);
      if (!challenge) return errorResponse(401, CHALLENGE_EXPIRED);
      const release = beginCodeAttempt(challenge.userId);
      const answer = await ctx.db.write((tx) => {
        const user = tx.data.users.find((candidate) => candidate.id === challenge.userId);
        if (!user?.twoStep) return errorResponse(401, CHALLENGE_EXPIRED);
        if (isSuspended(user)) return errorResponse(403, SUSPENDED_MESSAGE);
        let passed: Passed = 'totp';
        let updated = useTotp(tx, user, user.twoStep, body.code);
        if (!updated) {
          passed = 'recovery-code';
          updated = useRecoveryCode(tx, user, user.twoStep, body.code);
        }
        if (!updated) return errorResponse(401, WRONG_CODE);
        const userAgent = request.headers.get('User-Agent');
        const token = startSession(ctx, tx, updated, cookies[SESSION_COOKIE], userAgent, passed);
        return json(ownUserView(tx.data, updated), { headers: sessionHeaders(ctx, token, challenge.rememberMe) });
      });
      if (answer.status !== 200) return answer;
      release();
      ctx.twoStep.codes.reset(challenge.userId);
      ctx.twoStep.end(body.challenge);
      challenge.signedIn();
      // A tab with a session of its own sets no cookie at all (see sessionHeaders).
      if (ctx.tabSession) return answer;
      return withDeviceCookie(answer, ctx.deviceCookies.issue(challenge.userId), ctx.sessions.absoluteMs);
    },

    setupTotp: async ({ cookies }) => {
      const user = requireUser(ctx, cookies);
      if (user.twoStep) return errorResponse(409, ALREADY_ON);
      const secret = newTotpSecret();
      await ctx.db.write((tx) => {
        const fresh = tx.data.users.find((candidate) => candidate.id === user.id) ?? user;
        tx.put('users', { ...fresh, pendingTotp: { secret, createdAt: new Date(ctx.now()).toISOString() } });
      });
      return json({ secret, otpauthUri: otpauthUri(secret, user.email) });
    },

    confirmTotp: async ({ cookies, body: readBody }) => {
      const user = requireUser(ctx, cookies);
      const body = await readBody();
      if (user.twoStep) return errorResponse(409, ALREADY_ON);
      if (!user.pendingTotp) return errorResponse(409, NO_SETUP);
      const release = beginCodeAttempt(user.id);
      const session = currentSession(ctx, cookies);
      const recoveryCodes = newRecoveryCodes();
      const answer = await ctx.db.write((tx) => {
        const fresh = tx.data.users.find((candidate) => candidate.id === user.id);
        if (!fresh?.pendingTotp || fresh.twoStep) return errorResponse(409, fresh?.twoStep ? ALREADY_ON : NO_SETUP);
        const step = acceptedStep(fresh.pendingTotp.secret, body.code, ctx.codeClock(), null);
        if (step === null) return wrongCode();
        const twoStep: StoredTwoStep = {
          secret: fresh.pendingTotp.secret,
          enrolledAt: new Date(ctx.now()).toISOString(),
          lastStep: step,
          recoveryCodes: recoveryCodes.map(hashRecoveryCode),
        };
        tx.put('users', { ...withoutPending(fresh), twoStep });
        // Sessions opened with the password alone (before this) do not gain what the second step
        // guards: they end. This one proved the code just now.
        for (const other of tx.data.sessions) {
          if (other.userId !== user.id) continue;
          if (other.tokenHash === session?.tokenHash) tx.put('sessions', { ...other, secondStep: 'enrolment' });
          else tx.remove('sessions', other.tokenHash);
        }
        return json({ recoveryCodes });
      });
      if (answer.status === 200) release();
      return answer;
    },

    renewRecoveryCodes: async ({ cookies, body: readBody }) => {
      const user = requireUser(ctx, cookies);
      const body = await readBody();
      if (!user.twoStep) return errorResponse(409, NOT_ON);
      const release = beginCodeAttempt(user.id);
      const recoveryCodes = newRecoveryCodes();
      const answer = await ctx.db.write((tx) => {
        const fresh = tx.data.users.find((candidate) => candidate.id === user.id);
        if (!fresh?.twoStep) return errorResponse(409, NOT_ON);
        const updated = useTotp(tx, fresh, fresh.twoStep, body.code);
        if (!updated?.twoStep) return wrongCode();
        tx.put('users', {
          ...updated,
          twoStep: { ...updated.twoStep, recoveryCodes: recoveryCodes.map(hashRecoveryCode) },
        });
        return json({ recoveryCodes });
      });
      if (answer.status === 200) release();
      return answer;
    },

    disableTwoStep: async ({ cookies, body: readBody }) => {
      const user = requireUser(ctx, cookies);
      if (user.isAdmin) return errorResponse(403, ADMINS_MUST_KEEP);
      const body = await readBody();
      if (!user.twoStep) return errorResponse(409, NOT_ON);
      const release = beginCodeAttempt(user.id);
      const answer = await ctx.db.write((tx) => {
        const fresh = tx.data.users.find((candidate) => candidate.id === user.id);
        if (!fresh?.twoStep) return errorResponse(409, NOT_ON);
        const updated = useTotp(tx, fresh, fresh.twoStep, body.code);
        if (!updated) return wrongCode();
        tx.put('users', withoutTwoStep(updated));
        return new HttpResponse(null, { status: 204 });
      });
      if (answer.status === 204) release();
      return answer;
    },
  };
}

export const tooManyCodes = (seconds: number) => tooManyRequests('Too many codes tried', seconds);
