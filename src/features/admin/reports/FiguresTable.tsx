import { Table, Text } from '@chakra-ui/react';
import { type DurationSummary, type ReportFigures } from '../../../api/admin';
import { formatAmount } from '../../../components/format';
import { formatCount, formatHours, formatShare } from './formatReport';
import { NoValue } from './NoValue';
import { FIGURE_COLUMNS } from './texts';

export interface FiguresRow {
  key: string;
  label: string;
  figures: ReportFigures;
}

/** The row names stay in view while a narrow screen scrolls the figures sideways. */
const STICKY_START = {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  bg: 'bg.panel',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
} as const;

const time = (hours: number | null) => (hours === null ? <NoValue /> : formatHours(hours));

/** The cells of one row of figures, in FIGURE_COLUMNS' order. */
function figureCells({
  filed,
  resolved,
  rejected,
  open,
  firstReply,
  resolution,
  withinTarget,
  refunds,
}: ReportFigures) {
  const times = (summary: DurationSummary) => [time(summary.median), time(summary.p90)];
  return [
    formatCount(filed),
    formatCount(resolved),
    formatCount(rejected),
    formatCount(open),
    formatCount(firstReply.count),
    ...times(firstReply),
    formatCount(resolution.count),
    ...times(resolution),
    withinTarget.share === null ? (
      <NoValue />
    ) : (
      `${formatShare(withinTarget.share)} (${formatCount(withinTarget.count)} of ${formatCount(withinTarget.of)})`
    ),
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
}: {
  caption: string;
  firstColumn: string;
  rows: readonly FiguresRow[];
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
              {figureCells(row.figures).map((cell, index) => (
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
