import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { Button, FileUpload, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode, type Ref } from 'react';
import { EVIDENCE_TYPES } from '../../api';

/** What the system's file dialog offers first; the file's first bytes still decide (useEvidenceUploads). */
const ACCEPT = [...EVIDENCE_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.gif', '.pdf'].join(',');
/** Zag keeps no files of its own here: each choice goes straight to the uploads. */
const NO_FILES: File[] = [];

/**
 * Chakra's FileUpload, choosing files for `onFiles`. Zag is asked to refuse nothing (no type, size or
 * count limit): every file reaches the uploads, whose rows say why one cannot go, in the server's words.
 */
export function FilePicker({
  label,
  showLabel = true,
  button,
  icon,
  hint,
  onFiles,
  disabled = false,
  triggerRef,
}: {
  /** The field's label (the hidden input's name). */
  label: string;
  /** Shown above the button; else it names the field for assistive technology only. */
  showLabel?: boolean;
  button: string;
  icon?: ReactNode;
  hint?: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const hintId = useId();
  return (
    <FileUpload.Root
      recipe={fileUploadSlotRecipe}
      acceptedFiles={NO_FILES}
      maxFiles={Number.MAX_SAFE_INTEGER}
      onFileAccept={({ files }) => {
        if (files.length > 0) onFiles(files);
      }}
      disabled={disabled}
      gap="2"
      alignItems="stretch"
      width="auto"
    >
      <FileUpload.HiddenInput accept={ACCEPT} aria-label={showLabel ? undefined : label} />
      {showLabel ? <FileUpload.Label>{label}</FileUpload.Label> : null}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        <FileUpload.Trigger asChild>
          <Button
            ref={triggerRef}
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            aria-describedby={hint ? hintId : undefined}
          >
            {icon}
            {button}
          </Button>
        </FileUpload.Trigger>
        {hint ? (
          <Text id={hintId} textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </FileUpload.Root>
  );
}
