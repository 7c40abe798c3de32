import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { Box } from '@chakra-ui/react';

/** One row of bars: its label on the axis, a value per series, and, for one series, its own palette. */
export interface BarRow {
  label: string;
  values: Readonly<Record<string, number>>;
  /** A theme palette (e.g. a status colour) that colours this row's bar when the series has no colour. */
  palette?: string;
}

export interface BarSeries {
  name: string;
  label: string;
  /** A colour token; without it each row's bar takes its row's palette, outlined in its text colour. */
  color?: string;
}

/** The legend's own swatch takes a colour value, not a token: a box in the token's colour instead. */
const swatch = (color: string) => <Box boxSize="2.5" borderRadius="xs" bg={color} />;

/**
 * The horizontal-bar preset every chart of counts or amounts by category uses: categories down the
 * left, bars to the right, no animation, drawn to the container's width at a fixed height. The
 * graphic alone: the figure around it (./ChartFigure.tsx, or a table beside it) carries the numbers
 * for assistive technology.
 */
export function HorizontalBars({
  rows,
  series,
  height,
  labelWidth,
  barSize,
  marginRight = 16,
  axis = 'shown',
  formatAxis,
  formatValue,
  valueLabels = false,
  tooltip = false,
  legend = false,
}: {
  rows: readonly BarRow[];
  series: readonly BarSeries[];
  /** A CSS height. */
  height: string;
  labelWidth: number;
  barSize?: number;
  marginRight?: number;
  axis?: 'shown' | 'hidden';
  formatAxis?: (value: number) => string;
  formatValue?: (value: number) => string;
  /** Each bar's figure written at its end. */
  valueLabels?: boolean;
  tooltip?: boolean;
  legend?: boolean;
}) {
  const data: Record<string, string | number>[] = rows.map((row) => ({
    ...row.values,
    label: row.label,
    palette: row.palette ?? '',
  }));
  const chart = useChart({
    data,
    series: series.map((item) => ({ ...item, icon: item.color ? swatch(item.color) : undefined })),
  });
  const format = (value: unknown) => (formatValue ? formatValue(Number(value)) : String(value));
  return (
    <Chart.Root chart={chart} h={height} aspectRatio="auto">
      <BarChart
        responsive
        data={chart.data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: marginRight, left: 0, bottom: 0 }}
      >
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis
          type="number"
          hide={axis === 'hidden'}
          allowDecimals={false}
          axisLine={false}
          tickLine={false}
          tick={{ fill: chart.color('fg.muted') }}
          tickFormatter={formatAxis}
        />
        <YAxis
          type="category"
          dataKey={chart.key('label')}
          axisLine={false}
          tickLine={false}
          width={labelWidth}
          tick={{ fontSize: 12, fill: chart.color('fg') }}
        />
        {tooltip ? (
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip hideIndicator={series.every((item) => !item.color)} formatter={format} />}
          />
        ) : null}
        {legend ? <Legend verticalAlign="top" align="left" content={<Chart.Legend />} /> : null}
        {series.map((item) => (
          <Bar
            key={item.name}
            dataKey={item.name}
            name={item.label}
            fill={item.color ? chart.color(item.color) : undefined}
            isAnimationActive={false}
            radius={[0, 4, 4, 0]}
            strokeWidth={item.color ? undefined : 1.5}
            barSize={barSize}
          >
            {valueLabels ? (
              <LabelList dataKey={item.name} position="right" fill={chart.color('fg')} formatter={format} />
            ) : null}
            {item.color
              ? null
              : chart.data.map((row) => (
                  // The solid colour outlined in the palette's text colour, so a pale bar (yellow) still stands out.
                  <Cell
                    key={row.label}
                    fill={chart.color(`${row.palette}.solid`)}
                    stroke={chart.color(`${row.palette}.fg`)}
                  />
                ))}
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  );
}
