import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** A page-sized loading state: a live region with visible text (`label`, from docs/texts.md#loading-texts). */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center role="status" aria-live="polite" minH="40vh" py="12">
      <VStack gap="3">
        <Spinner size="lg" color="primary.solid" aria-hidden="true" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
