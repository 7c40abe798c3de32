/**
 * The error states of the route table: a page that failed to load or to render is never a white
 * screen. Each page route has its own boundary (`PageErrorState`), shown inside the layout so the
 * header and navigation stay usable; the root keeps `RouteErrorPage` as the last resort, for
 * what fails outside a layout (the landing and not-found pages, the guards, a layout itself).
 */
import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadPage } from './routeErrors';

export const ROUTE_ERROR_TEXT = {
  title: 'Something went wrong',
  render: 'This page could not be shown. Try again, or go back to the home page.',
  load: 'This page could not be loaded. Check your connection, then try again.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;

/** The words, the retry and the way home; `fullPage` only changes the frame. */
function RouteError({ fullPage }: { fullPage: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  const retry = () => {
    if (chunk) {
      // The router and the browser both cache a failed import: only a reload fetches it again.
      reloadPage();
      return;
    }
    // Navigating to the same URL gives the router a new location, which resets its error
    // boundary and renders the route again (its lazy loader and page included).
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  };

  return (
    <VStack gap="3" textAlign="center" role="alert" py={fullPage ? undefined : '12'}>
      <Heading as="h1" size={fullPage ? 'xl' : 'lg'}>
        {ROUTE_ERROR_TEXT.title}
      </Heading>
      <Text color="fg.muted">{chunk ? ROUTE_ERROR_TEXT.load : ROUTE_ERROR_TEXT.render}</Text>
      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button onClick={retry}>{ROUTE_ERROR_TEXT.retry}</Button>
        <Button asChild variant="outline">
          <RouterLink to="/">{ROUTE_ERROR_TEXT.home}</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}

/** The last resort at the root of the route table: a whole-screen error state. */
export function RouteErrorPage() {
  return (
    <Center as="main" minH="100vh" px="4">
      <RouteError fullPage />
    </Center>
  );
}

/** One page's error state, rendered by the router in the layout's outlet in place of the page. */
export function PageErrorState() {
  return <RouteError fullPage={false} />;
}
