/**
 * Reading a wallet address or a transaction hash: which networks' format it has and whether its
 * own checksum holds. EIP-55 (keccak-256) for EVM, base58check (double SHA-256) for Bitcoin,
 * Litecoin, Tron and the XRP Ledger, bech32 / bech32m (BIP 173 / 350) for SegWit, CRC-16 for
 * Stellar; Solana's base58 keys carry none. The dispute form, the server's check of a filing
 * (./transactionChecks.ts) and the scam check all read values here (docs/transactions.md).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base32nopad, base58, base58xrp, bech32, bech32m } from '@scure/base';

/** The address formats; every EVM network shares one. */
export type AddressFamily = 'evm' | 'bitcoin' | 'litecoin' | 'tron' | 'solana' | 'xrp' | 'stellar';

/** `none`: the format has no checksum (Solana, or an EVM address in one letter case). */
export type Checksum = 'valid' | 'invalid' | 'none';

export interface AddressReading {
  /** The formats it fits: two for a P2SH `3…` address, which Bitcoin and Litecoin share. */
  families: AddressFamily[];
  checksum: Checksum;
  /** Bitcoin's test network, whose coins have no value. */
  testnet: boolean;
  /** The kind within the family where it tells: `legacy, P2PKH`, `bech32m, Taproot` … */
  format: string | null;
  /** A bech32 address that mixes upper and lower case, which BIP 173 forbids. */
  mixedCase: boolean;
}

/** `evm`: 0x and 64 hex; `hex`: 64 hex (Bitcoin, Litecoin, Tron, XRP Ledger, Stellar); `solana`: a base58 signature. */
export type HashFamily = 'evm' | 'hex' | 'solana';

const reading = (
  families: AddressFamily[],
  checksum: Checksum,
  extra: Partial<AddressReading> = {},
): AddressReading => ({
  families,
  checksum,
  testnet: false,
  format: null,
  mixedCase: false,
  ...extra,
});

/** EIP-55: a hex letter is upper case when the matching nibble of keccak-256(lower-case address) is 8 or more. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

export type EvmChecksum = 'valid' | 'unchecksummed' | 'invalid';

export function evmChecksum(address: string): EvmChecksum {
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return 'unchecksummed';
  return toChecksumAddress(address) === address ? 'valid' : 'invalid';
}

const doubleSha256 = (bytes: Uint8Array) => sha256(sha256(bytes));

/** A 25-byte base58check payload: version byte, 20-byte hash, 4-byte checksum. */
function base58check(value: string, coder = base58): { version: number; checksumOk: boolean } | null {
  let bytes: Uint8Array;
  try {
    bytes = coder.decode(value);
  } catch {
    return null;
  }
  if (bytes.length !== 25) return null;
  const expected = doubleSha256(bytes.subarray(0, 21)).subarray(0, 4);
  const actual = bytes.subarray(21);
  return { version: bytes[0] ?? -1, checksumOk: expected.every((byte, i) => byte === actual[i]) };
}

/** Base58check version bytes and the first character each gives. */
const BASE58_VERSIONS: Record<number, { first: RegExp; families: AddressFamily[]; format: string; testnet?: true }> = {
  0x00: { first: /^1/, families: ['bitcoin'], format: 'legacy, P2PKH' },
  0x05: { first: /^3/, families: ['bitcoin', 'litecoin'], format: 'P2SH' },
  0x6f: { first: /^[mn]/, families: ['bitcoin'], format: 'P2PKH', testnet: true },
  0xc4: { first: /^2/, families: ['bitcoin'], format: 'P2SH', testnet: true },
  0x30: { first: /^L/, families: ['litecoin'], format: 'legacy, P2PKH' },
  0x32: { first: /^M/, families: ['litecoin'], format: 'P2SH' },
  0x41: { first: /^T/, families: ['tron'], format: 'base58check' },
};

/** What a mistyped base58check address still shows by its first character. */
const FAMILY_BY_FIRST: Record<string, AddressFamily[]> = {
  '1': ['bitcoin'],
  '3': ['bitcoin', 'litecoin'],
  L: ['litecoin'],
  M: ['litecoin'],
  T: ['tron'],
};

function base58Address(value: string): AddressReading | null {
  if (/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(value)) {
    const xrp = base58check(value, base58xrp);
    if (xrp && xrp.version === 0) return reading(['xrp'], xrp.checksumOk ? 'valid' : 'invalid');
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,44}$/.test(value)) return null;
  const decoded = base58check(value);
  if (decoded) {
    const known = BASE58_VERSIONS[decoded.version];
    if (known && known.first.test(value)) {
      return reading(known.families, decoded.checksumOk ? 'valid' : 'invalid', {
        format: known.format,
        testnet: known.testnet === true,
      });
    }
    const byFirst = FAMILY_BY_FIRST[value.charAt(0)];
    if (!decoded.checksumOk && byFirst && value.length <= 35) return reading(byFirst, 'invalid');
  }
  if (value.length >= 32 && base58.decode(value).length === 32) return reading(['solana'], 'none');
  return null;
}

const SEGWIT_PREFIXES: Record<string, { families: AddressFamily[]; testnet: boolean }> = {
  bc: { families: ['bitcoin'], testnet: false },
  tb: { families: ['bitcoin'], testnet: true },
  ltc: { families: ['litecoin'], testnet: false },
};

/** SegWit addresses: version 0 in bech32 (20- or 32-byte program), version 1 and up in bech32m. */
function segwitAddress(value: string): AddressReading | null {
  const match = /^(bc|tb|ltc)1[0-9a-z]{6,87}$/i.exec(value);
  const prefix = SEGWIT_PREFIXES[match?.[1]?.toLowerCase() ?? ''];
  if (!prefix) return null;
  const lower = value.toLowerCase();
  const mixedCase = value !== lower && value !== value.toUpperCase();
  const v0 = bech32.decodeUnsafe(lower, 90);
  const v1 = bech32m.decodeUnsafe(lower, 90);
  let format: string | null = null;
  if (v0 && v0.words[0] === 0) {
    const program = bech32.fromWordsUnsafe(v0.words.slice(1));
    if (program && (program.length === 20 || program.length === 32)) format = 'bech32';
  } else if (v1 && (v1.words[0] ?? 0) >= 1 && (v1.words[0] ?? 0) <= 16) {
    const program = bech32m.fromWordsUnsafe(v1.words.slice(1));
    if (program && program.length >= 2 && program.length <= 40)
      format = v1.words[0] === 1 && program.length === 32 ? 'bech32m, Taproot' : 'bech32m';
  }
  return reading(prefix.families, format === null || mixedCase ? 'invalid' : 'valid', {
    format: format ?? 'bech32',
    testnet: prefix.testnet,
    mixedCase,
  });
}

/** CRC-16/XMODEM, the checksum of Stellar's StrKey. */
function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** A Stellar account: `G` and 55 base32 characters, a version byte, a 32-byte key and a CRC-16 (little-endian). */
function stellarAddress(value: string): AddressReading | null {
  if (!/^G[A-Z2-7]{55}$/.test(value)) return null;
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(value);
  } catch {
    return reading(['stellar'], 'invalid');
  }
  const crc = crc16Xmodem(bytes.subarray(0, 33));
  const ok = bytes.length === 35 && bytes[0] === 6 << 3 && bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
  return reading(['stellar'], ok ? 'valid' : 'invalid');
}

/** Builds a Stellar account address from a 32-byte key: for the demo data and the tests. */
export function stellarAddressOf(key: Uint8Array): string {
  const payload = new Uint8Array(35);
  payload[0] = 6 << 3;
  payload.set(key.subarray(0, 32), 1);
  const crc = crc16Xmodem(payload.subarray(0, 33));
  payload[33] = crc & 0xff;
  payload[34] = crc >> 8;
  return base32nopad.encode(payload);
}

/** The address's formats and checksum verdict, or null when no network's address looks like it. */
export function readAddress(value: string): AddressReading | null {
  if (/^0x[0-9a-f]{40}$/i.test(value)) {
    const state = evmChecksum(value);
    return reading(['evm'], state === 'unchecksummed' ? 'none' : state);
  }
  // A value may read as more than one format (a Tron address that starts "TB1" reads as a Bitcoin
  // test-network bech32 in mixed case too): the first whose checksum holds, else the first.
  const readings = [segwitAddress(value), stellarAddress(value), base58Address(value)].filter(
    (found): found is AddressReading => found !== null,
  );
  return readings.find((found) => found.checksum !== 'invalid') ?? readings[0] ?? null;
}

/** The hash's format, or null. A hash has no checksum: its format is all there is to check. */
export function readTransactionHash(value: string): HashFamily | null {
  if (/^0x[0-9a-f]{64}$/i.test(value)) return 'evm';
  if (/^[0-9a-f]{64}$/i.test(value)) return 'hex';
  if (/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value) && base58.decode(value).length === 64) return 'solana';
  return null;
}
