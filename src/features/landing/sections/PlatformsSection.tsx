/** The supported exchanges and wallets. */
import { Heading, List, SimpleGrid, Stack, Tag } from '@chakra-ui/react';
import { EXCHANGES, WALLETS } from '../content';
import { LandingSection } from './LandingSection';

function PlatformList({ title, names }: { title: string; names: readonly string[] }) {
  const id = `platforms-${title.toLowerCase()}`;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      <List.Root aria-labelledby={id} listStyle="none" display="flex" flexDirection="row" flexWrap="wrap" gap="2">
        {names.map((name) => (
          <List.Item key={name}>
            <Tag.Root size="lg" variant="surface" colorPalette="gray">
              <Tag.Label>{name}</Tag.Label>
            </Tag.Root>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function PlatformsSection() {
  return (
    <LandingSection
      id="supported-platforms"
      title="Supported Platforms"
      intro="We handle cases involving the major exchanges and wallets."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <PlatformList title="Exchanges" names={EXCHANGES} />
        <PlatformList title="Wallets" names={WALLETS} />
      </SimpleGrid>
    </LandingSection>
  );
}
