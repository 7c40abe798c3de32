import { Alert, DataList, Text } from '@chakra-ui/react';
import { type AdminDispute } from '../../../api/admin';
import { chronological } from '../../../components/chronological';
import { formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { REPLIED_AFTER_CLOSING } from '../dashboard/desk';
import { Fact, mono } from './Fact';
import { SectionCard } from '../../../components/SectionCard';

export const REPLIED_AFTER_CLOSING_NOTICE =
  'The user wrote after this dispute was closed. Answer them in the conversation, or reopen it under Handling.';

/**
 * A closed dispute (Resolved or Rejected) shows how it ended instead of the form: the server
 * refuses a second resolution (409) until it is reopened. When its user wrote after the closing,
 * it says so first: the server says the dispute waits on support (`awaiting`,
 * docs/server.md#support-desk).
 */
export function ResolutionOutcome({ dispute }: { dispute: AdminDispute }) {
  // The newest closing entry and the support messages the user could read, by time: the arrays
  // come in any order, and an internal note added after closing was never sent to the user.
  const closing = chronological(dispute.timeline)
    .reverse()
    .find((entry) => entry.status === dispute.status);
  const visible = chronological(dispute.messages).filter((message) => !message.internal);
  const closedAt = closing ? Date.parse(closing.timestamp) : Number.POSITIVE_INFINITY;
  // The response sent with the decision, not a later reply.
  const response = visible
    .filter((message) => Date.parse(message.timestamp) <= closedAt)
    .reverse()
    .find((message) => message.isFromAdmin);
  const repliedAfter = dispute.awaiting === 'support';
  return (
    <SectionCard size="sm" id="review-resolution" title="Resolution">
      {repliedAfter ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{REPLIED_AFTER_CLOSING}</Alert.Title>
            <Alert.Description>{REPLIED_AFTER_CLOSING_NOTICE}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Alert.Root status={dispute.status === 'Resolved' ? 'success' : 'neutral'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{`This dispute is closed as ${dispute.status}.`}</Alert.Title>
          <Alert.Description>No further resolution can be recorded unless it is reopened.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <DataList.Root orientation="horizontal" size="sm">
        <Fact label="Outcome">
          <StatusBadge status={dispute.status} />
        </Fact>
        {closing ? (
          <>
            <Fact label="Details">{closing.details}</Fact>
            <Fact label="Closed">{formatDateTime(closing.timestamp)}</Fact>
          </>
        ) : null}
        {response ? (
          <Fact label="Response to user">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {response.content}
            </Text>
          </Fact>
        ) : null}
        {dispute.confirmedScam ? (
          <Fact label="Confirmed scam">
            <Text {...mono}>{dispute.confirmedScam.address}</Text>
            <Text textStyle="xs" color="fg.muted">
              {`Confirmed ${formatDateTime(dispute.confirmedScam.at)}${dispute.confirmedScam.by ? ` by ${dispute.confirmedScam.by.name}` : ''}`}
            </Text>
          </Fact>
        ) : null}
        {dispute.adminNotes ? (
          <Fact label="Admin notes">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {dispute.adminNotes}
            </Text>
          </Fact>
        ) : null}
      </DataList.Root>
    </SectionCard>
  );
}
