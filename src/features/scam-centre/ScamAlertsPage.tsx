import { Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ActivityChart } from './ActivityChart';
import { EducationalResources } from './EducationalResources';
import { ScamAlertsList } from './ScamAlertsList';
import { SecurityChecklist } from './SecurityChecklist';
import { preloadReads, type PageHandle } from '../../data';
import { SCAM_CENTRE_FIRST_READS } from './firstReads';

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(SCAM_CENTRE_FIRST_READS);
  return null;
}

export const handle: PageHandle = { firstReads: SCAM_CENTRE_FIRST_READS };

/** /scam-alerts: the scam centre. Each section loads, fails and retries on its own. */
export default function ScamAlertsPage() {
  return (
    <Stack gap="6">
      <title>Scam Alerts · Dispute Centre</title>
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Scam Alerts
          </Heading>
          <Text color="fg.muted">Current scams, how they work, and how to keep your funds safe.</Text>
        </Stack>
        <Button asChild colorPalette="primary">
          <RouterLink to="/new-dispute">Report Scam</RouterLink>
        </Button>
      </Flex>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <ScamAlertsList />
          <EducationalResources />
        </Stack>
        <Stack gap="6" minW="0">
          <ActivityChart />
          <SecurityChecklist />
        </Stack>
      </Grid>
    </Stack>
  );
}
