import { Badge, Box, HStack, List, Text } from '@chakra-ui/react';
import type { Finding, Severity } from './detect';

export const SEVERITY_PALETTE: Record<Severity, string> = { High: 'destructive', Medium: 'warning', Low: 'gray' };

/** The warning signs, most serious first; titles in plain words, all text rendered as text. */
export function FindingList({ findings }: { findings: Finding[] }) {
  if (findings.length === 0) return <Text color="fg.muted">No warning signs in its format.</Text>;
  const order: Severity[] = ['High', 'Medium', 'Low'];
  const sorted = [...findings].sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
  return (
    <List.Root variant="plain" gap="3" aria-label="Warning signs">
      {sorted.map((item) => (
        <List.Item key={item.id} data-finding={item.id}>
          <Box borderLeftWidth="4px" borderColor={`${SEVERITY_PALETTE[item.severity]}.solid`} pl="3" py="1">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={SEVERITY_PALETTE[item.severity]} variant="subtle">
                {item.severity}
              </Badge>
              <Text fontWeight="semibold">{item.title}</Text>
            </HStack>
            <Text mt="1" color="fg.muted" textStyle="sm" wordBreak="break-word">
              {item.detail}
            </Text>
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
