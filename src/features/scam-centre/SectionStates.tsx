import { HStack, Spinner, Text } from '@chakra-ui/react';
import { errorText } from '../../api';
import { ErrorState } from '../../components/ErrorState';

/** A card-sized loading line: a live region with visible text. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <HStack role="status" aria-live="polite" gap="3" py="4">
      <Spinner size="sm" color="primary.solid" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </HStack>
  );
}

export function SectionError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <ErrorState title={title} message={errorText(error)} onRetry={onRetry} />;
}
