/**
 * The rules of a filing's network-aware fields, with their messages: the new-dispute form checks
 * them as a person types and the server checks the same here before it stores a filing (400 with
 * these messages). A value that fits another network names it, so the person can fix either the
 * network or the value (docs/transactions.md#the-checks).
 */
import { readAddress, readTransactionHash, type AddressFamily, type HashFamily } from './chainFormats';
import { ADDRESS_HINTS, HASH_HINTS, NETWORKS, networkById, withArticle, type Network } from './networks';

/** The filing's fields these rules judge, as sent (trimmed here). */
export interface TransactionFields {
  network?: string | null;
  transactionId?: string | null;
  fromAddress?: string | null;
  toAddress?: string | null;
  memo?: string | null;
}

export type TransactionField = 'transactionId' | 'fromAddress' | 'toAddress' | 'memo';

const EVM_NAMES = NETWORKS.filter((network) => network.addressFamily === 'evm').map((network) => network.name);

const listOf = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;

const EVM_WORDS = `EVM (${listOf(EVM_NAMES)})`;

/** The networks of address families, in words: "Tron", "Bitcoin or Litecoin", "EVM". */
function familyWords(families: readonly AddressFamily[]): string {
  if (families.includes('evm')) return 'EVM';
  return listOf(families.map((family) => NETWORKS.find((n) => n.addressFamily === family)?.name ?? family));
}

/** "a Tron address", "an EVM address (Ethereum, BNB Smart Chain, …)". */
const addressWords = (families: readonly AddressFamily[]) =>
  families.includes('evm') ? `an EVM address (${listOf(EVM_NAMES)})` : `${withArticle(familyWords(families))} address`;

const HASH_WORDS: Record<HashFamily, string> = {
  evm: `an ${EVM_WORDS.replace(' (', ' transaction hash (')}`,
  hex: `${withArticle(listOf(NETWORKS.filter((network) => network.hashFamily === 'hex').map((network) => network.name)))} transaction hash`,
  solana: 'a Solana transaction signature',
};

export const transactionMessages = {
  addressNotOf: (network: Network) =>
    `This is not ${withArticle(network.name)} address: ${withArticle(network.name)} address ${ADDRESS_HINTS[network.addressFamily]}`,
  addressOtherNetwork: (families: readonly AddressFamily[], network: Network) =>
    `This looks like ${addressWords(families)}; the network chosen is ${network.name}`,
  /** `networkName`: the chosen network's, or the format's ("EVM", "Bitcoin or Litecoin") when none is chosen. */
  checksum: (networkName: string) =>
    `This ${networkName} address fails its checksum: a character is wrong, missing or swapped`,
  testnet: 'This is a Bitcoin test-network address: its coins have no value',
  hashNotAddress: 'This is a transaction hash, not an address',
  hashNotOf: (network: Network) =>
    `This is not ${withArticle(network.name)} transaction hash: ${withArticle(network.name)} transaction hash is ${HASH_HINTS[network.hashFamily]}`,
  /** Names the format's hint too: an EVM hash pasted without its 0x is the commonest case. */
  hashOtherNetwork: (family: HashFamily, network: Network) =>
    `This looks like ${HASH_WORDS[family]}; the network chosen is ${network.name}, whose transaction hashes are ${HASH_HINTS[network.hashFamily]}`,
  addressNotHash: 'This is an address, not a transaction hash',
  noMemo: (network: Network) => `${network.name} transactions carry no memo; leave this empty`,
  destinationTag: 'A destination tag is a whole number from 0 to 4294967295',
  stellarMemo: 'A Stellar memo is at most 28 bytes',
} as const;

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * An address on `network`, or with no network chosen (a filing without one, the registration
 * wallet, Report a Scam's wallets): then only a value some network's format recognises is judged,
 * by its checksum, and a transaction hash is refused; the product cannot judge networks it does
 * not list.
 */
export function checkAddress(networkId: string | null | undefined, raw: string | null | undefined): string | null {
  const value = text(raw);
  if (value === '') return null;
  const network = networkById(networkId);
  const read = readAddress(value);
  if (!network) {
    if (read?.checksum === 'invalid') return transactionMessages.checksum(familyWords(read.families));
    if (!read && readTransactionHash(value)) return transactionMessages.hashNotAddress;
    return null;
  }
  if (!read)
    return readTransactionHash(value) ? transactionMessages.hashNotAddress : transactionMessages.addressNotOf(network);
  if (!read.families.includes(network.addressFamily))
    return transactionMessages.addressOtherNetwork(read.families, network);
  if (read.checksum === 'invalid') return transactionMessages.checksum(network.name);
  if (read.testnet) return transactionMessages.testnet;
  return null;
}

/** A transaction hash on `network`; with no network chosen, the original rule alone (any text) applies. */
export function checkTransactionHash(
  networkId: string | null | undefined,
  raw: string | null | undefined,
): string | null {
  const value = text(raw);
  const network = networkById(networkId);
  if (value === '' || !network) return null;
  const family = readTransactionHash(value);
  if (family === network.hashFamily) return null;
  if (family) return transactionMessages.hashOtherNetwork(family, network);
  if (readAddress(value)) return transactionMessages.addressNotHash;
  return transactionMessages.hashNotOf(network);
}

const MAX_DESTINATION_TAG = 4_294_967_295;

export function checkMemo(networkId: string | null | undefined, raw: string | null | undefined): string | null {
  const value = text(raw);
  const network = networkById(networkId);
  if (value === '' || !network) return null;
  if (!network.memo) return transactionMessages.noMemo(network);
  if (network.id === 'xrp-ledger' && !(/^\d{1,10}$/.test(value) && Number(value) <= MAX_DESTINATION_TAG))
    return transactionMessages.destinationTag;
  if (network.id === 'stellar' && new TextEncoder().encode(value).length > 28) return transactionMessages.stellarMemo;
  return null;
}

/** Every broken rule of the fields, by field: what the server answers in `fieldErrors` and the form shows. */
export function transactionFieldErrors(fields: TransactionFields): Partial<Record<TransactionField, string>> {
  const errors: Partial<Record<TransactionField, string>> = {};
  const checks: [TransactionField, string | null][] = [
    ['transactionId', checkTransactionHash(fields.network, fields.transactionId)],
    ['fromAddress', checkAddress(fields.network, fields.fromAddress)],
    ['toAddress', checkAddress(fields.network, fields.toAddress)],
    ['memo', checkMemo(fields.network, fields.memo)],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}
