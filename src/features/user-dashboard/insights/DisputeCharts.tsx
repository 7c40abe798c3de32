import { Chart, useChart } from '@chakra-ui/charts';
import { SimpleGrid } from '@chakra-ui/react';
import { CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DisputeSummary } from '../../../api';
import { DISPUTE_TYPE_LABELS, formatAmount } from '../../../components/format';
import { STATUS_COLOR } from '../../../theme';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { HorizontalBars } from '../../../components/charts/HorizontalBars';
import { filingsOverTime, scaleWords } from './filings';
import { amountsByType, countByStatus } from './insights';

/** Charts are drawn at a fixed height and the container's width (recharts' `responsive` mode). */
const CHART_HEIGHT = '240px';
const DENSE_POINTS = 24;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function StatusChart({ disputes }: { disputes: readonly DisputeSummary[] }) {
  const rows = countByStatus(disputes);
  return (
    <ChartFigure
      height={CHART_HEIGHT}
      id="chart-status"
      title="Disputes by status"
      graphicLabel="Bar chart of your disputes by status"
      summary={`${plural(disputes.length, 'dispute')}: ${rows.map((row) => `${row.count} ${row.status}`).join(', ')}.`}
      table={{
        caption: 'Disputes by status',
        columns: ['Status', 'Disputes'],
        rows: rows.map((row) => [row.status, String(row.count)]),
      }}
    >
      <HorizontalBars
        rows={rows.map((row) => ({
          label: row.status,
          values: { count: row.count },
          palette: STATUS_COLOR[row.status],
        }))}
        series={[{ name: 'count', label: 'Disputes' }]}
        height={CHART_HEIGHT}
        labelWidth={92}
        marginRight={28}
        valueLabels
        tooltip
      />
    </ChartFigure>
  );
}

const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

function AmountsChart({ disputes }: { disputes: readonly DisputeSummary[] }) {
  const rows = amountsByType(disputes);
  const largest = [...rows].sort((a, b) => b.amount - a.amount)[0];
  return (
    <ChartFigure
      height={CHART_HEIGHT}
      id="chart-amounts"
      title="Amounts by type"
      graphicLabel="Bar chart of the disputed amount by dispute type"
      summary={
        largest
          ? `The largest share is ${DISPUTE_TYPE_LABELS[largest.type]}: ${formatAmount(largest.amount)} over ${plural(largest.count, 'dispute')}.`
          : 'No amounts yet.'
      }
      table={{
        caption: 'Disputed amount by type',
        columns: ['Type', 'Disputes', 'Amount'],
        rows: rows.map((row) => [DISPUTE_TYPE_LABELS[row.type], String(row.count), formatAmount(row.amount)]),
      }}
    >
      <HorizontalBars
        rows={rows.map((row) => ({ label: DISPUTE_TYPE_LABELS[row.type], values: { amount: row.amount } }))}
        series={[{ name: 'amount', label: 'Amount', color: 'primary.solid' }]}
        height={CHART_HEIGHT}
        labelWidth={96}
        formatAxis={(value) => compactDollars.format(value)}
        formatValue={formatAmount}
        tooltip
      />
    </ChartFigure>
  );
}

function FilingsChart({ disputes }: { disputes: readonly DisputeSummary[] }) {
  const { scale, buckets } = filingsOverTime(disputes);
  const words = scaleWords(scale);
  const chart = useChart({
    data: buckets.map((bucket) => ({ period: bucket.label, count: bucket.count })),
    series: [{ name: 'count', color: 'primary.solid', label: 'Filed' }],
  });
  const busiest = [...buckets].sort((a, b) => b.count - a.count)[0];
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  // Past two dozen points, dots and a figure on each would run together: the line alone reads, and
  // only the periods with filings are labelled.
  const dense = buckets.length > DENSE_POINTS;
  return (
    <ChartFigure
      height={CHART_HEIGHT}
      id="chart-filings"
      title="Filings over time"
      graphicLabel={`Line chart of the disputes you filed each ${words.noun}`}
      summary={
        first && last && busiest
          ? `${plural(disputes.length, 'dispute')} filed from ${first.label} to ${last.label}; the busiest ${words.noun} was ${busiest.label} with ${busiest.count}.`
          : 'No filings yet.'
      }
      table={{
        caption: `Disputes filed per ${words.per}`,
        columns: [words.column, 'Filed'],
        rows: buckets.map((bucket) => [bucket.label, String(bucket.count)]),
      }}
    >
      <Chart.Root chart={chart} h={CHART_HEIGHT} aspectRatio="auto">
        <LineChart
          responsive
          data={chart.data}
          accessibilityLayer={false}
          margin={{ top: 20, right: 24, left: -8, bottom: 0 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('period')}
            axisLine={false}
            tickLine={false}
            tick={{ fontSize: 11 }}
            padding={{ left: 16, right: 8 }}
          />
          <YAxis allowDecimals={false} axisLine={false} tickLine={false} />
          <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip />} />
          {chart.series.map((item) => (
            <Line
              key={item.name}
              type="linear"
              dataKey={chart.key(item.name)}
              name="Filed"
              stroke={chart.color(item.color)}
              strokeWidth={2}
              dot={dense ? false : { r: 4, fill: chart.color(item.color) }}
              isAnimationActive={false}
            >
              <LabelList
                dataKey={chart.key(item.name)}
                position="top"
                fill={chart.color('fg')}
                formatter={(value: unknown) => (dense && value === 0 ? '' : String(value))}
              />
            </Line>
          ))}
        </LineChart>
      </Chart.Root>
    </ChartFigure>
  );
}

/** The three pictures of the user's disputes; each also readable as a table. */
export function DisputeCharts({ disputes }: { disputes: readonly DisputeSummary[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 1 }} gap="4" alignItems="start">
      <StatusChart disputes={disputes} />
      <AmountsChart disputes={disputes} />
      <FilingsChart disputes={disputes} />
    </SimpleGrid>
  );
}
