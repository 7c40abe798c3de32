/** Evidence files for the scam report: images and PDFs, several at a time, listed with a remove button each. */
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { Button, FileUpload, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { UploadIcon } from '../../../components/icons';
import { EVIDENCE_ACCEPT, MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES, type ScamReportFormInput } from './reportSchema';

export const EVIDENCE_HINT =
  'Screenshots or PDFs, up to 10MB each. The files travel with your report to the dispute you file.';
export const EVIDENCE_REJECTED = 'Some files were not added: only images and PDFs up to 10MB, at most 10 files.';

export function EvidenceField({ control }: { control: Control<ScamReportFormInput> }) {
  const [rejected, setRejected] = useState(false);
  return (
    <Controller
      name="evidence"
      control={control}
      render={({ field }) => (
        <FileUpload.Root
          recipe={fileUploadSlotRecipe}
          name={field.name}
          accept={EVIDENCE_ACCEPT}
          maxFiles={MAX_EVIDENCE_FILES}
          maxFileSize={MAX_EVIDENCE_BYTES}
          acceptedFiles={field.value}
          onFileChange={(details) => field.onChange(details.acceptedFiles)}
          onFileReject={(details) => setRejected(details.files.length > 0)}
          onFileAccept={() => setRejected(false)}
          translations={{ deleteFile: (file) => `Remove ${file.name}` }}
          gap="2"
        >
          <FileUpload.HiddenInput />
          <FileUpload.Label>Evidence files (optional)</FileUpload.Label>
          <FileUpload.Trigger asChild>
            <Button variant="outline" size="sm">
              <UploadIcon /> Choose files
            </Button>
          </FileUpload.Trigger>
          <Text textStyle="xs" color="fg.muted">
            {EVIDENCE_HINT}
          </Text>
          {rejected && (
            <Text textStyle="xs" color="fg.error" role="alert">
              {EVIDENCE_REJECTED}
            </Text>
          )}
          <FileUpload.List showSize clearable />
        </FileUpload.Root>
      )}
    />
  );
}
