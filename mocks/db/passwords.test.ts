/** Salted PBKDF2 hashes: round trip, random salt, nothing of the password in the stored text. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ITERATIONS, hashPassword, verifyPassword } from './passwords';

const ITERATIONS = 1000;

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Password123!', ITERATIONS);
    await expect(verifyPassword('Password123!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Password123?', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('stores algorithm, iterations, salt and hash, never the password', async () => {
    const password = 'correct horse battery staple';
    const stored = await hashPassword(password, ITERATIONS);
    expect(stored).toMatch(/^pbkdf2-sha512\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(btoa(password));
  });

  it('salts randomly: two hashes of one password differ, and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('Admin123!', ITERATIONS), hashPassword('Admin123!', ITERATIONS)]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Admin123!', a)).resolves.toBe(true);
    await expect(verifyPassword('Admin123!', b)).resolves.toBe(true);
  });

  it('is deterministic for a given salt', async () => {
    const salt = new Uint8Array(16).fill(7);
    expect(await hashPassword('x', ITERATIONS, salt)).toBe(await hashPassword('x', ITERATIONS, salt));
  });

  it('defaults to a strong iteration count', () => {
    expect(DEFAULT_ITERATIONS).toBeGreaterThanOrEqual(210_000);
  });

  it('refuses null and malformed stored values', async () => {
    const good = await hashPassword('Password123!', ITERATIONS);
    const [, iterations, salt, hash] = good.split('$');
    const bad = [
      null,
      '',
      'Password123!',
      'pbkdf2-sha512$1000$onlysalt',
      `md5$${iterations}$${salt}$${hash}`,
      `pbkdf2-sha512$many$${salt}$${hash}`,
      `pbkdf2-sha512$1.5$${salt}$${hash}`,
      `pbkdf2-sha512$0$${salt}$${hash}`,
      `pbkdf2-sha512$-5$${salt}$${hash}`,
      `pbkdf2-sha512$${iterations}$!!!$${hash}`,
      `pbkdf2-sha512$${iterations}$${salt}$not*base64`,
      `pbkdf2-sha512$${iterations}$${salt}$`,
      `pbkdf2-sha512$${iterations}$${salt}$${hash?.slice(0, -4)}`,
    ];
    for (const stored of bad) {
      await expect(verifyPassword('Password123!', stored), String(stored)).resolves.toBe(false);
    }
  });
});
