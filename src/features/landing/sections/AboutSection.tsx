/** About us and the four success stories (the header's "About Us" link lands here). */
import { Avatar, Badge, Blockquote, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SampleBadge } from '../../../components/SampleBadge';
import { useMockMode } from '../../../config/demoContext';
import { SECTION_IDS, TESTIMONIALS } from '../content';
import { LandingSection } from './LandingSection';

export function AboutSection() {
  const mockMode = useMockMode();
  return (
    <LandingSection
      id={SECTION_IDS.about}
      title="About Us"
      intro="We are blockchain analysts, investigators and legal partners who help people recover crypto lost to fraud, mistakes and unfair charges. Every case gets a named case manager and an honest assessment before any work starts."
      shaded
    >
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <Heading as="h3" size="xl" id="success-stories-title">
            Success Stories
          </Heading>
          {mockMode ? <SampleBadge /> : null}
        </HStack>
        <SimpleGrid
          as="ul"
          aria-labelledby="success-stories-title"
          listStyle="none"
          columns={{ base: 1, md: 2 }}
          gap="4"
        >
          {TESTIMONIALS.map((story) => (
            <Card.Root as="li" key={story.name} variant="elevated">
              <Card.Body gap="4">
                <Badge colorPalette="secondary" variant="subtle" alignSelf="flex-start">
                  {story.amount}
                </Badge>
                <Blockquote.Root variant="plain" p="0">
                  <Blockquote.Content>
                    <Text>“{story.quote}”</Text>
                  </Blockquote.Content>
                </Blockquote.Root>
                <HStack gap="3">
                  <Avatar.Root size="sm" colorPalette="primary">
                    <Avatar.Fallback name={story.name} />
                  </Avatar.Root>
                  <Stack gap="0">
                    <Text fontWeight="semibold">{story.name}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {story.location}
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          Names shortened for privacy. Results depend on each case; recovery is not guaranteed.
        </Text>
      </Stack>
    </LandingSection>
  );
}
