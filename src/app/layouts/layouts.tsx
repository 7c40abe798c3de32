/** The layouts of SPEC.md §2 as route elements; each renders its child route in an <Outlet />. */
import { Box, Container, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { AppHeader } from './AppHeader';
import { PublicHeader } from './PublicHeader';

function Page() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

export function PublicLayout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <PublicHeader />
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
        <Page />
      </Container>
    </Box>
  );
}

export function AppLayout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <AppHeader />
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        <Page />
      </Container>
    </Box>
  );
}

/** The enhanced pages: the same header, then a distinct band and frame marking the enhanced tools. */
export function EnhancedLayout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <AppHeader />
      <Box as="section" aria-label="Enhanced tools" bg="primary.solid" color="primary.contrast" px={{ base: '4', md: '6' }} py="2">
        <Text fontWeight="semibold" textStyle="sm">
          Enhanced tools
        </Text>
      </Box>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        <Box borderWidth="2px" borderColor="primary.border" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
          <Page />
        </Box>
      </Container>
    </Box>
  );
}
