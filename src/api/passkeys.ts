/**
 * Passkeys (WebAuthn), an extension of two-step sign-in (docs/server.md#passkeys): an account may
 * register passkeys; one with user verification is a whole sign-in and counts as the second step.
 * The ceremonies' options and responses are the WebAuthn JSON (`PublicKeyCredential…JSON`), checked
 * here only for their shape: the server checks what they prove. Texts shown word for word
 * (docs/texts.md#passkeys).
 */
import * as v from 'valibot';
import { textRules } from './documentedRules';

export const PASSKEY_NAME_REQUIRED = 'Enter a name for this passkey';
export const PASSKEY_NAME_MAX = 60;
export const PASSKEY_NAME_TOO_LONG = `A passkey's name may have at most ${PASSKEY_NAME_MAX} characters`;
export const PASSKEY_NOT_VERIFIED = 'This passkey could not be checked. Please try again.';
export const PASSKEY_CEREMONY_EXPIRED = 'This passkey request has expired. Please try again.';
export const PASSKEY_NOT_FOUND = 'No such passkey';
export const PASSKEY_SIGN_IN_FAILED = 'That passkey did not sign you in. Try again or use your password.';
export const PASSKEY_ALREADY_REGISTERED = 'This passkey is already registered.';
export const PASSKEY_LAST_SECOND_STEP =
  'Admins must keep a second step: set up an authenticator app or add another passkey before removing this one.';
export const PASSKEY_NEEDED = 'Use your passkey to finish signing in';

/** How long a ceremony's challenge stays good (the same as the password step's). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

const base64url = (message: string) =>
  v.pipe(v.string(message), v.minLength(1, message), v.maxLength(4096, message), v.regex(/^[A-Za-z0-9_-]+$/, message));

/** A credential's response as `PublicKeyCredential.toJSON()` gives it; extensions stay open. */
const credentialShape = <Entries extends v.ObjectEntries>(response: Entries) =>
  v.looseObject(
    {
      id: base64url(PASSKEY_NOT_VERIFIED),
      rawId: base64url(PASSKEY_NOT_VERIFIED),
      type: v.literal('public-key', PASSKEY_NOT_VERIFIED),
      response: v.looseObject(response, PASSKEY_NOT_VERIFIED),
      // Read by no rule here (the server asks for no extension): an array, which valibot's loose
      // object would take too, is stated as allowed, so the document and the server agree.
      clientExtensionResults: v.optional(v.union([v.looseObject({}), v.array(v.unknown())]), {}),
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
    },
    PASSKEY_NOT_VERIFIED,
  );

export const RegistrationResponseSchema = credentialShape({
  clientDataJSON: base64url(PASSKEY_NOT_VERIFIED),
  attestationObject: base64url(PASSKEY_NOT_VERIFIED),
  transports: v.optional(v.array(v.string())),
});

export const AuthenticationResponseSchema = credentialShape({
  clientDataJSON: base64url(PASSKEY_NOT_VERIFIED),
  authenticatorData: base64url(PASSKEY_NOT_VERIFIED),
  signature: base64url(PASSKEY_NOT_VERIFIED),
  userHandle: v.optional(v.string()),
});

export const PasskeyRegistrationRequestSchema = v.object({
  name: v.pipe(
    v.string(PASSKEY_NAME_REQUIRED),
    ...textRules(
      { minLength: 1, message: PASSKEY_NAME_REQUIRED },
      { maxLength: PASSKEY_NAME_MAX, message: PASSKEY_NAME_TOO_LONG },
    ),
  ),
  response: RegistrationResponseSchema,
});

/** The password step's challenge; counted in characters as the document counts them (./documentedRules.ts). */
const challengeToken = v.optional(
  v.pipe(v.string(PASSKEY_CEREMONY_EXPIRED), ...textRules({ maxLength: 200, message: PASSKEY_CEREMONY_EXPIRED })),
);

/** With the password step's challenge: that account's passkeys; without: any passkey on the device. */
export const PasskeySignInOptionsRequestSchema = v.object({ challenge: challengeToken });

export const PasskeySignInRequestSchema = v.object({
  response: AuthenticationResponseSchema,
  challenge: challengeToken,
  /** For a sign-in with no password step: keep the session as Remember me does. */
  rememberMe: v.optional(v.boolean()),
});

export const PasskeySchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});

const descriptor = v.looseObject({ id: v.string(), type: v.string(), transports: v.optional(v.array(v.string())) });

/** `PublicKeyCredentialCreationOptionsJSON`, with the ceremony's token. */
export const RegistrationOptionsSchema = v.looseObject({
  challenge: v.string(),
  rp: v.looseObject({ name: v.string(), id: v.optional(v.string()) }),
  user: v.looseObject({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.looseObject({ type: v.string(), alg: v.number() })),
  excludeCredentials: v.optional(v.array(descriptor)),
});

/** `PublicKeyCredentialRequestOptionsJSON`. */
export const SignInOptionsSchema = v.looseObject({
  challenge: v.string(),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(descriptor)),
});

export type Passkey = v.InferOutput<typeof PasskeySchema>;
export type PasskeyRegistrationRequest = v.InferOutput<typeof PasskeyRegistrationRequestSchema>;
export type PasskeySignInRequest = v.InferOutput<typeof PasskeySignInRequestSchema>;
export type RegistrationOptions = v.InferOutput<typeof RegistrationOptionsSchema>;
export type SignInOptions = v.InferOutput<typeof SignInOptionsSchema>;
