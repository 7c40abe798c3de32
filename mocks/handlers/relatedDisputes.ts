/**
 * A dispute's similar cases: first the disputes that name the same transaction hash or one of its
 * addresses (most shared values first), then those of the same type, newest first within each
 * (docs/transactions.md#related-disputes). Values compare as the scam check compares them: hex and
 * bech32 in any letter case, base58 exactly.
 */
import { normaliseScamQuery } from '../../src/api';
import type { SharedValue } from '../../src/api/admin';
import type { StoredDispute } from '../db/types';

export const SIMILAR_CASES = 5;

const key = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed.length < 8 ? null : normaliseScamQuery(trimmed).value;
};

/** The addresses a dispute names, either side. */
const addressesOf = (dispute: StoredDispute) =>
  new Set([key(dispute.fromAddress), key(dispute.toAddress)].filter((value) => value !== null));

/** Which of `dispute`'s values `other` also names. */
export function sharedValues(dispute: StoredDispute, other: StoredDispute): SharedValue[] {
  const shared: SharedValue[] = [];
  const hash = key(dispute.transactionId);
  if (hash !== null && hash === key(other.transactionId)) shared.push('transactionId');
  const theirs = addressesOf(other);
  const from = key(dispute.fromAddress);
  const to = key(dispute.toAddress);
  if (from !== null && theirs.has(from)) shared.push('fromAddress');
  if (to !== null && to !== from && theirs.has(to)) shared.push('toAddress');
  return shared;
}

export interface RankedCase {
  dispute: StoredDispute;
  shared: SharedValue[];
}

/** Up to SIMILAR_CASES other disputes, ranked by shared values, then same type, then newest. */
export function similarCases(dispute: StoredDispute, all: readonly StoredDispute[]): RankedCase[] {
  return all
    .filter((candidate) => candidate.id !== dispute.id)
    .map((candidate) => ({ dispute: candidate, shared: sharedValues(dispute, candidate) }))
    .filter(({ dispute: candidate, shared }) => shared.length > 0 || candidate.type === dispute.type)
    .sort(
      (a, b) =>
        b.shared.length - a.shared.length ||
        Number(b.dispute.type === dispute.type) - Number(a.dispute.type === dispute.type) ||
        b.dispute.createdAt.localeCompare(a.dispute.createdAt) ||
        b.dispute.id.localeCompare(a.dispute.id),
    )
    .slice(0, SIMILAR_CASES);
}
