/**
 * Made-up WebAuthn responses for the conformance tests (docs/server.md#passkeys): plain HTTP has no
 * authenticator, so these carry a real or made-up challenge in well-formed client data and bytes that
 * prove nothing. The success paths are covered by the handler tests' software authenticator and the
 * browser journey.
 */
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const clientData = (type: string, challenge: string, origin: string) =>
  b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
const NOTHING = b64url('not an authenticator’s bytes');
const CREDENTIAL = b64url('contract-made-up-credential');

/** A made-up challenge, as a server's would look (base64url). */
export const madeUpChallenge = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

export const registrationResponse = (challenge: string, origin = 'https://elsewhere.example') => ({
  id: CREDENTIAL,
  rawId: CREDENTIAL,
  type: 'public-key' as const,
  response: { clientDataJSON: clientData('webauthn.create', challenge, origin), attestationObject: NOTHING },
  clientExtensionResults: {},
});

export const authenticationResponse = (challenge: string, origin = 'https://elsewhere.example') => ({
  id: CREDENTIAL,
  rawId: CREDENTIAL,
  type: 'public-key' as const,
  response: {
    clientDataJSON: clientData('webauthn.get', challenge, origin),
    authenticatorData: NOTHING,
    signature: NOTHING,
  },
  clientExtensionResults: {},
});
