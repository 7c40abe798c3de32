import { Button, FileUpload, HStack, Spinner, Stack, Text, type FileUploadFileRejectDetails } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;
/** The upload is a fake two-second state; nothing is sent anywhere. */
export const FAKE_UPLOAD_MS = 2000;
const ACCEPT = ['image/*', 'application/pdf'];

const TRANSLATIONS = { deleteFile: (file: File) => `Remove ${file.name}` };

function rejectionText({ file, errors }: FileUploadFileRejectDetails['files'][number]): string {
  if (errors.includes('FILE_TOO_LARGE')) return `${file.name} is larger than 10MB and was not added.`;
  if (errors.includes('FILE_INVALID_TYPE')) return `${file.name} is not an image or a PDF and was not added.`;
  if (errors.includes('TOO_MANY_FILES')) return `${file.name} was not added: attach at most ${MAX_FILES} files.`;
  return `${file.name} could not be added.`;
}

/**
 * Evidence for the dispute: images and PDFs, several at a time, up to 10MB each. After a choice
 * it shows "Uploading..." for two seconds, then lists the files, each with a Remove button.
 */
export function EvidenceUpload() {
  const [uploading, setUploading] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const known = useRef<File[]>([]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Runs when the list changes; only added files "upload", a removal shows at once. */
  const startFakeUpload = ({ files }: { files: File[] }) => {
    const added = files.some((file) => !known.current.includes(file));
    known.current = files;
    if (!added) return;
    clearTimeout(timer.current);
    setUploading(true);
    timer.current = setTimeout(() => setUploading(false), FAKE_UPLOAD_MS);
  };

  return (
    <FileUpload.Root
      maxFiles={MAX_FILES}
      maxFileSize={MAX_FILE_BYTES}
      accept={ACCEPT}
      translations={TRANSLATIONS}
      onFileAccept={startFakeUpload}
      onFileReject={(details) => setRejections(details.files.map(rejectionText))}
      gap="2"
      alignItems="stretch"
    >
      <FileUpload.HiddenInput />
      <FileUpload.Label>Evidence files</FileUpload.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm" disabled={uploading}>Choose files</Button>
        </FileUpload.Trigger>
        <Text textStyle="sm" color="fg.muted">Images or PDFs, up to 10MB each</Text>
      </Stack>
      {rejections.length > 0 ? (
        <Stack as="ul" role="alert" listStyleType="none" gap="1" color="fg.error" textStyle="sm">
          {rejections.map((text) => <li key={text}>{text}</li>)}
        </Stack>
      ) : null}
      {uploading ? (
        <HStack role="status" gap="2" color="fg.muted" textStyle="sm">
          <Spinner size="xs" aria-hidden="true" />
          <Text>Uploading...</Text>
        </HStack>
      ) : (
        <FileUpload.List showSize clearable />
      )}
    </FileUpload.Root>
  );
}
