import { Badge, Box, Button, Card, Flex, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, type DisputeSummary } from '../../../api';
import { ErrorState } from '../../../components/ErrorState';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDateTime } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { attentionList, type AttentionItem, type WaitingOnUser } from './insights';
import type { ActiveDisputeDetails } from './useActiveDisputeDetails';

export const ATTENTION_TITLE = 'Needs your attention';
export const CHECKING_TEXT = 'Checking which disputes wait on your reply...';
export const NO_OPEN_DISPUTES = 'You have no open disputes. Nothing needs your attention.';

const REASON_TEXT = {
  'support-replied': 'Support replied',
  'information-requested': 'Support asked for more information',
} as const;

function RowLink({ to, label, id, waiting }: { to: string; label: string; id: string; waiting: boolean }) {
  return (
    <Button
      asChild
      size="sm"
      flexShrink={0}
      colorPalette={waiting ? 'error' : 'gray'}
      variant={waiting ? 'solid' : 'outline'}
    >
      {/* The visible words first in the name, then which dispute (WCAG 2.5.3 label in name). */}
      <RouterLink to={to} aria-label={`${label} on ${id}`}>
        {label}
      </RouterLink>
    </Button>
  );
}

/** A dispute waiting on the user: prominent, with why and since when. */
function WaitingRow({ dispute, waiting, to }: { dispute: DisputeSummary; waiting: WaitingOnUser; to: string }) {
  return (
    <List.Item
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      borderStartWidth="4px"
      borderStartColor="error.solid"
      bg="error.subtle"
      px="4"
      py="3"
    >
      <Flex
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
      >
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" fontFamily="mono" overflowWrap="anywhere">
              {dispute.id}
            </Text>
            <StatusBadge status={dispute.status} />
            <Badge colorPalette="error" variant="solid">
              Reply needed
            </Badge>
          </HStack>
          <Text
            textStyle="sm"
            color="fg.muted"
          >{`${DISPUTE_TYPE_LABELS[dispute.type]} · ${formatAmount(dispute.amount)}`}</Text>
          <Text textStyle="sm" color="error.fg" fontWeight="medium">
            {`${REASON_TEXT[waiting.reason]} on ${formatDateTime(waiting.since)}`}
          </Text>
        </Stack>
        <RowLink to={to} label="Reply needed" id={dispute.id} waiting />
      </Flex>
    </List.Item>
  );
}

/** A dispute with support: one compact line. */
function OpenRow({ dispute, to }: { dispute: DisputeSummary; to: string }) {
  return (
    <List.Item listStyleType="none" borderWidth="1px" borderRadius="md" px="4" py="2">
      <Flex gap="3" align="center" justify="space-between">
        <Stack gap="0.5" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" fontFamily="mono" textStyle="sm" overflowWrap="anywhere">
              {dispute.id}
            </Text>
            <StatusBadge status={dispute.status} />
          </HStack>
          <Text
            textStyle="xs"
            color="fg.muted"
          >{`${DISPUTE_TYPE_LABELS[dispute.type]} · ${formatAmount(dispute.amount)} · with support`}</Text>
        </Stack>
        <RowLink to={to} label="View progress" id={dispute.id} waiting={false} />
      </Flex>
    </List.Item>
  );
}

function AttentionRow({ item }: { item: AttentionItem }) {
  const to = `/enhanced-dispute/${encodeURIComponent(item.dispute.id)}`;
  return item.waiting ? (
    <WaitingRow dispute={item.dispute} waiting={item.waiting} to={to} />
  ) : (
    <OpenRow dispute={item.dispute} to={to} />
  );
}

/**
 * The active disputes, those waiting on the user's reply first, each a link into the progress
 * tracker. Waits for the details of the active disputes (see useActiveDisputeDetails).
 */
export function AttentionList({
  disputes,
  details,
}: {
  disputes: readonly DisputeSummary[];
  details: ActiveDisputeDetails;
}) {
  const items = attentionList(disputes, details.details);
  const waiting = items.filter((item) => item.waiting !== null).length;

  let body;
  if (details.error !== undefined) {
    body = (
      <ErrorState
        title="We could not check your disputes for replies"
        message={errorText(details.error)}
        onRetry={details.retry}
      />
    );
  } else if (items.length === 0) {
    body = <Text color="fg.muted">{NO_OPEN_DISPUTES}</Text>;
  } else if (details.loading) {
    body = (
      <HStack role="status" gap="3" py="4">
        <Spinner size="sm" color="primary.solid" aria-hidden="true" />
        <Text color="fg.muted">{CHECKING_TEXT}</Text>
      </HStack>
    );
  } else {
    body = (
      <List.Root as="ol" aria-label="Open disputes, those waiting on you first" gap="3" m="0" p="0">
        {items.map((item) => (
          <AttentionRow key={item.dispute.id} item={item} />
        ))}
      </List.Root>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="attention-title" variant="outline" bg="bg.panel">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Box>
          <Heading as="h2" size="md" id="attention-title">
            {ATTENTION_TITLE}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Open disputes, those waiting on your reply first.
          </Text>
        </Box>
        {!details.loading && details.error === undefined && items.length > 0 ? (
          <Badge size="lg" colorPalette={waiting > 0 ? 'error' : 'gray'} variant="subtle">
            {waiting === 1 ? '1 waits on you' : `${waiting} wait on you`}
          </Badge>
        ) : null}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
