/**
 * The demo accounts' password hashes, worked out once. Their passwords and salts are fixed by the
 * seed, so at the default rounds their hashes are too: a fresh demo store (every new browser, every
 * fresh reference-server store) would otherwise spend four PBKDF2 runs of 210,000 rounds, most of a
 * second of CPU, on the same four values before it answers its first call. Any other password,
 * salt or round count is hashed as usual; `seedPasswords.test.ts` checks every entry verifies and
 * that the seed still draws these salts.
 */
import { hashHeader, hashPassword } from './passwords';

const KNOWN_HASHES: Readonly<Record<string, string>> = {
  'Password123!': 'pbkdf2-sha512$210000$pnt+XbB6Uge9+7UPRTd8tA==$8rbcT8mWWC8hHFgCR40tSXE89amOmGwD5PtwS0laCB8=',
  'Admin123!': 'pbkdf2-sha512$210000$ATYo1H0tAOJeGqB5y2yVhA==$5Ww770ul1t90JFDHnwp1fBvPzzsNk87IbB2+WlyJKqw=',
  'Support123!': 'pbkdf2-sha512$210000$rFPYrsNUFb9jf4Ihk5zfgw==$sj0cgWsR3ikcRMFJTaLKUc9N2Re4GmBzawXDmY7xTHM=',
  'Enrol123!': 'pbkdf2-sha512$210000$aejUYp4G6mycawcpe8OpYw==$X1ss2vACYGU/iW+PpLPH/wRJ3PaQsSnryI7QwhdWr7I=',
};

export const knownSeedHashes = (): readonly [password: string, hash: string][] => Object.entries(KNOWN_HASHES);

/** `hashPassword`, answered from the table when the password, rounds and salt are the seed's own. */
export async function seedPasswordHash(password: string, iterations: number, salt: Uint8Array): Promise<string> {
  const known = KNOWN_HASHES[password];
  return known?.startsWith(hashHeader(iterations, salt)) ? known : hashPassword(password, iterations, salt);
}
