import { DataList, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Dispute, TransactionDetails } from '../../api';
import { networkById } from '../../api/networks';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate, formatDateTime } from '../format';
import { StatusBadge } from '../StatusBadge';
import { FILED_LABEL } from './labels';
import { ChainValue, MONO_TEXT, NetworkAndAsset } from './TransactionFacts';

/**
 * How dense a facts list is: `md` on the user's dispute page and its printed copy, `sm` in the
 * admin review's cards, whose labels line up with the other admin cards' 9rem labels.
 */
export type FactsSize = 'sm' | 'md';

const LABEL_WIDTH = { sm: '9rem', md: { base: '36', sm: '44' } } as const;

export { FILED_LABEL };

/** A `YYYY-MM-DD` transaction date is a calendar day, not UTC midnight: read it in local time. */
export function formatTransactionDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return formatDate(value);
  return formatDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
}

export { MONO_TEXT };

/** One label/value row of a facts list; `size` must match the list's. */
export function FactRow({ label, size = 'md', children }: { label: string; size?: FactsSize; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={LABEL_WIDTH[size]}>{label}</DataList.ItemLabel>
      {/* A value can be one long word (an email, a fee string from another server): it breaks rather than widen the card. */}
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The facts of a dispute as a label/value list, the same on the user's dispute page and the admin
 * review. `children` are further `FactRow`s one side alone shows, listed after the common ones.
 */
export function DisputeFactsList({
  dispute,
  size = 'md',
  children,
}: {
  dispute: Dispute;
  size?: FactsSize;
  children?: ReactNode;
}) {
  return (
    <DataList.Root orientation="horizontal" size={size}>
      <FactRow size={size} label="Dispute ID">
        <Text {...MONO_TEXT}>{dispute.id}</Text>
      </FactRow>
      <FactRow size={size} label="Type">
        {DISPUTE_TYPE_LABELS[dispute.type]}
      </FactRow>
      <FactRow size={size} label="Status">
        <StatusBadge status={dispute.status} />
      </FactRow>
      <FactRow size={size} label="Amount">
        {formatAmount(dispute.amount)}
      </FactRow>
      {dispute.network || dispute.asset ? (
        <FactRow size={size} label="Network">
          <NetworkAndAsset dispute={dispute} />
        </FactRow>
      ) : null}
      <FactRow size={size} label="Transaction ID">
        <ChainValue network={dispute.network} kind="transaction" value={dispute.transactionId} />
      </FactRow>
      <TransactionAddressRows dispute={dispute} size={size} />
      <FactRow size={size} label="Transaction date">
        {formatTransactionDate(dispute.transactionDate)}
      </FactRow>
      <FactRow size={size} label={FILED_LABEL}>
        {formatDateTime(dispute.createdAt)}
      </FactRow>
      <FactRow size={size} label="Contact email">
        <Text wordBreak="break-all">{dispute.contactEmail}</Text>
      </FactRow>
      <FactRow size={size} label="Contact phone">
        {dispute.contactPhone ? dispute.contactPhone : <Text color="fg.muted">Not provided</Text>}
      </FactRow>
      {children}
    </DataList.Root>
  );
}

/** The addresses and the memo as filed; a network with a memo shows its row even when none was given. */
function TransactionAddressRows({ dispute, size }: { dispute: Dispute; size: FactsSize }) {
  const memo = networkById(dispute.network)?.memo ?? null;
  return (
    <>
      {dispute.fromAddress ? (
        <FactRow size={size} label="Sent from">
          <ChainValue network={dispute.network} kind="address" value={dispute.fromAddress} />
        </FactRow>
      ) : null}
      {dispute.toAddress ? (
        <FactRow size={size} label="Sent to">
          <ChainValue network={dispute.network} kind="address" value={dispute.toAddress} />
        </FactRow>
      ) : null}
      {memo || dispute.memo ? (
        <FactRow size={size} label={memo?.label ?? 'Memo'}>
          {dispute.memo ? <Text {...MONO_TEXT}>{dispute.memo}</Text> : <Text color="fg.muted">Not given</Text>}
        </FactRow>
      ) : null}
    </>
  );
}

const DETAIL_LABELS: readonly (readonly [keyof TransactionDetails, string])[] = [
  ['transactionType', 'Transaction type'],
  ['network', 'Network'],
  ['gasPriceAtTime', 'Gas price at the time'],
  ['expectedFeeRange', 'Expected fee range'],
  ['actualFeeCharged', 'Actual fee charged'],
  ['feeDiscrepancy', 'Fee discrepancy'],
];

/** The system's transaction details of a dispute, when the server has them. */
export function TransactionDetailsList({ details, size = 'md' }: { details: TransactionDetails; size?: FactsSize }) {
  return (
    <DataList.Root orientation="horizontal" size={size}>
      {DETAIL_LABELS.map(([key, label]) => (
        <FactRow key={key} size={size} label={label}>
          {details[key]}
        </FactRow>
      ))}
    </DataList.Root>
  );
}

/** The user's own words, kept as typed: line breaks preserved, long words wrapped, never markup. */
export function DescriptionText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {text}
    </Text>
  );
}
