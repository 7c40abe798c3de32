/** The layout of the sign-in pages (docs/routes.md#layouts): a light header with Log In and Sign Up, no navigation. */
import { Box, Container } from '@chakra-ui/react';
import { PageOutlet } from './PageOutlet';
import { PublicHeader } from './PublicHeader';

export default function PublicLayout() {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <PublicHeader />
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
        <PageOutlet />
      </Container>
    </Box>
  );
}
