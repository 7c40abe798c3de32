/**
 * A software passkey for tests (Node only): an ES256 key pair that answers the WebAuthn ceremonies
 * as a platform authenticator with user verification would, with "none" attestation. CBOR and COSE
 * come from @simplewebauthn/server's helpers, the signature's DER from node:crypto; nothing here is
 * hand-encoded but the authenticator data's fixed layout (hash of the relying party id, flags, counter).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { cose, isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface Options {
  /** The origin the "browser" reports in the client data. */
  origin: string;
  /** Leave user verification out (a security key touched with no PIN). */
  withoutVerification?: boolean;
}

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const utf8 = (text: string) => new TextEncoder().encode(text);
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(Uint8Array.from(bytes));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function softAuthenticator({ origin, withoutVerification = false }: Options) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('no EC public key');
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(jwk.x)],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(jwk.y)],
    ]),
  );
  const credentialId = new Uint8Array(randomBytes(16));
  const id = b64url(credentialId);
  let counter = 0;
  let userHandle = '';

  const flags = (extra: number) => Uint8Array.of(UP | (withoutVerification ? 0 : UV) | extra);
  const counterBytes = () =>
    Uint8Array.of(counter >>> 24, (counter >>> 16) & 255, (counter >>> 8) & 255, counter & 255);
  const clientData = (type: string, challenge: string) =>
    utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The `RegistrationResponseJSON` for creation options. */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
      userHandle = options.user.id;
      const rpIdHash = sha256(utf8(options.rp.id ?? new URL(origin).hostname));
      const attested = concat(new Uint8Array(16), Uint8Array.of(0, credentialId.length), credentialId, coseKey);
      const authData = concat(rpIdHash, flags(AT), counterBytes(), attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The `AuthenticationResponseJSON` for request options (`rpId` as they name it). */
    signIn(options: { challenge: string; rpId?: string }) {
      counter += 1;
      const authData = concat(sha256(utf8(options.rpId ?? new URL(origin).hostname)), flags(0), counterBytes());
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), {
        key: privateKey,
        dsaEncoding: 'der',
      });
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(new Uint8Array(signature)),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
