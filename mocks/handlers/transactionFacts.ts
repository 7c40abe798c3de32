/**
 * What the backend derives from a dispute's network-aware values, with how it found each fact:
 * every value's format and checksum verdict, what does not fit, and how often each address
 * appears in other disputes, scam reports, scam alerts and confirmed scams
 * (docs/transactions.md#computed-facts). Nothing is looked up on a network.
 */
import { normaliseScamQuery } from '../../src/api';
import type { TechnicalAnalysis } from '../../src/api';
import type { AddressReputation, TransactionFacts, ValueFact } from '../../src/api/admin';
import { readAddress, readTransactionHash, type AddressFamily, type AddressReading } from '../../src/api/chainFormats';
import { NETWORKS, networkById, withArticle, type Network } from '../../src/api/networks';
import { checkMemo } from '../../src/api/transactionChecks';
import type { DbDocument, StoredDispute } from '../db/types';
import { mentions } from './scamCheck';

const namesOf = (families: readonly AddressFamily[]) =>
  NETWORKS.filter((network) => families.includes(network.addressFamily)).map((network) => network.name);

/** How a reading's checksum was verified, in words. */
function checksumWords(read: AddressReading): string {
  const [family] = read.families;
  if (family === 'evm')
    return read.checksum === 'none'
      ? 'An EVM address in one letter case carries no checksum: only its format (0x and 40 hex) was checked.'
      : 'EIP-55: the letter case was compared with the keccak-256 hash of the lower-case address.';
  if (family === 'solana') return 'Solana keys carry no checksum: it decodes from base58 to 32 bytes.';
  if (family === 'stellar') return 'Stellar StrKey: the CRC-16/XMODEM of the key was compared with its last 2 bytes.';
  if (read.format?.startsWith('bech32'))
    return `${read.format.startsWith('bech32m') ? 'bech32m (BIP 350)' : 'bech32 (BIP 173)'}: its 6-character checksum was verified.`;
  return 'base58check: the last 4 bytes were compared with the double SHA-256 of the rest.';
}

function addressFact(field: string, value: string, network: Network | null): ValueFact {
  const read = readAddress(value);
  if (!read)
    return { field, value, verdict: 'not-recognised', fits: [], derivation: 'No listed network uses this format.' };
  const fits = namesOf(read.families);
  const derivation = checksumWords(read);
  if (network && !read.families.includes(network.addressFamily))
    return {
      field,
      value,
      verdict: 'other-network',
      fits,
      derivation: `${derivation} The format is not ${network.name}'s.`,
    };
  const verdict = read.checksum === 'valid' ? 'valid' : read.checksum === 'none' ? 'no-checksum' : 'checksum-failed';
  return { field, value, verdict, fits, derivation };
}

function hashFact(value: string, network: Network): ValueFact {
  const family = readTransactionHash(value);
  const fits = NETWORKS.filter((candidate) => candidate.hashFamily === family).map((candidate) => candidate.name);
  const derivation = 'A transaction hash has no checksum: only its format was checked.';
  if (!family) return { field: 'transactionId', value, verdict: 'not-recognised', fits, derivation };
  const verdict = family === network.hashFamily ? 'valid' : 'other-network';
  return { field: 'transactionId', value, verdict, fits, derivation };
}

function memoFact(dispute: StoredDispute, network: Network): ValueFact | null {
  if (!network.memo) return null;
  const value = dispute.memo ?? '';
  if (value === '')
    return {
      field: 'memo',
      value,
      verdict: 'missing',
      fits: [],
      derivation: `No ${network.memo.label.toLowerCase()} was given.`,
    };
  const problem = checkMemo(network.id, value);
  return {
    field: 'memo',
    value,
    verdict: problem ? 'not-recognised' : 'valid',
    fits: [],
    derivation: problem ?? network.memo.hint,
  };
}

const key = (value: string) => normaliseScamQuery(value).value;

/** The day (midnight UTC) of a moment: a count's date never points at a person. */
const dayOf = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;

export function reputationOf(
  data: DbDocument,
  dispute: StoredDispute,
  field: string,
  address: string,
): AddressReputation {
  const wanted = key(address);
  const query = normaliseScamQuery(address);
  const names = (other: StoredDispute) =>
    [other.fromAddress, other.toAddress].some((value) => value != null && key(value) === wanted);
  const others = data.disputes.filter((other) => other.id !== dispute.id);
  const reporters = new Set(
    others
      .filter(
        (other) =>
          other.type === 'scam_report' &&
          ((other.toAddress != null && key(other.toAddress) === wanted) || mentions(other.description, query)),
      )
      .map((other) => other.userId),
  );
  const confirmed = data.disputes
    .filter((other) => other.confirmedScam && key(other.confirmedScam.address) === wanted)
    .map((other) => other.confirmedScam?.at ?? '')
    .sort();
  const last = confirmed.at(-1);
  return {
    field,
    address,
    otherDisputes: others.filter(names).length,
    scamReports: reporters.size,
    scamAlerts: data.scamAlerts.filter((alert) => mentions(`${alert.title}\n${alert.description}`, query)).length,
    confirmedScams: confirmed.length,
    lastConfirmedAt: last ? dayOf(last) : null,
  };
}

const FIELD_WORDS: Record<string, string> = {
  transactionId: 'The transaction hash',
  fromAddress: 'The sending address',
  toAddress: 'The recipient address',
  memo: 'The memo',
};

/** The facts of a dispute that names its network or an address; null for one with the original fields only. */
export function transactionFactsOf(data: DbDocument, dispute: StoredDispute): TransactionFacts | null {
  if (!dispute.network && !dispute.fromAddress && !dispute.toAddress) return null;
  const network = networkById(dispute.network);
  const addresses = (['fromAddress', 'toAddress'] as const).flatMap((field) => {
    const value = dispute[field];
    return value ? [[field, value] as const] : [];
  });
  const memo = network ? memoFact(dispute, network) : null;
  const values = [
    ...(network ? [hashFact(dispute.transactionId, network)] : []),
    ...addresses.map(([field, value]) => addressFact(field, value, network)),
    ...(memo ? [memo] : []),
  ];
  const mismatches = values.flatMap((fact) => {
    const what = FIELD_WORDS[fact.field] ?? fact.field;
    if (fact.verdict === 'other-network')
      return [`${what} has the format of ${fact.fits.join(', ')}, not ${network?.name ?? 'the chosen network'}.`];
    if (fact.verdict === 'checksum-failed') return [`${what} fails its checksum: a character is wrong.`];
    if (fact.verdict === 'missing' && network?.memo)
      return [
        `No ${network.memo.label.toLowerCase()}: an exchange needs it to credit ${withArticle(network.name)} deposit.`,
      ];
    return [];
  });
  if (dispute.fromAddress && dispute.toAddress && key(dispute.fromAddress) === key(dispute.toAddress))
    mismatches.push('The sending and recipient addresses are the same.');
  const reputation = addresses.map(([field, value]) => reputationOf(data, dispute, field, value));
  return { values, mismatches, reputation };
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The technical analysis, written from the facts: what was checked and what support should do next. */
export function analysisOf(facts: TransactionFacts, network: Network | null): TechnicalAnalysis {
  const recipient = facts.reputation.find((entry) => entry.field === 'toAddress');
  const checked = facts.values.filter((fact) => fact.verdict === 'valid' || fact.verdict === 'no-checksum').length;
  const report = [
    `${checked} of ${count(facts.values.length, 'value')} read as ${network ? `${network.name}'s` : 'a listed network\u2019s'} format${facts.mismatches.length ? `; ${facts.mismatches.length} do not fit` : ''}.`,
    recipient
      ? `The recipient appears in ${count(recipient.otherDisputes, 'other dispute')}, ${count(recipient.scamReports, 'scam report')} and ${count(recipient.scamAlerts, 'scam alert')}; ${recipient.confirmedScams > 0 ? `support confirmed it as a scam in ${count(recipient.confirmedScams, 'closed dispute')}` : 'support has never confirmed it as a scam'}.`
      : 'No recipient address was given.',
  ].join(' ');
  let recommendation = 'Nothing in the values points to a known scam: verify the transaction on the explorer.';
  if (facts.mismatches.length > 0)
    recommendation = 'Ask the user to confirm the network and the values that do not fit before deciding.';
  if (facts.values.some((fact) => fact.verdict === 'missing'))
    recommendation = 'Ask the receiving exchange to trace the deposit by its transaction hash and sending address.';
  if (recipient && (recipient.otherDisputes > 0 || recipient.scamReports > 0))
    recommendation = 'Review the related disputes together: the recipient is named elsewhere.';
  if (recipient && recipient.confirmedScams > 0)
    recommendation = 'The recipient was confirmed as a scam in a closed dispute: decide on that basis.';
  return { systemReport: report, recommendation, sample: false };
}
