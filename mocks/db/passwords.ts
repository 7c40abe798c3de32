/** Salted PBKDF2 through Web Crypto, available in browsers and Node alike. */
const ALGORITHM = 'pbkdf2-sha512';
export const DEFAULT_ITERATIONS = 210_000; // OWASP's figure for PBKDF2-HMAC-SHA512
/** A stored hash claiming more rounds than this is refused rather than left to stall a login. */
const MAX_ITERATIONS = 5_000_000;
const KEY_BITS = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The start of a stored hash, before the hash itself: `algorithm$iterations$salt$`. */
export const hashHeader = (iterations: number, salt: Uint8Array) => `${ALGORITHM}$${iterations}$${toBase64(salt)}$`;

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-512', salt: salt as BufferSource, iterations },
    key,
    KEY_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  iterations = DEFAULT_ITERATIONS,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(16)),
): Promise<string> {
  const hash = await derive(password, salt, iterations);
  return `${hashHeader(iterations, salt)}${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [algorithm, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (
    algorithm !== ALGORITHM ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > MAX_ITERATIONS ||
    !saltText ||
    !hashText
  )
    return false;
  let expected: Uint8Array;
  let actual: Uint8Array;
  try {
    expected = fromBase64(hashText);
    actual = await derive(password, fromBase64(saltText), iterations);
  } catch {
    return false; // malformed base64 or parameters Web Crypto refuses: a failed sign-in, not a 500
  }
  // Compare every byte so the time taken says nothing about where a guess went wrong.
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < expected.length; i++) difference |= (expected[i] ?? 0) ^ (actual[i] ?? 0);
  return difference === 0;
}
