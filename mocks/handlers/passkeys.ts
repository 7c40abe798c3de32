/**
 * Passkeys' calls (docs/server.md#passkeys): registering one on the account, listing and removing
 * them, and signing in with one, as the second step after a password or on its own (a discoverable
 * credential names its account). WebAuthn itself is @simplewebauthn/server's: it runs on Web Crypto,
 * so the same code serves the browser mock and the reference server.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { HttpResponse } from 'msw';
import {
  PASSKEY_ALREADY_REGISTERED,
  PASSKEY_CEREMONY_EXPIRED,
  PASSKEY_LAST_SECOND_STEP,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_SIGN_IN_FAILED,
} from '../../src/api/passkeys';
import { CHALLENGE_EXPIRED } from '../../src/api/twoStep';
import type { StoredPasskey, StoredUser } from '../db/types';
import type { Ceremony } from '../twoStep/passkeyCeremonies';
import { expectedParties, RP_NAME, rpIdFor } from '../twoStep/relyingParty';
import { hasSecondStep } from '../twoStep/rules';
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
} from './http';
import type { Handlers } from './record';
import { ownUserView, tooManyCodes } from './twoStep';

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const isTransport = (name: string): name is (typeof TRANSPORTS)[number] =>
  (TRANSPORTS as readonly string[]).includes(name);

const toView = ({ id, name, createdAt, lastUsedAt }: StoredPasskey) => ({ id, name, createdAt, lastUsedAt });
const passkeysOf = (user: StoredUser) => user.passkeys ?? [];

/** The ceremony a response answers, by the challenge its client data carries; it ends here. */
function takeCeremony(ctx: BackendContext, clientDataJSON: string): { challenge: string; ceremony: Ceremony } | null {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== 'string') return null;
  const ceremony = ctx.twoStep.passkeys.take(challenge);
  return ceremony ? { challenge, ceremony } : null;
}

/**
 * Extension results as the library takes them: sent as an array (which the contract allows,
 * src/api/passkeys.ts), they read as none, as the server asks for no extension.
 */
const extensionResults = (sent: unknown[] | Record<string, unknown>): Record<string, unknown> =>
  Array.isArray(sent) ? {} : sent;

export function passkeyHandlers(
  ctx: BackendContext,
): Handlers<
  | 'getPasskeys'
  | 'passkeyRegistrationOptions'
  | 'registerPasskey'
  | 'removePasskey'
  | 'passkeySignInOptions'
  | 'passkeySignIn'
> {
  return {
    getPasskeys: ({ cookies }) => json(passkeysOf(requireUser(ctx, cookies)).map(toView)),

    passkeyRegistrationOptions: async ({ request, cookies }) => {
      const user = requireUser(ctx, cookies);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpIdFor(ctx, request),
        userName: user.email,
        userDisplayName: user.username,
        userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user.id)),
        attestationType: 'none',
        excludeCredentials: passkeysOf(user).map(({ id, transports }) => ({
          id,
          transports: transports.filter(isTransport),
        })),
        // A discoverable credential with user verification: a whole sign-in with no email typed.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      ctx.twoStep.passkeys.begin(options.challenge, { kind: 'registration', userId: user.id });
      return json(options);
    },

    registerPasskey: async ({ request, cookies, body: readBody }) => {
      const user = requireUser(ctx, cookies);
      const body = await readBody();
      const taken = takeCeremony(ctx, body.response.response.clientDataJSON);
      if (!taken || taken.ceremony.kind !== 'registration' || taken.ceremony.userId !== user.id)
        return errorResponse(409, PASSKEY_CEREMONY_EXPIRED);
      const parties = expectedParties(ctx, request);
      const verification = await verifyRegistrationResponse({
        response: { ...body.response, clientExtensionResults: extensionResults(body.response.clientExtensionResults) },
        expectedChallenge: taken.challenge,
        expectedOrigin: parties.origins,
        expectedRPID: parties.rpIds,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) return errorResponse(422, PASSKEY_NOT_VERIFIED);
      const { credential } = verification.registrationInfo;
      const now = new Date(ctx.now()).toISOString();
      const passkey: StoredPasskey = {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name.trim(),
        createdAt: now,
        lastUsedAt: null,
      };
      const session = currentSession(ctx, cookies);
      return ctx.db.write((tx) => {
        const fresh = tx.data.users.find((candidate) => candidate.id === user.id);
        if (!fresh) return errorResponse(401, 'You need to sign in first');
        const inUse = tx.data.users.some((other) => passkeysOf(other).some((held) => held.id === passkey.id));
        if (inUse) return errorResponse(409, PASSKEY_ALREADY_REGISTERED);
        tx.put('users', { ...fresh, passkeys: [...passkeysOf(fresh), passkey] });
        // The account's first second step: as with app codes, the sessions opened with the password
        // alone end; this one has just proved the passkey.
        if (!hasSecondStep(fresh)) {
          for (const other of tx.data.sessions) {
            if (other.userId !== user.id) continue;
            if (other.tokenHash === session?.tokenHash) tx.put('sessions', { ...other, secondStep: 'enrolment' });
            else tx.remove('sessions', other.tokenHash);
          }
        }
        return json(toView(passkey), { status: 201 });
      });
    },

    removePasskey: async ({ cookies, params }) => {
      const user = requireUser(ctx, cookies);
      return ctx.db.write((tx) => {
        const fresh = tx.data.users.find((candidate) => candidate.id === user.id);
        const held = fresh ? passkeysOf(fresh) : [];
        if (!fresh || !held.some((passkey) => passkey.id === params.id)) return errorResponse(404, PASSKEY_NOT_FOUND);
        const passkeys = held.filter((passkey) => passkey.id !== params.id);
        if (fresh.isAdmin && !fresh.twoStep && passkeys.length === 0)
          return errorResponse(409, PASSKEY_LAST_SECOND_STEP);
        const { passkeys: _old, ...rest } = fresh;
        tx.put('users', passkeys.length > 0 ? { ...rest, passkeys } : rest);
        return new HttpResponse(null, { status: 204 });
      });
    },

    passkeySignInOptions: async ({ request, body: readBody }) => {
      const body = await readBody();
      let userId: string | null = null;
      let allowCredentials: { id: string; transports: string[] }[] | undefined;
      if (body.challenge !== undefined) {
        const passwordStep = ctx.twoStep.find(body.challenge);
        if (!passwordStep) return errorResponse(401, CHALLENGE_EXPIRED);
        userId = passwordStep.userId;
        const user = ctx.db.data.users.find((candidate) => candidate.id === userId);
        allowCredentials = (user ? passkeysOf(user) : []).map(({ id, transports }) => ({ id, transports }));
      }
      const options = await generateAuthenticationOptions({
        rpID: rpIdFor(ctx, request),
        allowCredentials,
        userVerification: 'required',
      });
      ctx.twoStep.passkeys.begin(options.challenge, {
        kind: 'sign-in',
        userId,
        passwordStep: body.challenge ?? null,
      });
      return json(options);
    },

    passkeySignIn: async ({ request, cookies, body: readBody }) => {
      const body = await readBody();
      const taken = takeCeremony(ctx, body.response.response.clientDataJSON);
      if (!taken || taken.ceremony.kind !== 'sign-in') return errorResponse(401, PASSKEY_CEREMONY_EXPIRED);
      const { ceremony } = taken;
      const passwordStep = ceremony.passwordStep === null ? null : ctx.twoStep.find(ceremony.passwordStep);
      if (ceremony.passwordStep !== null && !passwordStep) return errorResponse(401, CHALLENGE_EXPIRED);
      const owner = ctx.db.data.users.find((candidate) => passkeysOf(candidate).some((p) => p.id === body.response.id));
      const stored = owner && passkeysOf(owner).find((passkey) => passkey.id === body.response.id);
      // A passkey of another account than the password step's is no passkey of this sign-in.
      if (!owner || !stored || (ceremony.userId !== null && owner.id !== ceremony.userId))
        return errorResponse(401, PASSKEY_SIGN_IN_FAILED);
      // Counted before the signature is checked, with the codes' limit (docs/server.md#rate-limits).
      const verdict = ctx.twoStep.codes.check(owner.id);
      if (!verdict.allowed) throw tooManyCodes(verdict.retryAfterSeconds);
      const release = ctx.twoStep.codes.recordFailure(owner.id);
      const parties = expectedParties(ctx, request);
      const verification = await verifyAuthenticationResponse({
        response: { ...body.response, clientExtensionResults: extensionResults(body.response.clientExtensionResults) },
        expectedChallenge: taken.challenge,
        expectedOrigin: parties.origins,
        expectedRPID: parties.rpIds,
        credential: {
          id: stored.id,
          publicKey: isoBase64URL.toBuffer(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports.filter(isTransport),
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) return errorResponse(401, PASSKEY_SIGN_IN_FAILED);
      const rememberMe = passwordStep?.rememberMe ?? body.rememberMe ?? false;
      const answer = await ctx.db.write((tx) => {
        const user = tx.data.users.find((candidate) => candidate.id === owner.id);
        const passkey = user && passkeysOf(user).find((held) => held.id === stored.id);
        if (!user || !passkey) return errorResponse(401, PASSKEY_SIGN_IN_FAILED);
        if (isSuspended(user)) return errorResponse(403, SUSPENDED_MESSAGE);
        const now = new Date(ctx.now()).toISOString();
        const used = { ...passkey, counter: verification.authenticationInfo.newCounter, lastUsedAt: now };
        const updated = { ...user, passkeys: passkeysOf(user).map((held) => (held.id === used.id ? used : held)) };
        tx.put('users', updated);
        const userAgent = request.headers.get('User-Agent');
        const token = startSession(ctx, tx, updated, cookies[SESSION_COOKIE], userAgent, 'passkey');
        return json(ownUserView(tx.data, updated), { headers: sessionHeaders(ctx, token, rememberMe) });
      });
      if (answer.status !== 200) return answer;
      release();
      ctx.twoStep.codes.reset(owner.id);
      if (ceremony.passwordStep !== null) ctx.twoStep.end(ceremony.passwordStep);
      passwordStep?.signedIn();
      if (ctx.tabSession) return answer;
      return withDeviceCookie(answer, ctx.deviceCookies.issue(owner.id), ctx.sessions.absoluteMs);
    },
  };
}
