import { Alert, Button } from '@chakra-ui/react';
import type { ScamReportDraft } from '../../../components/scamReportDraft';
import type { DraftFilesState } from './useDraftFiles';

export const DRAFT_CARRIED_OVER =
  'Your scam report from the home page was carried over. Check the details before you submit.';
/** Where the files could not be kept (no IndexedDB): only their names came, in the description. */
export const FILES_STAYED_BEHIND = 'Files cannot travel between pages: attach your evidence again below.';
export const FILES_CAME_ALONG = 'Your evidence files came with it and are listed below.';
export const filesWentMissing = (names: readonly string[]) =>
  `Your evidence files could not be brought over: attach them again below (${names.join(', ')}).`;

function filesSentence(draft: ScamReportDraft, files: DraftFilesState): string | null {
  if (draft.evidenceFileNames.length === 0) return null;
  switch (files) {
    case 'none':
      return FILES_STAYED_BEHIND;
    case 'loading':
      return null;
    case 'arrived':
      return FILES_CAME_ALONG;
    case 'missing':
      return filesWentMissing(draft.evidenceFileNames);
  }
}

/** Says that the landing page's report prefilled the form, and offers to start from empty instead. */
export function DraftNotice({
  draft,
  files,
  onDiscard,
}: {
  draft: ScamReportDraft;
  files: DraftFilesState;
  onDiscard: () => void;
}) {
  const sentence = filesSentence(draft, files);
  return (
    <Alert.Root status="info" alignItems={{ base: 'start', sm: 'center' }} flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{DRAFT_CARRIED_OVER}</Alert.Title>
        {sentence ? <Alert.Description>{sentence}</Alert.Description> : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        Discard
      </Button>
    </Alert.Root>
  );
}
