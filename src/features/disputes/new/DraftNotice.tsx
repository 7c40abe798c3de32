import { Alert, Button } from '@chakra-ui/react';
import type { ScamReportDraft } from '../../../components/scamReportDraft';

export const DRAFT_CARRIED_OVER = 'Your scam report from the home page was carried over. Check the details before you submit.';

/** Says that the landing page's report prefilled the form, and offers to start from empty instead. */
export function DraftNotice({ draft, onDiscard }: { draft: ScamReportDraft; onDiscard: () => void }) {
  const files = draft.evidenceFileNames.length;
  return (
    <Alert.Root status="info" alignItems={{ base: 'start', sm: 'center' }} flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{DRAFT_CARRIED_OVER}</Alert.Title>
        {files > 0 ? (
          <Alert.Description>Files cannot travel between pages: attach your evidence again below.</Alert.Description>
        ) : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onDiscard}>Discard</Button>
    </Alert.Root>
  );
}
