/**
 * The transactions of the demo disputes: real-format values with real checksums on every network
 * (./chainValues.ts), drawn from a generator of their own per dispute, so the rest of the demo data
 * draws exactly what it drew before. Two of every three disputes name their network; two name the
 * same recipient (so related disputes show), and two are the commonest deposit mistakes: the wrong
 * network and a missing destination tag (docs/transactions.md).
 */
import { Faker, en } from '@faker-js/faker';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import { toChecksumAddress } from '../../src/api/chainFormats';
import { NETWORK_IDS, networkById, type NetworkId } from '../../src/api/networks';
import { addressOn, transactionHashOn, type ByteSource } from './chainValues';

const SEED = 20261129;

const bytesOf =
  (faker: Faker): ByteSource =>
  (length) =>
    Uint8Array.from({ length }, () => faker.number.int(255));

/** The scam recipient two sample disputes name: an Ethereum address, checksummed. */
export const SEEDED_SHARED_RECIPIENT = addressOn('ethereum', bytesOf(new Faker({ locale: [en], seed: SEED })));

/** The positions (in filing order) of the disputes that name it. */
export const SHARED_RECIPIENT_DISPUTES = [20, 47] as const;

export interface SeedTransaction {
  network: NetworkId;
  asset: string;
  transactionId: string;
  fromAddress: string;
  toAddress: string;
  memo: string | null;
  /** A description that tells the dispute's own story, in place of the drawn one. */
  description?: string;
}

const STABLECOIN_NETWORKS = new Set<NetworkId>(['ethereum', 'tron', 'bnb-smart-chain', 'polygon', 'solana']);

export const WRONG_NETWORK_DESCRIPTION =
  "I sent 1,200 USDT on BNB Smart Chain to my exchange's deposit address, but the exchange only accepts USDT on Ethereum there. The deposit never arrived and the exchange says it cannot see it.";
export const MISSING_MEMO_DESCRIPTION =
  'I sent XRP to my exchange account but left out the destination tag. The transfer shows as complete on the ledger, yet the exchange says it cannot tell whose deposit it is.';

/**
 * The transaction of the dispute filed `index`-th, or null for one filed with the original fields
 * only. `ownerWallet` is the filer's wallet on record, their sending address where it fits.
 */
export function seedTransaction(index: number, ownerWallet: string | null): SeedTransaction | null {
  const shared = (SHARED_RECIPIENT_DISPUTES as readonly number[]).includes(index);
  if (index % 3 === 2 && !shared && index !== 38) return null;
  const faker = new Faker({ locale: [en], seed: SEED + 1 + index });
  const bytes = bytesOf(faker);
  const network: NetworkId = shared
    ? 'ethereum'
    : index === 31
      ? 'bnb-smart-chain'
      : index === 38
        ? 'xrp-ledger'
        : (NETWORK_IDS[(index - Math.floor(index / 3)) % NETWORK_IDS.length] ?? 'ethereum');
  const about = networkById(network);
  const stable = STABLECOIN_NETWORKS.has(network) && faker.datatype.boolean();
  const evmWallet = ownerWallet !== null && /^0x[0-9a-f]{40}$/i.test(ownerWallet);
  const fromAddress =
    about?.addressFamily === 'evm' && evmWallet ? toChecksumAddress(ownerWallet) : addressOn(network, bytes, index);
  const transaction: SeedTransaction = {
    network,
    asset: index === 31 ? 'USDT' : stable ? 'USDT' : (about?.nativeAsset ?? 'ETH'),
    transactionId: transactionHashOn(network, bytes),
    fromAddress,
    toAddress: shared ? SEEDED_SHARED_RECIPIENT : addressOn(network, bytes, index + 1),
    memo: network === 'stellar' ? String(faker.number.int({ min: 100000, max: 999999 })) : null,
  };
  if (index === 31) transaction.description = WRONG_NETWORK_DESCRIPTION;
  if (index === 38) transaction.description = MISSING_MEMO_DESCRIPTION;
  return transaction;
}

/**
 * A sample user's wallet from the draws the demo data made for it before wallets were real: the
 * same draws, so nothing after them moves, turned into a valid address (checksummed EVM, or a
 * bech32 Bitcoin address from a hash of the drawn text).
 */
export function walletFromDraw(drawn: string, bitcoin: boolean): string {
  if (!bitcoin) return toChecksumAddress(drawn.startsWith('0x') ? drawn : `0x${drawn}`);
  const program = sha256(new TextEncoder().encode(drawn)).subarray(0, 20);
  return bech32.encode('bc', [0, ...bech32.toWords(program)]);
}
