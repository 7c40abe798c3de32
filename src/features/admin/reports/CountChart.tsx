import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { DataTable } from '../../../components/charts/ChartFigure';
import { HorizontalBars } from '../../../components/charts/HorizontalBars';
import { formatCount } from './formatReport';

/** One bar: its label, its count and a palette of the theme (docs/statuses.md#status-colours). */
export interface CountBar {
  label: string;
  count: number;
  palette: string;
  /** The count as shown in the table, when it is more than its number (a link to its disputes). */
  cell?: ReactNode;
}

const BAR_HEIGHT = 40;

/**
 * Counts as horizontal bars with the same numbers in a visible table right below, under one
 * heading. The bars are hidden from assistive technology: the table has the numbers. With nothing
 * to count the bars would be an empty frame: the table alone shows.
 */
export function CountChart({
  title,
  caption,
  columns,
  bars,
}: {
  title: string;
  /** The table's caption. */
  caption: string;
  /** The table's two column headers: what a row is, and what is counted. */
  columns: readonly [string, string];
  bars: readonly CountBar[];
}) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h4" size="sm" id={headingId}>
        {title}
      </Heading>
      {bars.some((bar) => bar.count > 0) ? (
        <Box aria-hidden="true">
          <HorizontalBars
            rows={bars.map((bar) => ({ label: bar.label, values: { count: bar.count }, palette: bar.palette }))}
            series={[{ name: 'count', label: columns[1] }]}
            height={`${bars.length * BAR_HEIGHT + 8}px`}
            labelWidth={96}
            barSize={22}
            marginRight={40}
            axis="hidden"
            formatValue={formatCount}
            valueLabels
          />
        </Box>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={bars.map((bar) => [bar.label, bar.cell ?? formatCount(bar.count)])}
        tone="muted"
      />
    </Stack>
  );
}
