import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, Stack, Table } from '@chakra-ui/react';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { formatCount } from './formatReport';

/** One bar: its label, its count and a palette of the theme (docs/statuses.md#status-colours). */
export interface CountBar {
  label: string;
  count: number;
  palette: string;
}

const BAR_HEIGHT = 40;

/** The bars alone, hidden from assistive technology: the table beside them has the numbers. */
function CountBars({ bars }: { bars: readonly CountBar[] }) {
  const chart = useChart({ data: bars.map((bar) => ({ label: bar.label, count: bar.count, palette: bar.palette })) });
  return (
    <Box aria-hidden="true">
      <Chart.Root chart={chart} h={`${bars.length * BAR_HEIGHT + 8}px`} aspectRatio="auto">
        <BarChart
          responsive
          data={chart.data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 4, right: 40, left: 0, bottom: 4 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis
            type="category"
            dataKey={chart.key('label')}
            axisLine={false}
            tickLine={false}
            width={96}
            tick={{ fontSize: 12, fill: chart.color('fg') }}
          />
          <Bar
            dataKey={chart.key('count')}
            isAnimationActive={false}
            radius={[0, 4, 4, 0]}
            strokeWidth={1.5}
            barSize={22}
          >
            <LabelList
              dataKey={chart.key('count')}
              position="right"
              fill={chart.color('fg')}
              formatter={(value: unknown) => formatCount(Number(value))}
            />
            {chart.data.map((item) => (
              // The solid colour outlined in the palette's text colour, so a pale bar (yellow) still stands out.
              <Cell
                key={item.label}
                fill={chart.color(`${item.palette}.solid`)}
                stroke={chart.color(`${item.palette}.fg`)}
              />
            ))}
          </Bar>
        </BarChart>
      </Chart.Root>
    </Box>
  );
}

/**
 * Counts as horizontal bars with the same numbers in a visible table right below, under one
 * heading. With nothing to count the bars would be an empty frame: the table alone shows.
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
      {bars.some((bar) => bar.count > 0) ? <CountBars bars={bars} /> : null}
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mt="0" mb="1">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{columns[0]}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {columns[1]}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bars.map((bar) => (
            <Table.Row key={bar.label}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {bar.label}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatCount(bar.count)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
