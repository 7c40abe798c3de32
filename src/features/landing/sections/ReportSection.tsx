/** The "Report a Scam" case file (SPEC.md §2), with the case fee of §1. */
import { Alert, Card, Stack } from '@chakra-ui/react';
import { CASE_FEE_TEXT, SECTION_IDS } from '../content';
import { ReportScamForm } from '../report/ReportScamForm';
import { LandingSection } from './LandingSection';

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
            <ReportScamForm />
          </Card.Body>
        </Card.Root>
      </Stack>
    </LandingSection>
  );
}
