import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** A route that failed to load or render (e.g. a chunk missing after a deploy): never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center as="main" minH="100vh" px="4">
      <VStack gap="3" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">This page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </VStack>
    </Center>
  );
}
