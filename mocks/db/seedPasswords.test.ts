/** The demo accounts' worked-out hashes (./seedPasswords.ts): right, and still the ones the seed uses. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ITERATIONS, fromBase64, hashPassword, verifyPassword } from './passwords';
import { buildSeed, DEMO_ADMIN, DEMO_SUPPORT, DEMO_USER } from './seed';
import { knownSeedHashes, seedPasswordHash } from './seedPasswords';

describe('the seed’s worked-out password hashes', () => {
  it.each(knownSeedHashes())('%s: the stored hash verifies', async (password, hash) => {
    expect(await verifyPassword(password, hash)).toBe(true);
  });

  it('are the ones a seed at the default rounds holds, whatever the day', async () => {
    const known = new Map(knownSeedHashes());
    for (const now of [Date.parse('2026-11-21T12:00:00Z'), Date.parse('2031-02-03T04:05:06Z')]) {
      const seed = await buildSeed({ now, hashIterations: DEFAULT_ITERATIONS });
      const hashOf = (email: string) => seed.users.find((user) => user.email === email)?.passwordHash;
      for (const account of [DEMO_USER, DEMO_ADMIN, DEMO_SUPPORT])
        expect(hashOf(account.email), account.email).toBe(known.get(account.password));
    }
  });

  it('hashes as usual any password, salt or round count outside the table', async () => {
    const [[password, hash] = ['', '']] = knownSeedHashes();
    const salt = fromBase64(hash.split('$')[2] ?? '');
    const fewerRounds = await seedPasswordHash(password, 1000, salt);
    expect(fewerRounds).toBe(await hashPassword(password, 1000, salt));
    expect(await seedPasswordHash(password, DEFAULT_ITERATIONS, new Uint8Array(16))).not.toBe(hash);
    expect(await seedPasswordHash('another password', DEFAULT_ITERATIONS, salt)).not.toBe(hash);
  });
});
