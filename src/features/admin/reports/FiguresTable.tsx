import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type DurationSummary, type FigureName, type ReportFigures, type TargetShare } from '../../../api/admin';
import { formatAmount } from '../../../components/format';
import { formatCount, formatHours, formatShare } from './formatReport';
import { FigureLink, type FigureGroup } from './FigureLink';
import { NoValue } from './NoValue';
import { FIGURE_COLUMNS } from './texts';

export interface FiguresRow {
  key: string;
  label: string;
  figures: ReportFigures;
  /** The group the row counts, for the links of its counts. */
  group: FigureGroup;
}

type Period = { from: string; to: string };

/** The row names stay in view while a narrow screen scrolls the figures sideways. */
const STICKY_START = {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  bg: 'bg.panel',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
} as const;

const time = (hours: number | null) => (hours === null ? <NoValue /> : formatHours(hours));

/** A share met, "84% (42 of 50)" with 42 a link, and the rest breached as a link; "—" twice when none was due. */
function targetCells(
  share: TargetShare | null | undefined,
  link: (figure: 'met' | 'breached', count: number) => ReactNode,
): ReactNode[] {
  if (!share || share.share === null) return [<NoValue key="share" />, <NoValue key="missed" />];
  return [
    <>
      {formatShare(share.share)} ({link('met', share.count)} of {formatCount(share.of)})
    </>,
    link('breached', share.of - share.count),
  ];
}

/** The cells of one row of figures, in FIGURE_COLUMNS' order; every count of a figure opens its disputes. */
function figureCells(period: Period, { figures, group }: FiguresRow): ReactNode[] {
  const { filed, resolved, rejected, open, firstReply, resolution, withinTarget, refunds } = figures;
  const times = (summary: DurationSummary) => [time(summary.median), time(summary.p90)];
  const link = (figure: FigureName, count: number) => (
    <FigureLink period={period} figure={figure} group={group} count={count} />
  );
  return [
    link('filed', filed),
    link('resolved', resolved),
    link('rejected', rejected),
    link('open', open),
    formatCount(firstReply.count),
    ...times(firstReply),
    ...targetCells(figures.firstReplyWithinTarget, (which, count) =>
      link(which === 'met' ? 'firstReplyWithinTarget' : 'firstReplyBreached', count),
    ),
    formatCount(resolution.count),
    ...times(resolution),
    ...targetCells(withinTarget, (which, count) => link(which === 'met' ? 'withinTarget' : 'breached', count)),
    formatCount(refunds.count),
    formatAmount(refunds.sum),
  ];
}

/**
 * Every figure of a breakdown (by type, by assignee) as one table; a narrow screen scrolls it
 * sideways inside its own focusable box, and the row names stay in view.
 */
export function FiguresTable({
  caption,
  firstColumn,
  rows,
  period,
}: {
  caption: string;
  firstColumn: string;
  rows: readonly FiguresRow[];
  period: Period;
}) {
  return (
    // Positioned, so the visually hidden words of a "—" cell are clipped by this box and never widen the page.
    <Table.ScrollArea
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" {...STICKY_START}>
              {firstColumn}
            </Table.ColumnHeader>
            {FIGURE_COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} scope="col" textAlign="end" whiteSpace="nowrap">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="medium" {...STICKY_START} minW="9rem" maxW="14rem">
                <Text wordBreak="break-word">{row.label}</Text>
              </Table.Cell>
              {figureCells(period, row).map((cell, index) => (
                <Table.Cell
                  key={FIGURE_COLUMNS[index]}
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                >
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
