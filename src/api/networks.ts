/**
 * An extension of the contract: the networks a dispute can name, what their addresses, hashes and
 * memos look like, and where a block explorer shows a value (docs/transactions.md). This module has
 * no hashing code, so a page that only shows a network or links to an explorer stays light; the
 * checks are in ./transactionChecks.ts.
 */
import * as v from 'valibot';
import type { AddressFamily, HashFamily } from './chainFormats';

export const NETWORK_IDS = [
  'bitcoin',
  'ethereum',
  'bnb-smart-chain',
  'polygon',
  'arbitrum',
  'optimism',
  'base',
  'tron',
  'solana',
  'litecoin',
  'xrp-ledger',
  'stellar',
] as const;

export type NetworkId = (typeof NETWORK_IDS)[number];

/** A memo (XRP Ledger's destination tag, Stellar's memo): what an exchange uses to find whose deposit it is. */
export interface MemoRule {
  label: string;
  hint: string;
}

export interface ExplorerTemplates {
  /** A URL with `{value}` where the transaction hash goes. */
  transaction: string;
  /** A URL with `{value}` where the address goes. */
  address: string;
}

export interface Network {
  id: NetworkId;
  name: string;
  addressFamily: AddressFamily;
  hashFamily: HashFamily;
  /** Its own coin, the asset the form suggests. */
  nativeAsset: string;
  memo: MemoRule | null;
  explorer: ExplorerTemplates;
}

const EVM_EXPLORERS: Record<string, string> = {
  ethereum: 'https://etherscan.io',
  'bnb-smart-chain': 'https://bscscan.com',
  polygon: 'https://polygonscan.com',
  arbitrum: 'https://arbiscan.io',
  optimism: 'https://optimistic.etherscan.io',
  base: 'https://basescan.org',
};

const evm = (id: NetworkId, name: string, nativeAsset: string): Network => ({
  id,
  name,
  addressFamily: 'evm',
  hashFamily: 'evm',
  nativeAsset,
  memo: null,
  explorer: { transaction: `${EVM_EXPLORERS[id]}/tx/{value}`, address: `${EVM_EXPLORERS[id]}/address/{value}` },
});

export const NETWORKS: readonly Network[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    addressFamily: 'bitcoin',
    hashFamily: 'hex',
    nativeAsset: 'BTC',
    memo: null,
    explorer: { transaction: 'https://mempool.space/tx/{value}', address: 'https://mempool.space/address/{value}' },
  },
  evm('ethereum', 'Ethereum', 'ETH'),
  evm('bnb-smart-chain', 'BNB Smart Chain', 'BNB'),
  evm('polygon', 'Polygon', 'POL'),
  evm('arbitrum', 'Arbitrum', 'ETH'),
  evm('optimism', 'Optimism', 'ETH'),
  evm('base', 'Base', 'ETH'),
  {
    id: 'tron',
    name: 'Tron',
    addressFamily: 'tron',
    hashFamily: 'hex',
    nativeAsset: 'TRX',
    memo: null,
    explorer: {
      transaction: 'https://tronscan.org/#/transaction/{value}',
      address: 'https://tronscan.org/#/address/{value}',
    },
  },
  {
    id: 'solana',
    name: 'Solana',
    addressFamily: 'solana',
    hashFamily: 'solana',
    nativeAsset: 'SOL',
    memo: null,
    explorer: {
      transaction: 'https://explorer.solana.com/tx/{value}',
      address: 'https://explorer.solana.com/address/{value}',
    },
  },
  {
    id: 'litecoin',
    name: 'Litecoin',
    addressFamily: 'litecoin',
    hashFamily: 'hex',
    nativeAsset: 'LTC',
    memo: null,
    explorer: {
      transaction: 'https://blockchair.com/litecoin/transaction/{value}',
      address: 'https://blockchair.com/litecoin/address/{value}',
    },
  },
  {
    id: 'xrp-ledger',
    name: 'XRP Ledger',
    addressFamily: 'xrp',
    hashFamily: 'hex',
    nativeAsset: 'XRP',
    memo: { label: 'Destination tag', hint: 'A whole number from 0 to 4294967295' },
    explorer: {
      transaction: 'https://livenet.xrpl.org/transactions/{value}',
      address: 'https://livenet.xrpl.org/accounts/{value}',
    },
  },
  {
    id: 'stellar',
    name: 'Stellar',
    addressFamily: 'stellar',
    hashFamily: 'hex',
    nativeAsset: 'XLM',
    memo: { label: 'Memo', hint: 'Text or a number, at most 28 bytes' },
    explorer: {
      transaction: 'https://stellar.expert/explorer/public/tx/{value}',
      address: 'https://stellar.expert/explorer/public/account/{value}',
    },
  },
];

const BY_ID = new Map<string, Network>(NETWORKS.map((network) => [network.id, network]));

/** "a" or "an" before a name as it is read aloud: an Ethereum, an EVM, an XRP Ledger. */
export const withArticle = (words: string): string => (/^[AEIOUX]/.test(words) ? `an ${words}` : `a ${words}`);

/** The network of an id, or null for an id this product does not know (another server's). */
export const networkById = (id: string | null | undefined): Network | null => (id ? (BY_ID.get(id) ?? null) : null);

export const NETWORK_MESSAGE = 'Choose a network from the list';

/** A network in a filing: one of the ids, or '' (or absent) for "not given". */
export const NetworkFieldSchema = v.nullish(
  v.pipe(
    v.picklist(['', ...NETWORK_IDS], NETWORK_MESSAGE),
    v.description(
      `The network the transaction was on, or "" when not given: ${NETWORKS.map((n) => `${n.id} (${n.name})`).join(', ')}.`,
    ),
  ),
);

/** What an address of each family looks like, as the end of a sentence: "a Tron address …". */
export const ADDRESS_HINTS: Record<AddressFamily, string> = {
  evm: 'is 0x followed by 40 hex characters',
  bitcoin: 'starts with 1, 3 or bc1',
  litecoin: 'starts with L, M, 3 or ltc1',
  tron: 'starts with T and has 34 characters',
  solana: 'is 32 to 44 base58 characters',
  xrp: 'starts with r and has 25 to 35 characters',
  stellar: 'starts with G and has 56 characters',
};

export const HASH_HINTS: Record<HashFamily, string> = {
  evm: '0x followed by 64 hex characters',
  hex: '64 hex characters',
  solana: 'a base58 signature, usually 87 or 88 characters',
};

/**
 * The pattern each format's values match, for the document: a value must match it, and then pass
 * its checksum where the format has one (./chainFormats.ts reads both).
 */
export const ADDRESS_PATTERNS: Record<AddressFamily, string> = {
  evm: '^0x[0-9a-fA-F]{40}$',
  bitcoin: '^(1|3)[1-9A-HJ-NP-Za-km-z]{25,34}$ or ^(bc1|BC1)[02-9ac-hj-np-zAC-HJ-NP-Z]{6,87}$',
  litecoin: '^(L|M|3)[1-9A-HJ-NP-Za-km-z]{25,34}$ or ^(ltc1|LTC1)[02-9ac-hj-np-zAC-HJ-NP-Z]{6,87}$',
  tron: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  solana: '^[1-9A-HJ-NP-Za-km-z]{32,44}$',
  xrp: '^r[1-9A-HJ-NP-Za-km-z]{24,34}$',
  stellar: '^G[A-Z2-7]{55}$',
};

export const HASH_PATTERNS: Record<HashFamily, string> = {
  evm: '^0x[0-9a-fA-F]{64}$',
  hex: '^[0-9a-fA-F]{64}$',
  solana: '^[1-9A-HJ-NP-Za-km-z]{64,88}$',
};

export type ExplorerKind = keyof ExplorerTemplates;

/**
 * The explorer page of a value, or null when the network is unknown or its template is not a web
 * address. `overrides` are an integrator's templates by network (docs/transactions.md#explorers).
 */
export function explorerUrl(
  networkId: string | null | undefined,
  kind: ExplorerKind,
  value: string,
  overrides: Partial<Record<string, Partial<ExplorerTemplates>>> = {},
): string | null {
  const network = networkById(networkId);
  if (!network || value.trim() === '') return null;
  const template = overrides[network.id]?.[kind] ?? network.explorer[kind];
  if (!/^https?:\/\/[^\s]+$/.test(template) || !template.includes('{value}')) return null;
  return template.replace('{value}', encodeURIComponent(value.trim()));
}
