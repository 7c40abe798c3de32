/**
 * Real-format addresses and transaction hashes for each network, with their real checksums, from
 * any source of bytes: the demo data draws them from its seeded generator, the property tests from
 * fast-check. Never faker strings, which no explorer or checksum would accept.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base58, base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import { stellarAddressOf, toChecksumAddress } from '../../src/api/chainFormats';
import { networkById, type NetworkId } from '../../src/api/networks';

export type ByteSource = (length: number) => Uint8Array;

const bitcoinCheck = createBase58check(sha256);

function xrpAddress(hash: Uint8Array): string {
  const payload = new Uint8Array(21);
  payload.set(hash.subarray(0, 20), 1);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  const full = new Uint8Array(25);
  full.set(payload);
  full.set(checksum, 21);
  return base58xrp.encode(full);
}

const versioned = (version: number, hash: Uint8Array) => {
  const payload = new Uint8Array(21);
  payload[0] = version;
  payload.set(hash.subarray(0, 20), 1);
  return bitcoinCheck.encode(payload);
};

/** Which shape of address a family can take; the first is the one most people use. */
export const ADDRESS_SHAPES = {
  evm: ['checksummed'],
  bitcoin: ['bech32', 'taproot', 'p2pkh', 'p2sh'],
  litecoin: ['bech32', 'p2pkh', 'p2sh'],
  tron: ['base58check'],
  solana: ['base58'],
  xrp: ['base58check'],
  stellar: ['strkey'],
} as const;

/** An address of `network`, valid by its format and checksum. `shape` picks among the family's forms. */
export function addressOn(networkId: NetworkId, bytes: ByteSource, shape = 0): string {
  const network = networkById(networkId);
  if (!network) throw new Error(`No network ${networkId}`);
  const hash = bytes(32);
  switch (network.addressFamily) {
    case 'evm':
      return toChecksumAddress(`0x${bytesToHex(hash.subarray(0, 20))}`);
    case 'bitcoin':
    case 'litecoin': {
      const prefix = network.addressFamily === 'bitcoin' ? 'bc' : 'ltc';
      const forms = [
        () => bech32.encode(prefix, [0, ...bech32.toWords(hash.subarray(0, 20))]),
        () =>
          network.addressFamily === 'bitcoin'
            ? bech32m.encode(prefix, [1, ...bech32m.toWords(hash)])
            : versioned(0x30, hash),
        () => versioned(network.addressFamily === 'bitcoin' ? 0x00 : 0x30, hash),
        () => versioned(network.addressFamily === 'bitcoin' ? 0x05 : 0x32, hash),
      ];
      return (forms[shape % forms.length] ?? forms[0])?.() ?? '';
    }
    case 'tron':
      return versioned(0x41, hash);
    case 'solana':
      return base58.encode(hash);
    case 'xrp':
      return xrpAddress(hash);
    case 'stellar':
      return stellarAddressOf(hash);
  }
}

/** A transaction hash of `network`: 0x and 64 hex on EVM networks, a base58 signature on Solana, 64 hex elsewhere. */
export function transactionHashOn(networkId: NetworkId, bytes: ByteSource): string {
  const network = networkById(networkId);
  if (!network) throw new Error(`No network ${networkId}`);
  if (network.hashFamily === 'solana') return base58.encode(bytes(64));
  const hex = bytesToHex(bytes(32));
  return network.hashFamily === 'evm' ? `0x${hex}` : network.id === 'xrp-ledger' ? hex.toUpperCase() : hex;
}
