/**
 * A report as one CSV file: the period and targets, then one block per table of the screen
 * (totals, open backlog by status and by age, by type, by assignee), each block a title line, a
 * header and its rows, blocks apart by an empty line. Durations are in hours and shares in
 * percent, as plain numbers a spreadsheet can sum; a figure with no value is an empty cell.
 */
import { type Report, type ReportFigures } from '../../../api/admin';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import { toCsv, type CsvRow } from '../../../components/csv';
import { assigneeName } from './formatReport';
import {
  AGE_COLUMN,
  AGE_LABELS,
  ALL_DISPUTES,
  ASSIGNEE_COLUMN,
  BACKLOG_BY_AGE_CAPTION,
  BACKLOG_BY_STATUS_CAPTION,
  BY_ASSIGNEE_HEADING,
  BY_TYPE_HEADING,
  CSV_FIGURE_COLUMNS,
  CSV_HEAD,
  CSV_TITLE,
  OPEN_DISPUTES_COLUMN,
  STATUS_COLUMN,
  TOTAL_ROW,
  TOTALS_HEADING,
  TYPE_COLUMN,
} from './texts';

/** `dispute-report-2026-10-27-to-2026-11-25.csv` */
export const reportFileName = ({ from, to }: { from: string; to: string }) => `dispute-report-${from}-to-${to}.csv`;

/** At most two decimals, no trailing zeros: 27.5, 0.33, 72. */
const rounded = (value: number) => Number(value.toFixed(2));
const orEmpty = (value: number | null) => (value === null ? '' : rounded(value));

const figureCells = (figures: ReportFigures): CsvRow => [
  figures.filed,
  figures.resolved,
  figures.rejected,
  figures.open,
  figures.firstReply.count,
  orEmpty(figures.firstReply.median),
  orEmpty(figures.firstReply.p90),
  figures.resolution.count,
  orEmpty(figures.resolution.median),
  orEmpty(figures.resolution.p90),
  figures.withinTarget.count,
  orEmpty(figures.withinTarget.share),
  figures.withinTarget.of - figures.withinTarget.count,
  // Empty cells from a server without first-reply figures.
  figures.firstReplyWithinTarget?.count ?? '',
  orEmpty(figures.firstReplyWithinTarget?.share ?? null),
  figures.firstReplyWithinTarget ? figures.firstReplyWithinTarget.of - figures.firstReplyWithinTarget.count : '',
  figures.refunds.count,
  figures.refunds.sum.toFixed(2),
];

const block = (title: string, header: CsvRow, rows: readonly CsvRow[]): CsvRow[] => [[], [title], header, ...rows];

export function reportToCsv(report: Report): string {
  const { backlog } = report;
  return toCsv([
    [CSV_TITLE],
    [CSV_HEAD.from, report.from],
    [CSV_HEAD.to, report.to],
    [CSV_HEAD.asOf, report.asOf],
    [CSV_HEAD.resolutionHours, report.targets.resolutionHours],
    [CSV_HEAD.resolutionRate, report.targets.resolutionRate],
    ...(report.targets.firstReplyHours === undefined
      ? []
      : [[CSV_HEAD.firstReplyHours, report.targets.firstReplyHours]]),
    ...block(TOTALS_HEADING, ['', ...CSV_FIGURE_COLUMNS], [[ALL_DISPUTES, ...figureCells(report.totals)]]),
    ...block(
      BACKLOG_BY_STATUS_CAPTION,
      [STATUS_COLUMN, OPEN_DISPUTES_COLUMN],
      [...backlog.byStatus.map((row) => [row.status, row.count]), [TOTAL_ROW, backlog.total]],
    ),
    ...block(
      BACKLOG_BY_AGE_CAPTION,
      [AGE_COLUMN, OPEN_DISPUTES_COLUMN],
      [...backlog.byAge.map((row) => [AGE_LABELS[row.age], row.count]), [TOTAL_ROW, backlog.total]],
    ),
    ...block(
      BY_TYPE_HEADING,
      [TYPE_COLUMN, ...CSV_FIGURE_COLUMNS],
      report.byType.map((row) => [DISPUTE_TYPE_LABELS[row.type], ...figureCells(row.figures)]),
    ),
    ...block(
      BY_ASSIGNEE_HEADING,
      [ASSIGNEE_COLUMN, ...CSV_FIGURE_COLUMNS],
      report.byAssignee.map((row) => [assigneeName(row.assignee), ...figureCells(row.figures)]),
    ),
  ]);
}
