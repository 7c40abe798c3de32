import { Box, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The text a list shows when it has nothing (word for word, docs/texts.md#empty-texts), with an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  /** What is missing, in the list's own words (docs/texts.md). */
  title: string;
  /** A quieter second line: why the list is empty or what will fill it. */
  description?: string;
  /** The next step, e.g. a button or link that creates the first item; omit when there is none. */
  action?: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" px="6" py="8" textAlign="center">
      <VStack gap="2">
        <Text fontWeight="medium">{title}</Text>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
        {action}
      </VStack>
    </Box>
  );
}
