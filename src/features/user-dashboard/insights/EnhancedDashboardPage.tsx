import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, type DisputeSummary } from '../../../api';
import { useApiList, preloadReads, type PageHandle } from '../../../data';
import { ENHANCED_DASHBOARD_FIRST_READS } from '../dashboardData';
import { UnreadableItems } from '../../../components/UnreadableItems';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { useAuth } from '../../auth';
import { StatCards } from '../components/StatCards';
import { dashboardFigures } from '../dashboardData';
import { AttentionList } from './AttentionList';
import { DisputeCharts } from './DisputeCharts';
import { useActiveDisputeDetails } from './useActiveDisputeDetails';

export const LOADING_DASHBOARD = 'Loading dashboard...';
export const EMPTY_TITLE = 'No disputes yet';
export const EMPTY_TEXT =
  'When you file a dispute, this page shows where your cases stand, the amounts at stake and what support needs from you.';
const TITLE = 'Enhanced Dashboard';

function PageHeading({ name }: { name?: string }) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="4"
    >
      <Box minW="0">
        <Heading as="h1" size="2xl">
          {TITLE}
        </Heading>
        <Text color="fg.muted" mt="1" overflowWrap="anywhere">
          {name ? `Your disputes at a glance, ${name}.` : 'Your disputes at a glance.'}
        </Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexShrink={0}>
        <Button asChild colorPalette="primary">
          <RouterLink to="/new-dispute">File a New Dispute</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">Standard dashboard</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

function Overview({ disputes }: { disputes: readonly DisputeSummary[] }) {
  const details = useActiveDisputeDetails(disputes);
  return (
    <>
      <StatCards figures={dashboardFigures(disputes)} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <AttentionList disputes={disputes} details={details} />
        <DisputeCharts disputes={disputes} />
      </Grid>
    </>
  );
}

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(ENHANCED_DASHBOARD_FIRST_READS);
  return null;
}

export const handle: PageHandle = { firstReads: ENHANCED_DASHBOARD_FIRST_READS };

/**
 * /enhanced-dashboard: the user's disputes as a picture. What waits on the user comes first, then
 * the three figures of the plain dashboard, then charts by status, by type and over time.
 */
export default function EnhancedDashboardPage() {
  const { user } = useAuth();
  const disputes = useApiList('getDisputes');
  // Three charts and the attention list are a large render, and SWR hands its answer over in a
  // render input cannot interrupt. Deferred, they render in slices that yield to the browser, so
  // no single task holds the page for long.
  const list = useDeferredValue(disputes.data);
  const name = user ? user.firstName?.trim() || user.username : undefined;
  const title = <title>{`${TITLE} · Dispute Centre`}</title>;

  if (disputes.error !== undefined) {
    return (
      <Stack gap="4">
        {title}
        <Heading as="h1" size="2xl">
          {TITLE}
        </Heading>
        <ErrorState
          title="We could not load your dashboard"
          message={errorText(disputes.error)}
          onRetry={() => void disputes.mutate()}
        />
      </Stack>
    );
  }
  if (!list) {
    return (
      <>
        {title}
        <PageLoading label={LOADING_DASHBOARD} />
      </>
    );
  }

  return (
    <Stack gap="6">
      {title}
      <PageHeading name={name} />
      <UnreadableItems items={disputes.unreadable} noun="dispute" />
      {list.length === 0 ? (
        <EmptyState
          title={EMPTY_TITLE}
          description={EMPTY_TEXT}
          action={
            <Button asChild colorPalette="primary" mt="2">
              <RouterLink to="/new-dispute">File your first dispute</RouterLink>
            </Button>
          }
        />
      ) : (
        <Overview disputes={list} />
      )}
    </Stack>
  );
}
