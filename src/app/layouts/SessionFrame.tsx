/**
 * What a signed-in page shows before the session is known: the layout's frame (the header's bar
 * with the brand and the colour-mode switch, the page's area with a loading state and skeletons),
 * so the page paints at once and only its content changes when the session answers. The navigation
 * and the account controls wait for the session: they depend on who is signed in.
 */
import { Box, Container, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { PageLoading } from '../../components/PageLoading';

export function SessionFrame({ label }: { label: string }) {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel" px={{ base: '4', md: '6' }} py="3">
        <Flex align="center" gap="4">
          <Text fontWeight="bold" fontSize="lg">
            Dispute Centre
          </Text>
          <HStack gap="2" ms="auto">
            <ColorModeToggle />
            <Skeleton height="8" width="8" borderRadius="full" />
          </HStack>
        </Flex>
      </Box>
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
