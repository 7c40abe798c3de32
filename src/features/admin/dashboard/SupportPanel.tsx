import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { useAuth } from '../../auth';
import { LiveList } from './LiveList';
import { useSupportFeed, type SimulationOptions } from './simulation/hooks';
import { canAssign, canResolve, sampleSupportMessages, type SupportMessage, type SupportPriority, type SupportStatus } from './simulation/support';
import { formatTime } from './time';

export const NO_SUPPORT_MESSAGES = 'No support messages right now.';

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

export interface SupportPanelProps extends SimulationOptions {
  /** The feed as the panel opens; sample data by default. */
  initialMessages?: SupportMessage[];
}

/** The simulated live support feed (docs/texts.md#simulations): client-side only, nothing is sent anywhere. */
export function SupportPanel({ initialMessages, random, now = Date.now }: SupportPanelProps) {
  const headingId = useId();
  const { user } = useAuth();
  const [initial] = useState(() => initialMessages ?? sampleSupportMessages(now()));
  const { messages, assign, resolve } = useSupportFeed(initial, { random, now });
  const admin = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || 'Admin';
  const open = messages.filter((message) => message.status !== 'resolved').length;

  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>Live support</Heading>
          <Badge variant="surface" colorPalette={open ? 'blue' : 'gray'}>{open} open</Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted">Simulated feed: a new message arrives every 30 seconds.</Text>
      </Card.Header>
      {/* Scrolls on wide screens: focusable, so the keyboard can scroll it too. */}
      <Card.Body maxH={{ md: '34rem' }} overflowY={{ md: 'auto' }} tabIndex={0} role="group" aria-labelledby={headingId}>
        {messages.length === 0 ? (
          <EmptyState title={NO_SUPPORT_MESSAGES} />
        ) : (
          <LiveList items={messages} label="Support messages">
            {(message) => (
              <SupportItem message={message} onAssign={() => assign(message, admin)} onResolve={() => resolve(message)} />
            )}
          </LiveList>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SupportItem({ message, onAssign, onResolve }: { message: SupportMessage; onAssign: () => void; onResolve: () => void }) {
  const priority = PRIORITY[message.priority];
  const status = STATUS[message.status];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg={message.status === 'resolved' ? 'bg.subtle' : undefined}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Box minW="0">
            <Text fontWeight="semibold" truncate>{message.userName}</Text>
            <Text textStyle="xs" color="fg.muted" truncate>{message.userEmail}</Text>
          </Box>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
          </Text>
        </HStack>
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette={priority.palette} variant="subtle">{priority.label}</Badge>
          <Badge variant="outline">{message.category}</Badge>
          <Badge colorPalette={status.palette} variant="surface">{status.label}</Badge>
        </HStack>
        <Text textStyle="sm">{message.message}</Text>
        {message.assignedTo ? <Text textStyle="xs" color="fg.muted">Assigned to {message.assignedTo}</Text> : null}
        {canResolve(message) ? (
          <HStack gap="2">
            {canAssign(message) ? (
              <Button size="xs" variant="outline" aria-label={`Assign message from ${message.userName}`} onClick={onAssign}>Assign</Button>
            ) : null}
            <Button size="xs" colorPalette="secondary" aria-label={`Resolve message from ${message.userName}`} onClick={onResolve}>Resolve</Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
