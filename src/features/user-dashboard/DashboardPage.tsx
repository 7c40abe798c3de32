import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, type User } from '../../api';
import { useApiList, preloadReads, type PageHandle } from '../../data';
import { UnreadableItems } from '../../components/UnreadableItems';
import { ErrorState } from '../../components/ErrorState';
import { PageLoading } from '../../components/PageLoading';
import { useAuth } from '../auth';
import { DisputesTable } from './components/DisputesTable';
import { RecentUpdates, ScamAlertsCard } from './components/SideLists';
import { StatCards } from './components/StatCards';
import { DASHBOARD_FIRST_READS, DASHBOARD_SCAM_ALERTS, DASHBOARD_UPDATES, dashboardFigures } from './dashboardData';

export const LOADING_DASHBOARD = 'Loading dashboard...';

/** The first name, or the username when there is none. */
export const greetingName = (user: Pick<User, 'firstName' | 'username'>) => user.firstName?.trim() || user.username;

/**
 * The dashboard's welcome and its two ways on. Without a name (`null`) it is what the page shows
 * before the session is known: the signed-in frame's introduction (its route's `frameIntro`), in
 * the page's prerendered HTML, so the page's largest text paints at once.
 */
function WelcomeBanner({ name }: { name: string | null }) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="4"
      borderRadius="xl"
      bg="bg.panel"
      borderWidth="1px"
      p={{ base: '5', md: '6' }}
    >
      <Box minW="0">
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {name === null ? 'Welcome back' : `Welcome back, ${name}`}
        </Heading>
        <Text color="fg.muted" mt="1">
          Follow your disputes, read updates and stay ahead of scams.
        </Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexShrink={0}>
        <Button asChild colorPalette="blue">
          <RouterLink to="/new-dispute">File a New Dispute</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/scam-alerts">View Scam Alerts</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

export const handle: PageHandle = {
  firstReads: DASHBOARD_FIRST_READS,
  frameIntro: () => <WelcomeBanner name={null} />,
};

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(DASHBOARD_FIRST_READS);
  return null;
}

export default function DashboardPage() {
  const { user } = useAuth();
  const disputes = useApiList('getDisputes');
  const notifications = useApiList('getNotifications');
  const alerts = useApiList('getScamAlerts');
  // The panels are the page's largest render, and SWR hands its answers over in renders input cannot
  // interrupt. Deferred, they mount in slices that yield to the browser (less Total Blocking
  // Time); the welcome above them needs only the session and is on screen before any answer. The
  // first render starts them empty (`null`) even when the answers came first (the page's HTML asks
  // for them): the welcome paints at once and the panels follow in the deferred render.
  const disputeList = useDeferredValue(disputes.data ?? null, null);
  const notificationList = useDeferredValue(notifications.data ?? null, null);
  const alertList = useDeferredValue(alerts.data ?? null, null);

  const failed = [disputes, notifications, alerts].filter((read) => read.error !== undefined);
  const [firstFailed] = failed;
  let panels: ReactNode;
  if (firstFailed) {
    panels = (
      <ErrorState
        title="We could not load your dashboard"
        message={errorText(firstFailed.error)}
        onRetry={() => failed.forEach((read) => void read.mutate())}
      />
    );
  } else if (!disputeList || !notificationList || !alertList) {
    panels = <PageLoading label={LOADING_DASHBOARD} />;
  } else {
    panels = (
      <>
        <StatCards figures={dashboardFigures(disputeList)} />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="4" minW="0">
            <DisputesTable disputes={disputeList} />
            <UnreadableItems items={disputes.unreadable} noun="dispute" />
          </Stack>
          <Stack gap="6">
            <RecentUpdates notifications={notificationList} limit={DASHBOARD_UPDATES} />
            <UnreadableItems items={notifications.unreadable} noun="update" />
            <ScamAlertsCard alerts={alertList.slice(0, DASHBOARD_SCAM_ALERTS)} />
            <UnreadableItems items={alerts.unreadable} noun="scam alert" />
          </Stack>
        </Grid>
      </>
    );
  }

  return (
    <Stack gap="6">
      <title>Dashboard · Dispute Centre</title>
      {user ? (
        <WelcomeBanner name={greetingName(user)} />
      ) : (
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
      )}
      {panels}
    </Stack>
  );
}
