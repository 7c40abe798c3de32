/**
 * The WebAuthn challenges handed out and not yet answered (docs/server.md#passkeys): each lives five
 * minutes and is used once, whatever the outcome. A registration's is bound to the account that asked;
 * a sign-in's to the password step's account, or to none (a discoverable sign-in). Kept in memory,
 * like the password step's challenges: a restart only asks for the ceremony again.
 */
import { PASSKEY_CHALLENGE_LIFETIME_MS } from '../../src/api/passkeys';

const MAX_CEREMONIES = 10_000;

export type Ceremony =
  | { kind: 'registration'; userId: string }
  /** `passwordStep`: the password step's challenge token this sign-in finishes, if any. */
  | { kind: 'sign-in'; userId: string | null; passwordStep: string | null };

export interface PasskeyCeremonies {
  /** Keeps the challenge (base64url, made by the WebAuthn options) for its ceremony. */
  begin(challenge: string, ceremony: Ceremony): void;
  /** The ceremony of a live challenge, which ends here: a challenge is never accepted twice. */
  take(challenge: string): Ceremony | null;
}

export function createPasskeyCeremonies(now: () => number): PasskeyCeremonies {
  const live = new Map<string, Ceremony & { expiresAt: number }>();
  return {
    begin(challenge, ceremony) {
      for (const [key, held] of live) if (held.expiresAt <= now()) live.delete(key);
      const oldest = live.keys().next();
      if (live.size >= MAX_CEREMONIES && !oldest.done) live.delete(oldest.value);
      live.set(challenge, { ...ceremony, expiresAt: now() + PASSKEY_CHALLENGE_LIFETIME_MS });
    },
    take(challenge) {
      const held = live.get(challenge);
      live.delete(challenge);
      if (!held || held.expiresAt <= now()) return null;
      const { expiresAt: _expiresAt, ...ceremony } = held;
      return ceremony;
    },
  };
}
