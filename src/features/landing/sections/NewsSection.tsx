/** The static news and alerts block of four items. */
import { Badge, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { formatDate } from '../../../components/format';
import { SampleBadge } from '../../../components/SampleBadge';
import { useMockMode } from '../../../config/demoContext';
import { NEWS } from '../content';
import { LandingSection } from './LandingSection';

export function NewsSection() {
  const mockMode = useMockMode();
  return (
    <LandingSection
      id="news"
      title="News and Alerts"
      intro="Recent scam patterns and recovery news."
      aside={mockMode ? <SampleBadge /> : null}
    >
      <SimpleGrid as="ul" aria-label="News and alerts" listStyle="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {NEWS.map((item) => (
          <Card.Root as="li" key={item.title} variant="outline" size="sm">
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2">
                <Badge colorPalette={item.category === 'Alert' ? 'warning' : 'primary'} variant="subtle">
                  {item.category}
                </Badge>
                <Text textStyle="xs" color="fg.muted">
                  <time dateTime={item.date}>{formatDate(`${item.date}T12:00:00`)}</time>
                </Text>
              </HStack>
              <Card.Title as="h3">{item.title}</Card.Title>
              <Card.Description>{item.summary}</Card.Description>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
