import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="center" px="4" py={{ base: '8', md: '16' }}>
      <Card.Root width="full" maxW="md" variant="elevated">
        <Card.Header>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}
