import { Stack, Text, type StackProps } from '@chakra-ui/react';
import type { DisputeStatus, Sla } from '../../api';
import { aimLines } from './slaText';

/**
 * When support aims to reply and to resolve, as the user reads it (docs/texts.md#the-clock):
 * one line a clock that still has something to say; nothing on a closed dispute or from a server
 * without clocks.
 */
export function SupportAim({
  sla,
  status,
  ...rest
}: { sla: Sla | null | undefined; status: DisputeStatus } & Omit<StackProps, 'children'>) {
  const lines = aimLines(sla, status);
  if (lines.length === 0) return null;
  return (
    <Stack gap="0.5" {...rest}>
      {lines.map((line) => (
        <Text key={line} textStyle="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
