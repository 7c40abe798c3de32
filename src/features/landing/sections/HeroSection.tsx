/** The hero: the promise, Start Your Claim and How It Works, and the four claims (docs/texts.md#landing-page). */
import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SampleBadge } from '../../../components/SampleBadge';
import { useMockMode } from '../../../config/demoContext';
import { CLAIMS } from '../content';

export function HeroSection() {
  const mockMode = useMockMode();
  return (
    <Box as="section" aria-labelledby="hero-title" bg="primary.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="6" maxW="3xl">
          <Badge colorPalette="primary" variant="surface" alignSelf="flex-start" size="lg">
            Crypto dispute and scam recovery
          </Badge>
          <Heading id="hero-title" as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            Lost crypto to a scam, an error or an unfair fee? Let us get it back.
          </Heading>
          <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
            We investigate the transactions, work with exchanges and legal partners, and keep you informed at every step
            until your dispute is resolved.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="primary">
              <RouterLink to="/register">Start Your Claim</RouterLink>
            </Button>
            {/* This button goes to /how-it-works (the not-found page until it exists); the header link scrolls. */}
            <Button asChild size="lg" variant="outline" colorPalette="primary" bg="bg.panel">
              <RouterLink to="/how-it-works">How It Works</RouterLink>
            </Button>
          </HStack>
        </Stack>
        {/* The claims are sample content until the operator replaces them (docs/texts.md#landing-page). */}
        <Stack gap="2" mt={{ base: '10', md: '14' }}>
          {mockMode ? <SampleBadge /> : null}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {CLAIMS.map((claim) => (
              <Stat.Root key={claim.label} bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4" gap="1">
                {/* The term first for screen readers; the figure shows first. */}
                <Stat.Label order={2} color="fg.muted">
                  {claim.label}
                </Stat.Label>
                <Stat.ValueText order={1} fontSize={{ base: '2xl', md: '3xl' }} color="primary.fg">
                  {claim.value}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
