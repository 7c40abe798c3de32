/**
 * The signed-in layouts (docs/routes.md#layouts) as route elements; each renders its child route in
 * an outlet. The sign-in pages' layout is ./PublicLayout, a chunk of its own that leaves out this
 * header's menu code.
 */
import { Box, Container, Text } from '@chakra-ui/react';
import { AppHeader } from './AppHeader';
import { PageOutlet } from './PageOutlet';

export function AppLayout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <AppHeader />
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        <PageOutlet />
      </Container>
    </Box>
  );
}

/** The enhanced pages: the same header, then a distinct band and frame marking the enhanced tools. */
export function EnhancedLayout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <AppHeader />
      <Box
        as="section"
        aria-label="Enhanced tools"
        bg="primary.solid"
        color="primary.contrast"
        px={{ base: '4', md: '6' }}
        py="2"
      >
        <Text fontWeight="semibold" textStyle="sm">
          Enhanced tools
        </Text>
      </Box>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        <Box borderWidth="2px" borderColor="primary.border" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
          <PageOutlet />
        </Box>
      </Container>
    </Box>
  );
}
