import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { errorText } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { useAuth } from '../../auth';
import { awaitingUnknown, deskCounts, NO_WAITING_THREADS, waitingOnSupport } from './desk';
import { LiveList } from './LiveList';
import { SampleSupportFeed, type SampleSupportFeedProps } from './SampleSupportFeed';
import { useMockMode } from '../../../config/demoContext';
import { useWaitedClock } from './useWaitedClock';
import { SupportThread } from './SupportThread';
import { useAdminDisputes } from './useAdminDisputes';

export const SUPPORT_LOADING = 'Loading support threads...';
export const SUPPORT_LOAD_ERROR = 'Could not load the support threads';
export const AWAITING_UNKNOWN = 'This server does not say which threads wait on support, so some may be missing here.';

export interface SupportPanelProps {
  /** The clock for how long each thread has waited; tests and stories fix it. */
  now?: () => number;
  /** The simulated demo feed, beside (never among) the real threads; on in mock mode only by default. */
  sampleFeed?: boolean | SampleSupportFeedProps;
}

/**
 * The live support panel (docs/texts.md#desk-queue): the real threads waiting on support, read from
 * the admin list the table shares, each with "Assign to me" and "Open".
 */
export function SupportPanel({ now = Date.now, sampleFeed }: SupportPanelProps) {
  const mockMode = useMockMode();
  const feed = sampleFeed ?? mockMode;
  const headingId = useId();
  const { user } = useAuth();
  const me = user?.id ?? null;
  const { data, error, isLoading, mutate } = useAdminDisputes();
  const time = useWaitedClock(now);

  const waiting = data ? waitingOnSupport(data) : [];
  const counts = deskCounts(waiting, me);
  let body;
  if (error) {
    body = <ErrorState title={SUPPORT_LOAD_ERROR} message={errorText(error)} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = <PageLoading label={SUPPORT_LOADING} />;
  } else {
    body = (
      <Stack gap="3">
        {awaitingUnknown(data) ? (
          <Text textStyle="sm" color="fg.muted">
            {AWAITING_UNKNOWN}
          </Text>
        ) : null}
        {waiting.length === 0 ? (
          <EmptyState title={NO_WAITING_THREADS} />
        ) : (
          <LiveList items={waiting} label="Threads waiting on support">
            {(dispute) => <SupportThread dispute={dispute} me={me} now={time} />}
          </LiveList>
        )}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Live support
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          Threads whose user wrote last, the longest-waiting first.
        </Text>
        {data && !error ? (
          <HStack as="ul" aria-label="Support figures" gap="1.5" wrap="wrap" listStyleType="none" m="0" p="0">
            <Badge as="li" variant="surface" colorPalette={counts.waiting ? 'orange' : 'gray'}>
              {counts.waiting} waiting on support
            </Badge>
            <Badge as="li" variant="surface">
              {counts.unassigned} unassigned
            </Badge>
            {/* Only once the session says who I am: before that, "0 mine" would be a guess. */}
            {me === null ? null : (
              <Badge as="li" variant="surface">
                {counts.mine} mine
              </Badge>
            )}
          </HStack>
        ) : null}
      </Card.Header>
      {/* Scrolls on wide screens: focusable, so the keyboard can scroll it too. */}
      <Card.Body
        maxH={{ md: '34rem' }}
        overflowY={{ md: 'auto' }}
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
      >
        <Stack gap="5">
          {body}
          {feed ? <SampleSupportFeed {...(feed === true ? {} : feed)} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
