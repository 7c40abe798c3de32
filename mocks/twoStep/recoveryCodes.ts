/**
 * Recovery codes: ten random codes, each signing in once in place of an app's code. Stored as
 * SHA-256 only: each carries 50 random bits, too many to guess against a hash, so a slow password
 * hash would buy nothing (docs/server.md#two-step-sign-in).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { RECOVERY_CODE_COUNT } from '../../src/api/twoStep';

/** No 0/o, 1/l/i: a code is copied from paper by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomGroup(length: number): string {
  let group = '';
  while (group.length < length) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
    // Bytes past the last whole multiple of the alphabet are drawn again, so every letter is as likely.
    if (byte < 256 - (256 % ALPHABET.length)) group += ALPHABET[byte % ALPHABET.length];
  }
  return group;
}

/** As a person may type it: any case, spaces and hyphens ignored. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

export const hashRecoveryCode = (code: string): string => bytesToHex(sha256(utf8ToBytes(normalizeRecoveryCode(code))));

/** Ten new codes, `xxxxx-xxxxx`. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup(5)}-${randomGroup(5)}`);
