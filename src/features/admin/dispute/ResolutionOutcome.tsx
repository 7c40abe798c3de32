import { Alert, DataList, Text } from '@chakra-ui/react';
import type { AdminDispute } from '../../../api';
import { chronological } from '../../../components/chronological';
import { formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { Fact, SectionCard } from './SectionCard';

/**
 * A closed dispute (Resolved or Rejected) shows how it ended instead of the form: the server
 * refuses a second resolution (409) anyway.
 */
export function ResolutionOutcome({ dispute }: { dispute: AdminDispute }) {
  // The newest closing entry and the newest support message the user could read, by time: the
  // arrays come in any order, and an internal note added after closing was never sent to the user.
  const closing = chronological(dispute.timeline)
    .reverse()
    .find((entry) => entry.status === dispute.status);
  const response = chronological(dispute.messages)
    .reverse()
    .find((message) => message.isFromAdmin && !message.internal);
  return (
    <SectionCard id="review-resolution" title="Resolution">
      <Alert.Root status={dispute.status === 'Resolved' ? 'success' : 'neutral'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{`This dispute is closed as ${dispute.status}.`}</Alert.Title>
          <Alert.Description>No further resolution can be recorded.</Alert.Description>
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
