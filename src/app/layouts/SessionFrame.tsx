/**
 * What a signed-in page shows before the session is known: the layout's frame (the header's bar
 * with the brand and the colour-mode switch, the page's area with a loading state and skeletons),
 * so the page paints at once and only its content changes when the session answers. The navigation
 * and the account controls wait for the session: they depend on who is signed in.
 */
import { Box, Container, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { HeaderBar } from '../../components/HeaderBar';
import { PageLoading } from '../../components/PageLoading';

export function SessionFrame({ label }: { label: string }) {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <HeaderBar>
        <HStack gap="2" ms="auto">
          <ColorModeToggle />
          <Skeleton height="8" width="8" borderRadius="full" />
        </HStack>
      </HeaderBar>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        <Stack gap="4" aria-hidden="true">
          <Skeleton height="8" width={{ base: '60%', md: '40%' }} />
          <Skeleton height="4" width={{ base: '80%', md: '55%' }} />
        </Stack>
        <PageLoading label={label} />
      </Container>
    </Box>
  );
}
