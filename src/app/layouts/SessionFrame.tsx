/**
 * What a signed-in page shows before the session is known: the layout's frame (the header's bar
 * with the brand and the colour-mode switch, the page's area with a loading state), so the page
 * paints at once and only its content changes when the session answers. The navigation and the
 * account controls wait for the session: they depend on who is signed in. The page's area shows
 * the part of the page that needs no one's data when its route names one (`frameIntro` in its
 * `handle`, src/data/preload.ts), else skeletons.
 */
import { Box, Container, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { HeaderBar } from '../../components/HeaderBar';
import { PageLoading } from '../../components/PageLoading';
import { isPageHandle } from '../../data';

export function SessionFrame({ label, intro: Intro }: { label: string; intro?: ComponentType | undefined }) {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <HeaderBar>
        <HStack gap="2" ms="auto">
          <ColorModeToggle />
          <Skeleton height="8" width="8" borderRadius="full" />
        </HStack>
      </HeaderBar>
      <Container as="main" maxW="7xl" py={{ base: '6', md: '8' }}>
        {Intro ? (
          <Stack gap="6">
            <Intro />
            <PageLoading label={label} />
          </Stack>
        ) : (
          <>
            <Stack gap="4" aria-hidden="true">
              <Skeleton height="8" width={{ base: '60%', md: '40%' }} />
              <Skeleton height="4" width={{ base: '80%', md: '55%' }} />
            </Stack>
            <PageLoading label={label} />
          </>
        )}
      </Container>
    </Box>
  );
}

/** The frame's introduction for the page being opened: the deepest route's `frameIntro`, if any. */
export function useFrameIntro(): ComponentType | undefined {
  return useMatches()
    .map(({ handle }) => (isPageHandle(handle) ? handle.frameIntro : undefined))
    .findLast((intro) => intro !== undefined);
}
