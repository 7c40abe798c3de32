/**
 * The browser's side of a WebAuthn ceremony through @simplewebauthn/browser, loaded on first use
 * (a click), so no page's first load carries it (docs/performance.md). Its errors become sentences.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { calls } from '../../api';
import type { RegistrationOptions, SignInOptions } from '../../api/passkeys';

// Here, not in ./texts.ts: every page can reach this module (the session provider imports it on
// demand), and the pages' chunking would then put all of ./texts.ts on every first load.
export const NOT_SUPPORTED = 'This browser cannot use passkeys.';
export const CANCELLED = 'The passkey request was cancelled or timed out.';

/** A ceremony the person ended or that could not run: its sentence is for them. */
export class PasskeyCeremonyError extends Error {
  override name = 'PasskeyCeremonyError';
}

const library = () => import('@simplewebauthn/browser');

export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function explained(error: unknown): Error {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return new PasskeyCeremonyError(CANCELLED);
  if (error instanceof Error && error.name === 'InvalidStateError') return new PasskeyCeremonyError(error.message);
  return error instanceof Error ? error : new PasskeyCeremonyError(String(error));
}

/**
 * The credential as plain objects (the library's interfaces copied into object types), as the
 * request body's schema types them.
 */
function plainRegistration(credential: RegistrationResponseJSON) {
  const type = credential.type;
  if (type !== 'public-key') throw new PasskeyCeremonyError(NOT_SUPPORTED);
  return {
    ...credential,
    type,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
  };
}
function plainAuthentication(credential: AuthenticationResponseJSON) {
  const type = credential.type;
  if (type !== 'public-key') throw new PasskeyCeremonyError(NOT_SUPPORTED);
  return {
    ...credential,
    type,
    response: { ...credential.response },
    clientExtensionResults: { ...credential.clientExtensionResults },
  };
}

// The schemas check the fields the app reads; the rest of the WebAuthn JSON goes to the browser,
// which checks it, so the options are handed on as the library's types.
export async function createPasskey(options: RegistrationOptions) {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(NOT_SUPPORTED);
  const { startRegistration } = await library();
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch((error: unknown) => {
    throw explained(error);
  });
  return plainRegistration(credential);
}

export async function assertPasskey(options: SignInOptions) {
  if (!passkeysSupported()) throw new PasskeyCeremonyError(NOT_SUPPORTED);
  const { startAuthentication } = await library();
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch((error: unknown) => {
    throw explained(error);
  });
  return plainAuthentication(credential);
}

/** The whole sign-in: options (for login's challenge, or for any passkey), the device's answer, the session. */
export async function passkeySignIn({ challenge, rememberMe }: { challenge?: string; rememberMe?: boolean }) {
  const options = await calls.passkeySignInOptions({ body: challenge === undefined ? {} : { challenge } });
  const response = await assertPasskey(options);
  return calls.passkeySignIn({ body: { response, challenge, rememberMe } });
}
