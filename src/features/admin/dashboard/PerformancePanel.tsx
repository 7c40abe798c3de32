import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { Card, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

/** Fixed targets (72 hours, 90%) and progress values (65%, 82%); nothing here is measured. */
export const PERFORMANCE_TARGETS = [
  { label: 'Resolution time', value: 65, target: '72 hours', palette: 'blue' },
  { label: 'Resolution rate', value: 82, target: '90%', palette: 'teal' },
] as const;

export function PerformancePanel() {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Performance overview
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {PERFORMANCE_TARGETS.map(({ label, value, target, palette }) => (
            <Progress.Root recipe={progressSlotRecipe} key={label} value={value} colorPalette={palette} size="md">
              <Stack direction="row" justify="space-between" mb="1.5">
                <Progress.Label>{label}</Progress.Label>
                <Progress.ValueText>{value}%</Progress.ValueText>
              </Stack>
              {/* Zag names the bar by its value ("65 percent"); the name is the label, the value stays in aria-valuenow. */}
              <Progress.Track aria-label={label}>
                <Progress.Range />
              </Progress.Track>
              <Text textStyle="sm" color="fg.muted" mt="1.5">
                Target: {target}
              </Text>
            </Progress.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
