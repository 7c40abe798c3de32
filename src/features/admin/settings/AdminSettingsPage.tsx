/**
 * /admin/settings: the targets Reports judge by, the team's saved replies (inserted from the
 * review page's composer) and the recent changes. Each change is saved on its own, applied to the
 * settings as they are on the server (./applySettingsChange.ts), so two admins never undo each other.
 */
import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { errorText } from '../../../api';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { preloadReads, useApi, type PageHandle } from '../../../data';
import { ADMIN_SETTINGS_FIRST_READS } from '../firstReads';
import { RecentChangesCard } from './RecentChangesCard';
import { SavedRepliesCard } from './SavedRepliesCard';
import { TargetsCard } from './TargetsCard';
import { SETTINGS_INTRO, SETTINGS_LOAD_FAILED, SETTINGS_LOADING, SETTINGS_TITLE } from './texts';

/** Starts the page's read with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(ADMIN_SETTINGS_FIRST_READS);
  return null;
}

export const handle: PageHandle = { firstReads: ADMIN_SETTINGS_FIRST_READS };

export default function AdminSettingsPage() {
  const { data, error, isLoading, mutate } = useApi('getAdminSettings');

  return (
    <Stack gap="6">
      <title>{`${SETTINGS_TITLE} · Dispute Centre`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {SETTINGS_TITLE}
        </Heading>
        <Text color="fg.muted">{SETTINGS_INTRO}</Text>
      </Stack>

      {data ? (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6" minW="0">
            <TargetsCard targets={data.targets} />
            <SavedRepliesCard replies={data.savedReplies} />
          </Stack>
          <RecentChangesCard history={data.history} />
        </Grid>
      ) : isLoading || error === undefined ? (
        <PageLoading label={SETTINGS_LOADING} />
      ) : (
        <ErrorState title={SETTINGS_LOAD_FAILED} message={errorText(error)} onRetry={() => void mutate()} />
      )}
    </Stack>
  );
}
