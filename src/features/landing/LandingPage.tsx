import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Placeholder landing page (no layout, SPEC.md §2); the full page is a later issue. */
export default function LandingPage() {
  return (
    <Center as="main" minH="100vh" px="4">
      <title>Dispute Centre</title>
      <VStack gap="5" textAlign="center" maxW="xl">
        <Heading as="h1" size="3xl">
          Dispute Centre
        </Heading>
        <Text color="fg.muted">File and follow disputes over crypto transactions, and get help recovering lost funds.</Text>
        <HStack gap="3">
          <Button asChild variant="outline">
            <RouterLink to="/login">Log In</RouterLink>
          </Button>
          <Button asChild colorPalette="primary">
            <RouterLink to="/register">Sign Up</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Center>
  );
}
