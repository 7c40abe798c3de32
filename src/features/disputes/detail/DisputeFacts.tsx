import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Dispute } from '../../../api';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate, formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';

/** A `YYYY-MM-DD` transaction date is a calendar day, not UTC midnight: read it in local time. */
export function formatTransactionDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return formatDate(value);
  return formatDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
}

const mono = { fontFamily: 'mono', wordBreak: 'break-all' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '36', sm: '44' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The facts of a dispute as a label/value list: the dispute information of /dispute/{id}. */
export function DisputeFactsList({ dispute }: { dispute: Dispute }) {
  return (
    <DataList.Root orientation="horizontal" size="md">
      <Row label="Dispute ID"><Text {...mono}>{dispute.id}</Text></Row>
      <Row label="Type">{DISPUTE_TYPE_LABELS[dispute.type]}</Row>
      <Row label="Status"><StatusBadge status={dispute.status} /></Row>
      <Row label="Amount">{formatAmount(dispute.amount)}</Row>
      <Row label="Transaction ID"><Text {...mono} textStyle="sm">{dispute.transactionId}</Text></Row>
      <Row label="Transaction date">{formatTransactionDate(dispute.transactionDate)}</Row>
      <Row label="Created">{formatDateTime(dispute.createdAt)}</Row>
      <Row label="Contact email"><Text wordBreak="break-all">{dispute.contactEmail}</Text></Row>
      <Row label="Contact phone">{dispute.contactPhone ? dispute.contactPhone : <Text color="fg.muted">Not provided</Text>}</Row>
    </DataList.Root>
  );
}

const DETAIL_LABELS = [
  ['transactionType', 'Transaction type'],
  ['network', 'Network'],
  ['gasPriceAtTime', 'Gas price at the time'],
  ['expectedFeeRange', 'Expected fee range'],
  ['actualFeeCharged', 'Actual fee charged'],
  ['feeDiscrepancy', 'Fee discrepancy'],
] as const;

/** The system's transaction details, when the server has them. */
export function TransactionDetailsList({ details }: { details: NonNullable<Dispute['transactionDetails']> }) {
  return (
    <DataList.Root orientation="horizontal" size="md">
      {DETAIL_LABELS.map(([key, label]) => (
        <Row key={key} label={label}>{details[key]}</Row>
      ))}
    </DataList.Root>
  );
}

/** A titled card section; `id` names the card for assistive technology through its heading. */
export function SectionCard({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg.panel">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={id}>{title}</Heading>
        {actions}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** The user's own words, kept as typed: line breaks preserved, long words wrapped, never markup. */
export function DescriptionText({ text }: { text: string }) {
  return <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{text}</Text>;
}
