/**
 * Extensions of a filing: the network, the asset, the two addresses and the memo of the
 * transaction. All optional, so a server that knows only the original fields still conforms and
 * a filing without them is what it always was. What a pattern can say is stated here; each
 * network's format and checksum are judged by ./transactionChecks.ts and answered 400 with its
 * messages (docs/transactions.md).
 */
import * as v from 'valibot';
import { textRules } from './documentedRules';
import {
  ADDRESS_HINTS,
  ADDRESS_PATTERNS,
  HASH_HINTS,
  HASH_PATTERNS,
  NETWORKS,
  NetworkFieldSchema,
  type Network,
} from './networks';
import { tooLong } from './requestFields';

export const TRANSACTION_LIMITS = { addressMax: 128, memoMax: 64, assetMax: 12 } as const;

export const ASSET_MESSAGE = 'An asset is a symbol such as BTC, ETH or USDT: letters and digits, at most 12';
/** Nothing, or a symbol: a letter or digit, then letters, digits or dots (stETH, USDC.e). */
const ASSET_PATTERN = /^\s*(?:[A-Za-z0-9][A-Za-z0-9.]{0,11})?\s*$/;

/** Each format once, with the networks that use it: "Ethereum, Polygon …: 0x and 40 hex (^0x…$)". */
function byFormat<K extends string>(
  familyOf: (network: Network) => K,
  words: Record<K, string>,
  patterns: Record<K, string>,
) {
  const families = [...new Set(NETWORKS.map(familyOf))];
  return families
    .map((family) => {
      const names = NETWORKS.filter((network) => familyOf(network) === family).map((network) => network.name);
      return `${names.join(', ')}: ${words[family].replace(/^is /, '')} (${patterns[family]})`;
    })
    .join('; ');
}

const optionalChainText = (max: number, description: string) =>
  v.nullish(v.pipe(v.string(), ...textRules(tooLong(max)), v.trim(), v.description(description)));

export const TransactionFieldsSchema = v.object({
  network: NetworkFieldSchema,
  asset: v.nullish(
    v.pipe(
      v.string(ASSET_MESSAGE),
      ...textRules({ pattern: ASSET_PATTERN, message: ASSET_MESSAGE }),
      v.trim(),
      v.description('The asset sent, by its symbol (BTC, ETH, USDT); "" when not given.'),
    ),
  ),
  fromAddress: optionalChainText(
    TRANSACTION_LIMITS.addressMax,
    `The address the money left from. With a network, it must be that network's address and pass its checksum (400 otherwise; none for Solana, and none for an EVM address in one letter case): ${byFormat((n) => n.addressFamily, ADDRESS_HINTS, ADDRESS_PATTERNS)}.`,
  ),
  toAddress: optionalChainText(
    TRANSACTION_LIMITS.addressMax,
    'The address the money went to, checked as fromAddress is.',
  ),
  memo: optionalChainText(
    TRANSACTION_LIMITS.memoMax,
    `The memo or destination tag, on the networks that have one: ${NETWORKS.flatMap((n) => (n.memo ? [`${n.name}: ${n.memo.label}, ${n.memo.hint.toLowerCase()}`] : [])).join('; ')}. Any other network refuses one (400).`,
  ),
});

/** What the transaction id must look like once a network is given, for the document. */
export const TRANSACTION_ID_DESCRIPTION = `Any text when no network is given. With a network, its transaction hash (400 otherwise): ${byFormat((n) => n.hashFamily, HASH_HINTS, HASH_PATTERNS)}.`;
