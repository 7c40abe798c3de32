import { DataList, Text } from '@chakra-ui/react';
import type { AdminDispute, TechnicalAnalysis, TransactionDetails } from '../../../api';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate, formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { Fact, mono, SectionCard } from './SectionCard';

export const NO_TRANSACTION_DETAILS = 'No transaction details on record.';
/** Shown word for word (docs/texts.md#empty-texts). */
export const NO_TECHNICAL_ANALYSIS = 'No technical analysis available yet.';

/** A `YYYY-MM-DD` transaction date is a calendar day: read it in local time, not as UTC midnight. */
function formatTransactionDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? formatDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : formatDate(value);
}

export function DisputeDetailsCard({ dispute }: { dispute: AdminDispute }) {
  return (
    <SectionCard id="review-dispute" title="Dispute details">
      <DataList.Root orientation="horizontal" size="sm">
        <Fact label="Dispute ID"><Text {...mono}>{dispute.id}</Text></Fact>
        <Fact label="Type">{DISPUTE_TYPE_LABELS[dispute.type]}</Fact>
        <Fact label="Status"><StatusBadge status={dispute.status} /></Fact>
        <Fact label="Amount">{formatAmount(dispute.amount)}</Fact>
        <Fact label="Transaction ID"><Text {...mono} textStyle="sm">{dispute.transactionId}</Text></Fact>
        <Fact label="Transaction date">{formatTransactionDate(dispute.transactionDate)}</Fact>
        <Fact label="Filed">{formatDateTime(dispute.createdAt)}</Fact>
        <Fact label="Contact email"><Text wordBreak="break-all">{dispute.contactEmail}</Text></Fact>
        <Fact label="Contact phone">{dispute.contactPhone ?? <Text color="fg.muted">Not provided</Text>}</Fact>
      </DataList.Root>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{dispute.description}</Text>
    </SectionCard>
  );
}

const DETAIL_LABELS: [keyof TransactionDetails, string][] = [
  ['transactionType', 'Transaction type'],
  ['network', 'Network'],
  ['gasPriceAtTime', 'Gas price at the time'],
  ['expectedFeeRange', 'Expected fee range'],
  ['actualFeeCharged', 'Actual fee charged'],
  ['feeDiscrepancy', 'Fee discrepancy'],
];

export function TransactionDetailsCard({ details }: { details: TransactionDetails | null }) {
  return (
    <SectionCard id="review-transaction" title="Verified transaction details">
      {details ? (
        <DataList.Root orientation="horizontal" size="sm">
          {DETAIL_LABELS.map(([key, label]) => (
            <Fact key={key} label={label}>{details[key]}</Fact>
          ))}
        </DataList.Root>
      ) : (
        <Text color="fg.muted">{NO_TRANSACTION_DETAILS}</Text>
      )}
    </SectionCard>
  );
}

export function TechnicalAnalysisCard({ analysis }: { analysis: TechnicalAnalysis | null }) {
  return (
    <SectionCard id="review-analysis" title="Technical analysis">
      {analysis ? (
        <DataList.Root orientation="vertical" size="sm">
          <Fact label="System report"><Text whiteSpace="pre-wrap" overflowWrap="anywhere">{analysis.systemReport}</Text></Fact>
          <Fact label="Recommendation"><Text whiteSpace="pre-wrap" overflowWrap="anywhere">{analysis.recommendation}</Text></Fact>
        </DataList.Root>
      ) : (
        <Text color="fg.muted">{NO_TECHNICAL_ANALYSIS}</Text>
      )}
    </SectionCard>
  );
}
