import { Heading, Stack, Text } from '@chakra-ui/react';

export const COMING_SOON_TEXT = 'This screen arrives in a later release.';

/** An honest placeholder for a route with no screen yet: its title, nothing fake. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack gap="3">
      <title>{`${title} · Dispute Centre`}</title>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{COMING_SOON_TEXT}</Text>
    </Stack>
  );
}
