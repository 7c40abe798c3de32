import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, isActiveStatus, type DisputeSummary } from '../../../api';
import { formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { useApiWrite } from '../../../data';
import { formatWaited, REPLIED_AFTER_CLOSING, repliedAfterClosing, UNASSIGNED, waitingSince } from './desk';

/**
 * One thread waiting on support: who, how long, who holds it, "Assign to me" and "Open". A closed
 * dispute its user wrote on after the decision is marked "Replied after closing"; it keeps its
 * assignee (the server refuses assigning a closed dispute), so it offers "Open" only.
 */
export function SupportThread({ dispute, me, now }: { dispute: DisputeSummary; me: string | null; now: number }) {
  const assign = useApiWrite('assignDispute');
  // Who held it when "Assign to me" was accepted: the row reads as mine until the refreshed list arrives.
  const [assignedFrom, setAssignedFrom] = useState<{ before: string | null } | null>(null);
  const holder = dispute.assignee?.id ?? null;
  const mine = me !== null && (holder === me || (assignedFrom !== null && holder === assignedFrom.before));
  const since = waitingSince(dispute) ?? dispute.createdAt;
  const closed = !isActiveStatus(dispute.status);

  const assignToMe = async () => {
    if (me === null) return;
    try {
      await assign.trigger({ id: dispute.id, body: { adminId: me } });
      setAssignedFrom({ before: holder });
    } catch {
      // The write keeps the refusal (assign.error), shown under the buttons.
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Text fontFamily="mono" fontWeight="semibold" overflowWrap="anywhere" minW="0">
            {dispute.id}
          </Text>
          <HStack gap="1.5" wrap="wrap">
            {repliedAfterClosing(dispute) ? (
              <Badge variant="outline" colorPalette="purple">
                {REPLIED_AFTER_CLOSING}
              </Badge>
            ) : null}
            <StatusBadge status={dispute.status} />
          </HStack>
        </HStack>
        <Text textStyle="sm" overflowWrap="anywhere">
          {dispute.userEmail}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          Waiting{' '}
          <time dateTime={since} title={formatDateTime(since)}>
            {formatWaited(since, now)}
          </time>
        </Text>
        <Text textStyle="xs" aria-live="polite">
          {mine ? (
            <Badge colorPalette="green" variant="subtle">
              Assigned to you
            </Badge>
          ) : dispute.assignee ? (
            `Assigned to ${dispute.assignee.name}`
          ) : (
            UNASSIGNED
          )}
        </Text>
        <HStack gap="2" wrap="wrap">
          {mine || closed ? null : (
            // The id is in the name but not on screen (the card shows it): "Assign DSP-100201 to me".
            <Button
              size="xs"
              variant="outline"
              disabled={me === null}
              loading={assign.isPending}
              loadingText="Assigning..."
              onClick={() => void assignToMe()}
            >
              Assign{' '}
              <Text as="span" srOnly>
                {dispute.id}
              </Text>{' '}
              to me
            </Button>
          )}
          <Button asChild size="xs" colorPalette="blue" variant="solid">
            <RouterLink to={`/admin/dispute/${encodeURIComponent(dispute.id)}`} aria-label={`Open ${dispute.id}`}>
              Open
            </RouterLink>
          </Button>
        </HStack>
        {assign.error !== undefined ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            Could not assign {dispute.id} to you: {errorText(assign.error)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
