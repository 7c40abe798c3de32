import { Center, Heading, Text, VStack } from '@chakra-ui/react';

/** Centred on a grey background, its two texts word for word (docs/routes.md#not-found-page). */
export default function NotFoundPage() {
  return (
    <Center as="main" minH="100vh" bg="bg.muted" px="4">
      <title>Page not found · Dispute Centre</title>
      <VStack gap="3" textAlign="center">
        <Heading as="h1" size="2xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
      </VStack>
    </Center>
  );
}
