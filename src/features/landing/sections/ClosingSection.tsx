/** The closing call to action. */
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SECTION_IDS } from '../content';

export function ClosingSection() {
  return (
    <Box
      as="section"
      aria-labelledby="closing-title"
      bg="primary.solid"
      color="primary.contrast"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="6xl">
        <Stack gap="5" align={{ base: 'stretch', md: 'center' }} textAlign={{ base: 'left', md: 'center' }}>
          <Heading id="closing-title" as="h2" size={{ base: '2xl', md: '3xl' }}>
            The sooner you act, the more can be recovered
          </Heading>
          <Text maxW="2xl">Funds move fast after a scam. Open your case today and we start tracing right away.</Text>
          <HStack gap="3" wrap="wrap" justify={{ base: 'flex-start', md: 'center' }}>
            <Button asChild size="lg" bg="white" color="gray.900" _hover={{ bg: 'gray.100' }}>
              <RouterLink to="/register">Create Your Account</RouterLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="inherit"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <a href={`#${SECTION_IDS.report}`}>Report a Scam Now</a>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
