import { Badge, Stack, Text } from '@chakra-ui/react';
import type { DisputeSummary } from '../../../api';
import type { DisputeColumn } from '../../../components/dispute/DisputeRowsTable';
import {
  CLOCK_NAMES,
  clockTone,
  currentClock,
  DUE_TEXTS,
  dueText,
  exactDueText,
  type ClockTone,
} from '../../../components/dispute/slaText';
import { Tooltip } from '../../../components/Tooltip';

/** Danger once overdue, warning within 4 h; the badge's palette keeps its text readable in both modes. */
const BADGES: Record<Exclude<ClockTone, 'running'>, { colorPalette: string; variant: 'subtle' | 'outline' }> = {
  overdue: { colorPalette: 'red', variant: 'subtle' },
  soon: { colorPalette: 'orange', variant: 'subtle' },
  paused: { colorPalette: 'gray', variant: 'subtle' },
  met: { colorPalette: 'green', variant: 'subtle' },
  missed: { colorPalette: 'red', variant: 'outline' },
};

/**
 * The clock that matters now (docs/texts.md#the-clock): its value ("in 3 h", "overdue by 1 d 2 h",
 * "paused: waiting on user", "Met", "Missed"), which clock it is, and the exact due time in a
 * tooltip and, for screen readers, in the text itself. A dash, read as "Not known", without clocks.
 */
export function DueCell({ dispute }: { dispute: DisputeSummary }) {
  const current = currentClock(dispute.sla, dispute.status);
  if (!current) {
    return (
      <>
        <span aria-hidden="true">{DUE_TEXTS.none}</span>
        <Text as="span" srOnly>
          {DUE_TEXTS.noneSpoken}
        </Text>
      </>
    );
  }
  const { name, clock } = current;
  const tone = clockTone(clock);
  const exact = exactDueText(clock);
  const value = dueText(clock);
  return (
    <Stack gap="0.5" align="flex-start">
      <Tooltip content={exact}>
        <time dateTime={clock.dueAt}>
          {tone === 'running' ? (
            <Text as="span">{value}</Text>
          ) : (
            <Badge {...BADGES[tone]} whiteSpace="nowrap">
              {value}
            </Badge>
          )}
          <Text as="span" srOnly>{`, ${exact}, `}</Text>
        </time>
      </Tooltip>
      <Text as="span" textStyle="xs" color="fg.muted">
        {CLOCK_NAMES[name]}
      </Text>
    </Stack>
  );
}

export const dueColumn: DisputeColumn = {
  id: 'due',
  title: 'Due',
  // Positioned, so the hidden words are clipped by the table's scroll box and never widen the page.
  cellStyle: { whiteSpace: 'nowrap', position: 'relative' },
  render: (dispute) => <DueCell dispute={dispute} />,
};
