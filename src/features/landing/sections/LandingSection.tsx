/** One band of the landing page: a titled section, reachable by its anchor below the sticky header. */
import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Beside the title: the Sample badge of a band of sample content. */
  aside?: ReactNode;
  /** A subtly shaded band, to separate neighbouring sections. */
  shaded?: boolean;
  children: ReactNode;
}

/**
 * Off screen, a band's style and layout are skipped until it nears the viewport (the landing page is
 * long: every whole-page style pass, such as the one when the app adopts the prerendered page,
 * costs a phone tens of milliseconds per band). `auto` in the intrinsic size keeps a band's last
 * rendered height, so the scrollbar does not jump; anchors, find-in-page and screen readers still
 * reach the content.
 */
const RENDER_WHEN_NEAR = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

export function LandingSection({ id, title, intro, aside, shaded = false, children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={titleId}
      scrollMarginTop="20"
      bg={shaded ? 'bg.subtle' : 'bg'}
      py={{ base: '12', md: '16' }}
      css={RENDER_WHEN_NEAR}
    >
      <Container maxW="6xl">
        <Stack gap="3" mb={{ base: '6', md: '10' }} maxW="3xl">
          <HStack gap="3" wrap="wrap">
            <Heading id={titleId} as="h2" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            {aside}
          </HStack>
          {intro && (
            <Text color="fg.muted" textStyle={{ base: 'md', md: 'lg' }}>
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
