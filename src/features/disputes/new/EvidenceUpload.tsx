import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MAX_EVIDENCE_FILES } from '../../../api';
import { FilePicker, UploadRows, type EvidenceUploads } from '../../evidence';

export const EVIDENCE_LIST_LABEL = 'Evidence files to send';

/**
 * Evidence for the dispute: images and PDFs, several at a time, up to 10 MB each, at most 10. The
 * chosen files stay in the form, each with Remove; a file the rules refuse says why on its row
 * (docs/validation.md#new-dispute). Nothing is sent until the dispute is filed.
 */
export function EvidenceUpload({
  uploads,
  disabled = false,
  bringingDraftFiles = false,
}: {
  uploads: EvidenceUploads;
  /** While the dispute is being filed. */
  disabled?: boolean;
  /** While the files of a landing-page report are read back. */
  bringingDraftFiles?: boolean;
}) {
  const onFiles = (files: File[]) => {
    // Room for the rest of the dispute's 10; a refused row takes none.
    const kept = uploads.rows.filter((row) => row.status !== 'failed').length;
    uploads.add(files, Math.max(0, MAX_EVIDENCE_FILES - kept));
  };

  return (
    <Stack gap="2">
      <FilePicker
        label="Evidence files"
        button="Choose files"
        hint="Images or PDFs, up to 10MB each"
        onFiles={onFiles}
        disabled={disabled}
      />
      {bringingDraftFiles ? (
        <HStack role="status" gap="2" color="fg.muted" textStyle="sm">
          <Spinner size="xs" aria-hidden="true" />
          <Text>Bringing over the files from your report...</Text>
        </HStack>
      ) : null}
      <UploadRows rows={uploads.rows} actions={uploads} staged disabled={disabled} label={EVIDENCE_LIST_LABEL} />
    </Stack>
  );
}
