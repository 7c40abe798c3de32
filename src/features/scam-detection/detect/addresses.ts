/**
 * Wallet addresses and transaction hashes, recognised by their format and verified by their own
 * checksums: EIP-55 (keccak-256) for EVM, base58check (double SHA-256) for Bitcoin and Tron,
 * bech32 / bech32m (BIP 173 / 350) for SegWit, base58 to 32 bytes for Solana.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, bech32, bech32m } from '@scure/base';
import { finding, type Analysis, type Finding } from './types';

export type Recognised = Omit<Analysis, 'value' | 'host'>;

export const EVM_LABEL = 'Ethereum-style (EVM) address';
const EVM_NETWORK = 'Ethereum, BNB Smart Chain, Polygon, Arbitrum and other EVM networks';

const CHECKSUM_TITLE = 'Does not match its checksum';
export const EVM_CHECKSUM_DETAIL =
  'The capital letters in this address do not match its checksum: it may have been mistyped or altered.';
const BASE58_CHECKSUM_DETAIL =
  'This address fails its built-in checksum: at least one character is wrong or was altered. Money sent to it could be lost.';

const noChecksum = (why: string) =>
  finding(
    'no-checksum',
    'Low',
    'No checksum to catch typos',
    `${why} Compare every character with a source you trust.`,
  );

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

function evmAddress(value: string): Recognised {
  const findings: Finding[] = [];
  const state = evmChecksum(value);
  if (state === 'invalid') findings.push(finding('checksum', 'High', CHECKSUM_TITLE, EVM_CHECKSUM_DETAIL));
  if (state === 'unchecksummed')
    findings.push(
      noChecksum('This address is written in a single letter case, so its capital letters cannot reveal a typo.'),
    );
  if (/^0x0{40}$/i.test(value)) {
    findings.push(
      finding(
        'burn-address',
        'High',
        'Burn address',
        'This is the zero address: anything sent to it is destroyed and can never be recovered.',
      ),
    );
  }
  return { kind: 'evm-address', label: EVM_LABEL, network: EVM_NETWORK, isAddress: true, findings };
}

const doubleSha256 = (bytes: Uint8Array) => sha256(sha256(bytes));

/** A 25-byte base58check payload: version byte, 20-byte hash, 4-byte checksum. */
function base58check(value: string): { version: number; checksumOk: boolean } | null {
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(value);
  } catch {
    return null;
  }
  if (bytes.length !== 25) return null;
  const expected = doubleSha256(bytes.subarray(0, 21)).subarray(0, 4);
  const actual = bytes.subarray(21);
  return { version: bytes[0] ?? -1, checksumOk: expected.every((byte, i) => byte === actual[i]) };
}

const BITCOIN_VERSIONS: Record<number, { first: RegExp; label: string; network: string }> = {
  0x00: { first: /^1/, label: 'Bitcoin address (legacy, P2PKH)', network: 'Bitcoin' },
  0x05: { first: /^3/, label: 'Bitcoin address (P2SH)', network: 'Bitcoin' },
  0x6f: { first: /^[mn]/, label: 'Bitcoin testnet address (P2PKH)', network: 'Bitcoin testnet' },
  0xc4: { first: /^2/, label: 'Bitcoin testnet address (P2SH)', network: 'Bitcoin testnet' },
};
const TRON = { label: 'Tron address', network: 'Tron (TRX and TRC-20 tokens such as USDT)' };
const SOLANA = { label: 'Solana address', network: 'Solana' };

const testnetFinding = () =>
  finding(
    'testnet',
    'Medium',
    'Test-network address',
    'Coins on the Bitcoin test network have no value. Nobody should ask you to pay real money to this address.',
  );

function base58Address(value: string): Recognised | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,44}$/.test(value)) return null;
  const decoded = base58check(value);
  if (decoded) {
    const bitcoin = BITCOIN_VERSIONS[decoded.version];
    const isTron = decoded.version === 0x41 && value.startsWith('T');
    if ((bitcoin && bitcoin.first.test(value)) || isTron) {
      const findings: Finding[] = decoded.checksumOk
        ? []
        : [finding('checksum', 'High', CHECKSUM_TITLE, BASE58_CHECKSUM_DETAIL)];
      if (bitcoin?.network === 'Bitcoin testnet') findings.push(testnetFinding());
      const about = isTron ? TRON : (bitcoin ?? TRON);
      return {
        kind: isTron ? 'tron-address' : 'bitcoin-address',
        label: about.label,
        network: about.network,
        isAddress: true,
        findings,
      };
    }
    if (!decoded.checksumOk && /^[13T]/.test(value) && value.length <= 35) {
      const tron = value.startsWith('T');
      return {
        kind: tron ? 'tron-address' : 'bitcoin-address',
        label: tron ? TRON.label : 'Bitcoin address',
        network: tron ? TRON.network : 'Bitcoin',
        isAddress: true,
        findings: [finding('checksum', 'High', CHECKSUM_TITLE, BASE58_CHECKSUM_DETAIL)],
      };
    }
  }
  if (value.length >= 32 && base58.decode(value).length === 32) {
    return {
      kind: 'solana-address',
      ...SOLANA,
      isAddress: true,
      findings: [noChecksum('Solana addresses carry no checksum, so a mistyped one still looks valid.')],
    };
  }
  return null;
}

/** SegWit addresses: version 0 in bech32 (20- or 32-byte program), version 1 and up in bech32m. */
function segwitAddress(value: string): Recognised | null {
  if (!/^(bc|tb)1[0-9a-z]{6,87}$/i.test(value)) return null;
  const lower = value.toLowerCase();
  const testnet = lower.startsWith('tb1');
  const mixedCase = value !== lower && value !== value.toUpperCase();
  const v0 = bech32.decodeUnsafe(lower, 90);
  const v1 = bech32m.decodeUnsafe(lower, 90);
  let label: string | null = null;
  if (v0 && v0.words[0] === 0) {
    const program = bech32.fromWordsUnsafe(v0.words.slice(1));
    if (program && (program.length === 20 || program.length === 32)) label = 'bech32';
  } else if (v1 && (v1.words[0] ?? 0) >= 1 && (v1.words[0] ?? 0) <= 16) {
    const program = bech32m.fromWordsUnsafe(v1.words.slice(1));
    if (program && program.length >= 2 && program.length <= 40)
      label = v1.words[0] === 1 && program.length === 32 ? 'bech32m, Taproot' : 'bech32m';
  }
  const findings: Finding[] = [];
  if (label === null || mixedCase) {
    const detail = mixedCase
      ? 'Bitcoin addresses starting with bc1 are all lower case or all upper case; this one mixes them, so it may have been altered.'
      : BASE58_CHECKSUM_DETAIL;
    findings.push(finding('checksum', 'High', CHECKSUM_TITLE, detail));
  }
  if (testnet) findings.push(testnetFinding());
  return {
    kind: 'bitcoin-address',
    label: `Bitcoin ${testnet ? 'testnet ' : ''}address (${label ?? 'bech32'})`,
    network: testnet ? 'Bitcoin testnet' : 'Bitcoin',
    isAddress: true,
    findings,
  };
}

const notAnAddress = () =>
  finding(
    'transaction-not-address',
    'Low',
    'A transaction, not an address',
    'You cannot send money to a transaction hash. If someone gave it to you as a payment address, that is a mistake or a trick.',
  );

function hexValue(value: string): Recognised | null {
  if (/^0x[0-9a-f]{40}$/i.test(value)) return evmAddress(value);
  if (/^0x[0-9a-f]{64}$/i.test(value)) {
    return {
      kind: 'evm-transaction',
      label: 'Ethereum-style (EVM) transaction hash',
      network: 'Ethereum or another EVM network',
      isAddress: false,
      findings: [notAnAddress()],
    };
  }
  if (/^[0-9a-f]{64}$/i.test(value)) {
    return {
      kind: 'transaction',
      label: 'Transaction hash (Bitcoin, Tron or similar)',
      network: 'Bitcoin, Tron or another network',
      isAddress: false,
      findings: [notAnAddress()],
    };
  }
  if (/^0x[0-9a-f]*$/i.test(value)) {
    const length = value.length - 2;
    return {
      kind: 'unknown',
      label: 'Not a complete address or transaction hash',
      network: null,
      isAddress: false,
      findings: [
        finding(
          'malformed',
          'Medium',
          'Wrong length',
          `This looks like an Ethereum-style value, but it has ${length} characters after 0x instead of 40 (an address) or 64 (a transaction). Part of it may be missing or added.`,
        ),
      ],
    };
  }
  return null;
}

/** An address or hash recognised from its format, or null. */
export function recogniseAddress(value: string): Recognised | null {
  return hexValue(value) ?? segwitAddress(value) ?? base58Address(value);
}
