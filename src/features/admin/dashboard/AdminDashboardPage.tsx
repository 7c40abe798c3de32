import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { QuickActionsPanel, RecentActivityPanel } from './ActivityPanels';
import { DisputesPanel } from './DisputesPanel';
import { PerformancePanel, performanceQuery } from './PerformancePanel';
import { StatsPanel } from './StatsPanel';
import { SupportPanel } from './SupportPanel';
import { VisitorPanel } from './VisitorPanel';
import { preloadRead, preloadReads, type PageHandle } from '../../../data';
import { ADMIN_DASHBOARD_FIRST_READS } from '../firstReads';
import { useMockMode } from '../../../config/demoContext';

const GAP = { base: '5', md: '6' };

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(ADMIN_DASHBOARD_FIRST_READS);
  preloadRead('getAdminReport', performanceQuery());
  return null;
}

export const handle: PageHandle = { firstReads: ADMIN_DASHBOARD_FIRST_READS };

/** /admin/dashboard (docs/routes.md#admin-pages): statistics, performance, live panels, disputes, activity. */
export default function AdminDashboardPage() {
  // The visitor panel is simulated traffic: a demo's only (docs/texts.md#simulations).
  const mockMode = useMockMode();
  return (
    <Stack gap={GAP}>
      <title>Admin Dashboard · Dispute Centre</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Admin Dashboard
        </Heading>
        <Text color="fg.muted">Disputes, users and live support at a glance.</Text>
      </Stack>
      <StatsPanel />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={GAP} alignItems="stretch">
        <PerformancePanel />
        <QuickActionsPanel />
      </Grid>
      <DisputesPanel />
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr', xl: mockMode ? '1fr 1fr 1fr' : '1fr 1fr' }}
        gap={GAP}
        alignItems="stretch"
      >
        <SupportPanel />
        {mockMode ? <VisitorPanel /> : null}
        <RecentActivityPanel />
      </Grid>
    </Stack>
  );
}
