import { Box, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The text a list shows when it has nothing (word for word, docs/texts.md#empty-texts), with an optional action. */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" px="6" py="8" textAlign="center">
      <VStack gap="2">
        <Text fontWeight="medium">{title}</Text>
        {description ? <Text color="fg.muted" textStyle="sm">{description}</Text> : null}
        {action}
      </VStack>
    </Box>
  );
}
