import { Badge, Box, Card, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SampleBadge } from '../../../components/SampleBadge';
import { LiveList } from './LiveList';
import { useVisitorSimulation, type SimulationOptions } from './simulation/hooks';
import { sampleVisitors, type Visitor, type VisitorStatus } from './simulation/visitors';
import { formatTime } from './time';

export const NO_VISITORS = 'No visitors on the site right now.';

const STATUS: Record<VisitorStatus, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  idle: { label: 'Idle', palette: 'yellow' },
  left: { label: 'Left', palette: 'gray' },
};

export interface VisitorPanelProps extends SimulationOptions {
  /** The visitors as the panel opens; sample data by default. */
  initialVisitors?: Visitor[];
}

/**
 * The simulated visitor panel (docs/texts.md#simulations): client-side only, ticking every 15
 * seconds, on a demo's dashboard only (mock mode), wearing the Sample badge.
 */
export function VisitorPanel({ initialVisitors, random, now = Date.now }: VisitorPanelProps) {
  const headingId = useId();
  const [initial] = useState(() => initialVisitors ?? sampleVisitors(now()));
  const { visitors } = useVisitorSimulation(initial, { random, now });
  const active = visitors.filter((visitor) => visitor.status === 'active').length;
  const idle = visitors.filter((visitor) => visitor.status === 'idle').length;

  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="2">
            <Heading as="h2" size="md" id={headingId}>
              Visitors
            </Heading>
            <SampleBadge />
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {active} active · {idle} idle
          </Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          Simulated traffic, updated every 15 seconds.
        </Text>
      </Card.Header>
      {/* Scrolls on wide screens: focusable, so the keyboard can scroll it too. */}
      <Card.Body
        maxH={{ md: '34rem' }}
        overflowY={{ md: 'auto' }}
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
      >
        {visitors.length === 0 ? (
          <EmptyState title={NO_VISITORS} />
        ) : (
          <LiveList items={visitors} label="Visitors on the site">
            {(visitor) => <VisitorItem visitor={visitor} />}
          </LiveList>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function VisitorItem({ visitor }: { visitor: Visitor }) {
  const status = STATUS[visitor.status];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" borderStyle={visitor.status === 'left' ? 'dashed' : 'solid'}>
      <Stack gap="1.5">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">{visitor.name}</Text>
          <Badge colorPalette={status.palette} variant="subtle">
            {status.label}
          </Badge>
        </HStack>
        <Text textStyle="sm">
          On <Code size="sm">{visitor.currentPage}</Code> since{' '}
          <time dateTime={visitor.enteredAt}>{formatTime(visitor.enteredAt)}</time>
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {visitor.country} · {visitor.device} · {visitor.browser} · {visitor.ipAddress}
        </Text>
      </Stack>
    </Box>
  );
}
