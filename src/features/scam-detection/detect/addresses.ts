/**
 * Wallet addresses and transaction hashes as the scam check words them: the formats and checksums
 * are read by the contract's one reader (src/api/chainFormats.ts), which the dispute form and the
 * server use too; here each reading becomes a label, a network and the warning signs it shows.
 */
import { evmChecksum, readAddress, type AddressFamily, type AddressReading } from '../../../api/chainFormats';
import { finding, type Analysis, type Finding, type ValueKind } from './types';

export { evmChecksum, toChecksumAddress } from '../../../api/chainFormats';

export type Recognised = Omit<Analysis, 'value' | 'host'>;

export const EVM_LABEL = 'Ethereum-style (EVM) address';
const EVM_NETWORK = 'Ethereum, BNB Smart Chain, Polygon, Arbitrum and other EVM networks';

const CHECKSUM_TITLE = 'Does not match its checksum';
export const EVM_CHECKSUM_DETAIL =
  'The capital letters in this address do not match its checksum: it may have been mistyped or altered.';
const BASE58_CHECKSUM_DETAIL =
  'This address fails its built-in checksum: at least one character is wrong or was altered. Money sent to it could be lost.';
const MIXED_CASE_DETAIL =
  'Bitcoin addresses starting with bc1 are all lower case or all upper case; this one mixes them, so it may have been altered.';

const noChecksum = (why: string) =>
  finding(
    'no-checksum',
    'Low',
    'No checksum to catch typos',
    `${why} Compare every character with a source you trust.`,
  );

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

const testnetFinding = () =>
  finding(
    'testnet',
    'Medium',
    'Test-network address',
    'Coins on the Bitcoin test network have no value. Nobody should ask you to pay real money to this address.',
  );

/** How each non-EVM family is named; a P2SH `3…` address, which Litecoin shares, reads as Bitcoin's. */
const FAMILIES: Record<Exclude<AddressFamily, 'evm'>, { kind: ValueKind; name: string; network: string }> = {
  bitcoin: { kind: 'bitcoin-address', name: 'Bitcoin', network: 'Bitcoin' },
  litecoin: { kind: 'litecoin-address', name: 'Litecoin', network: 'Litecoin' },
  tron: { kind: 'tron-address', name: 'Tron', network: 'Tron (TRX and TRC-20 tokens such as USDT)' },
  solana: { kind: 'solana-address', name: 'Solana', network: 'Solana' },
  xrp: { kind: 'xrp-address', name: 'XRP Ledger', network: 'XRP Ledger' },
  stellar: { kind: 'stellar-address', name: 'Stellar', network: 'Stellar' },
};

/** Formats whose label names the kind within the family (Bitcoin's and Litecoin's several). */
const NAMED_FORMATS = new Set<AddressFamily>(['bitcoin', 'litecoin']);

function otherAddress(read: AddressReading): Recognised | null {
  const [family] = read.families;
  if (family === undefined || family === 'evm') return null;
  const about = FAMILIES[family];
  const findings: Finding[] = [];
  if (read.checksum === 'invalid')
    findings.push(
      finding('checksum', 'High', CHECKSUM_TITLE, read.mixedCase ? MIXED_CASE_DETAIL : BASE58_CHECKSUM_DETAIL),
    );
  if (read.checksum === 'none')
    findings.push(noChecksum(`${about.name} addresses carry no checksum, so a mistyped one still looks valid.`));
  if (read.testnet) findings.push(testnetFinding());
  const testnet = read.testnet ? 'testnet ' : '';
  const format = NAMED_FORMATS.has(family) && read.format ? ` (${read.format})` : '';
  return {
    kind: about.kind,
    label: `${about.name} ${testnet}address${format}`,
    network: read.testnet ? `${about.network} testnet` : about.network,
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
  const hex = hexValue(value);
  if (hex) return hex;
  const read = readAddress(value);
  return read ? otherAddress(read) : null;
}
