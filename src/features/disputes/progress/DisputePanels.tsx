import { Alert, DataList, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Dispute } from '../../../api';
import { ExpectedResolution } from '../../../components/ExpectedResolution';
import { SupportAim } from '../../../components/dispute/SupportAim';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate } from '../../../components/format';
import { DescriptionText, formatTransactionDate, TransactionDetailsList } from '../detail/DisputeFacts';
import type { Tracker } from './tracker';

/** Users see the expected resolution 3 days ahead (docs/statuses.md#expected-resolution). */
const USER_DAYS_AHEAD = 3;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** What the user told us when filing: the transaction, the amount, how to reach them, their words. */
export function SuppliedDetails({ dispute }: { dispute: Dispute }) {
  return (
    <>
      <DataList.Root orientation="vertical" size="md" gap="3">
        <Row label="Transaction ID">
          <Text fontFamily="mono" textStyle="sm" wordBreak="break-all">
            {dispute.transactionId}
          </Text>
        </Row>
        <Row label="Transaction date">{formatTransactionDate(dispute.transactionDate)}</Row>
        <Row label="Amount">{formatAmount(dispute.amount)}</Row>
        <Row label="Type">{DISPUTE_TYPE_LABELS[dispute.type]}</Row>
        <Row label="Contact email">
          <Text wordBreak="break-all">{dispute.contactEmail}</Text>
        </Row>
        <Row label="Contact phone">
          {dispute.contactPhone ? dispute.contactPhone : <Text color="fg.muted">Not provided</Text>}
        </Row>
      </DataList.Root>
      <DataList.Root orientation="vertical" size="md">
        <Row label="Description">
          <DescriptionText text={dispute.description} />
        </Row>
      </DataList.Root>
    </>
  );
}

export const NO_SYSTEM_DETAILS = 'Our systems have not attached transaction data to this dispute yet.';

/** The system's own record of the transaction, when the server has one. */
export function SystemDetails({ dispute }: { dispute: Dispute }) {
  if (!dispute.transactionDetails) return <Text color="fg.muted">{NO_SYSTEM_DETAILS}</Text>;
  return <TransactionDetailsList details={dispute.transactionDetails} />;
}

/** Under the tracker: when to expect an answer, or how the case ended (with the timeline's words). */
export function OutcomeNote({ dispute, tracker }: { dispute: Dispute; tracker: Tracker }) {
  const last = [...dispute.timeline].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp)).at(-1);
  if (tracker.outcome === 'open') {
    const current = tracker.steps.find((step) => step.state === 'current');
    return (
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content minW="0">
          <Alert.Title>
            {current ? `Current step: ${current.title}` : 'Submitted: waiting for an investigator'}
          </Alert.Title>
          {/* The timeline's words come from the server: a hash in them must wrap, not widen the page. */}
          <Alert.Description overflowWrap="anywhere">
            <ExpectedResolution status={dispute.status} daysAhead={USER_DAYS_AHEAD} sla={dispute.sla} as="span" />
            {last ? <Text as="span">{` · Latest: ${last.details}`}</Text> : null}
          </Alert.Description>
          <SupportAim sla={dispute.sla} status={dispute.status} mt="1" />
        </Alert.Content>
      </Alert.Root>
    );
  }
  const declined = tracker.steps.find((step) => step.state === 'declined');
  const rejected = tracker.outcome === 'rejected';
  const on = last ? ` on ${formatDate(last.timestamp)}` : '';
  return (
    <Alert.Root status={rejected ? 'error' : 'success'} variant="subtle">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{rejected ? `Declined at ${declined?.title ?? 'review'}${on}` : `Resolved${on}`}</Alert.Title>
        {last ? <Alert.Description overflowWrap="anywhere">{last.details}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
