import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SampleBadge } from '../../../components/SampleBadge';
import { useAuth } from '../../auth';
import { LiveList } from './LiveList';
import { useSupportFeed, type SimulationOptions } from './simulation/hooks';
import {
  canAssign,
  canResolve,
  sampleSupportMessages,
  type SupportMessage,
  type SupportPriority,
  type SupportStatus,
} from './simulation/support';
import { formatTime } from './time';

export const NO_SUPPORT_MESSAGES = 'No support messages right now.';
export const SAMPLE_FEED_TITLE = 'Sample data — simulated demo traffic';

const PRIORITY: Record<SupportPriority, { label: string; palette: string }> = {
  high: { label: 'High priority', palette: 'red' },
  medium: { label: 'Medium priority', palette: 'orange' },
  low: { label: 'Low priority', palette: 'gray' },
};

const STATUS: Record<SupportStatus, { label: string; palette: string }> = {
  new: { label: 'New', palette: 'blue' },
  assigned: { label: 'Assigned', palette: 'purple' },
  resolved: { label: 'Resolved', palette: 'green' },
};

export interface SampleSupportFeedProps extends SimulationOptions {
  /** The feed as the box opens; sample data by default. */
  initialMessages?: SupportMessage[];
}

/**
 * The simulated support feed of a demo (docs/texts.md#simulations), in a box of its own: client-side
 * only, nothing is sent anywhere, and none of it is a real thread or counts in the desk's figures.
 */
export function SampleSupportFeed({ initialMessages, random, now = Date.now }: SampleSupportFeedProps) {
  const headingId = useId();
  const { user } = useAuth();
  const [initial] = useState(() => initialMessages ?? sampleSupportMessages(now()));
  const { messages, assign, resolve } = useSupportFeed(initial, { random, now });
  const admin = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || 'Admin';
  const open = messages.filter((message) => message.status !== 'resolved').length;

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="md"
      p="3"
      bg="bg.subtle"
    >
      <Stack gap="3">
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <HStack gap="2">
              <SampleBadge />
              <Heading as="h3" size="sm" id={headingId}>
                {SAMPLE_FEED_TITLE}
              </Heading>
            </HStack>
            <Badge variant="outline">{open} open samples</Badge>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            Made up in this browser for demos: a new sample arrives every 30 seconds, and its buttons change only the
            sample.
          </Text>
        </Stack>
        {messages.length === 0 ? (
          <EmptyState title={NO_SUPPORT_MESSAGES} />
        ) : (
          <LiveList items={messages} label="Sample support messages">
            {(message) => (
              <SampleItem
                message={message}
                onAssign={() => assign(message, admin)}
                onResolve={() => resolve(message)}
              />
            )}
          </LiveList>
        )}
      </Stack>
    </Box>
  );
}

function SampleItem({
  message,
  onAssign,
  onResolve,
}: {
  message: SupportMessage;
  onAssign: () => void;
  onResolve: () => void;
}) {
  const priority = PRIORITY[message.priority];
  const status = STATUS[message.status];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg={message.status === 'resolved' ? 'bg.muted' : 'bg'}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {message.userName}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {message.userEmail}
            </Text>
          </Box>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
          </Text>
        </HStack>
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette={priority.palette} variant="subtle">
            {priority.label}
          </Badge>
          <Badge variant="outline">{message.category}</Badge>
          <Badge colorPalette={status.palette} variant="surface">
            {status.label}
          </Badge>
        </HStack>
        <Text textStyle="sm">{message.message}</Text>
        {message.assignedTo ? (
          <Text textStyle="xs" color="fg.muted">
            Assigned to {message.assignedTo}
          </Text>
        ) : null}
        {canResolve(message) ? (
          <HStack gap="2">
            {canAssign(message) ? (
              <Button
                size="xs"
                variant="outline"
                aria-label={`Assign sample message from ${message.userName}`}
                onClick={onAssign}
              >
                Assign sample
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="outline"
              aria-label={`Resolve sample message from ${message.userName}`}
              onClick={onResolve}
            >
              Resolve sample
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
