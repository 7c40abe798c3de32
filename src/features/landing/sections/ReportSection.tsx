/**
 * The "Report a Scam" case file (docs/validation.md#report-a-scam), with the $20 case fee.
 *
 * The form (react-hook-form, the file picker, the schema) is a chunk of its own, fetched when the
 * visitor scrolls towards this section: it is not part of the landing page's first load
 * (docs/performance.md#heavy-parts-load-when-needed).
 */
import { Alert, Card, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { WhenNearViewport } from '../../../components/WhenNearViewport';
import { CASE_FEE_TEXT, RELOAD_ADVICE, SECTION_IDS } from '../content';
import { LandingSection } from './LandingSection';

function ReportFormUnavailable() {
  return (
    <ErrorState
      title="The report form could not load."
      message={RELOAD_ADVICE}
      onRetry={() => window.location.reload()}
    />
  );
}

const ReportScamForm = lazy(() =>
  import('../report/ReportScamForm').then(
    (module) => ({ default: module.ReportScamForm }),
    () => ({ default: ReportFormUnavailable }),
  ),
);

const formLoading = <PageLoading label="Loading the report form..." />;

export function ReportSection() {
  return (
    <LandingSection
      id={SECTION_IDS.report}
      title="Report a Scam"
      intro="Open your case file now. It takes a few minutes, and you can add more details later."
    >
      <Stack gap="6">
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{CASE_FEE_TEXT}</Alert.Description>
        </Alert.Root>
        <Card.Root variant="outline">
          <Card.Body>
            <WhenNearViewport placeholder={formLoading}>
              <Suspense fallback={formLoading}>
                <ReportScamForm />
              </Suspense>
            </WhenNearViewport>
          </Card.Body>
        </Card.Root>
      </Stack>
    </LandingSection>
  );
}
