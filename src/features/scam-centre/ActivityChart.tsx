import { Box, HStack, List, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { SampleBadge } from '../../components/SampleBadge';
import { SectionCard } from '../../components/SectionCard';
import { useMockMode } from '../../config/demoContext';

/**
 * The scam centre's static activity chart (docs/texts.md#scam-centre). The category shares and the
 * three trend figures are fixed text (no call returns them); the page says they are illustrative.
 */
export const ACTIVITY_CATEGORIES = [
  { name: 'Phishing', share: 42 },
  { name: 'Fake ICOs', share: 23 },
  { name: 'Giveaways', share: 18 },
  { name: 'Malware', share: 10 },
  { name: 'Other', share: 7 },
] as const;

export const ACTIVITY_TRENDS = [
  { label: 'Phishing reports', value: '+32%', direction: 'up' },
  { label: 'Fake ICO reports', value: '-12%', direction: 'down' },
  { label: 'Giveaway scams', value: '+8%', direction: 'up' },
] as const;

export function ActivityChart() {
  const mockMode = useMockMode();
  return (
    <SectionCard
      aside={mockMode ? <SampleBadge /> : null}
      headingSize="lg"
      id="activity-heading"
      title="Scam activity"
      intro="Share of reported scams by category this month. Illustrative figures."
    >
      <Box as="figure" aria-labelledby="activity-caption" m="0">
        <Text as="figcaption" id="activity-caption" textStyle="sm" fontWeight="medium" mb="3">
          Reports by category
        </Text>
        {/* Each row states its figure in words; the bar beside it only repeats it visually. */}
        <List.Root as="ul" gap="3" m="0" p="0">
          {ACTIVITY_CATEGORIES.map((category) => (
            <List.Item key={category.name} listStyleType="none">
              <HStack justify="space-between" textStyle="sm" mb="1">
                <Text>{category.name}</Text>
                <Text fontWeight="semibold">{`${category.share}%`}</Text>
              </HStack>
              <Box aria-hidden="true" h="2.5" bg="bg.emphasized" borderRadius="full" overflow="hidden">
                <Box
                  h="full"
                  w={`${category.share}%`}
                  bg={{ base: 'primary.solid', _dark: 'blue.400' }}
                  borderRadius="full"
                />
              </Box>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Text id="trends-heading" textStyle="sm" fontWeight="medium" mt="5" mb="2">
        Change since last month
      </Text>
      <SimpleGrid role="group" aria-labelledby="trends-heading" columns={{ base: 1, sm: 3, lg: 1, xl: 3 }} gap="3">
        {ACTIVITY_TRENDS.map((trend) => (
          // A rise in scams is bad news: up is red, down is green (the sign carries it in text too).
          <Stat.Root key={trend.label} borderWidth="1px" borderRadius="md" p="3" size="sm">
            <Stat.Label>{trend.label}</Stat.Label>
            <Stat.ValueText alignItems="center" gap="1">
              {trend.value}
              {trend.direction === 'up' ? (
                <Stat.UpIndicator aria-hidden="true" color="fg.error" />
              ) : (
                <Stat.DownIndicator aria-hidden="true" color="fg.success" />
              )}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
