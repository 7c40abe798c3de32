/**
 * Reports for the stories and tests of /admin/reports, typed with the contract's own types, and a
 * handler that answers GET /api/admin/reports with one for the period asked. In the sample the
 * sums add up: the types and the assignees each split the totals.
 */
import { http, HttpResponse } from 'msw';
import { DISPUTE_TYPES } from '../../../api';
import { BACKLOG_AGES, type DurationSummary, type Report, type ReportFigures } from '../../../api/admin';

type Counts = Pick<ReportFigures, 'filed' | 'resolved' | 'rejected' | 'open'>;
type Times = [count: number, median: number | null, p90: number | null];

type Share = [count: number, of: number];
const share = ([count, of]: Share) => ({ count, of, share: of === 0 ? null : Math.round((count / of) * 1000) / 10 });

/** One row of figures: counts, times (hours), within the resolution target, refunds, within the first-reply target. */
function figures(
  counts: Counts,
  reply: Times,
  resolution: Times,
  within: Share,
  refunds: [count: number, sum: number],
  replyWithin: Share,
): ReportFigures {
  const summary = ([count, median, p90]: Times): DurationSummary => ({ count, median, p90 });
  return {
    ...counts,
    firstReply: summary(reply),
    resolution: summary(resolution),
    withinTarget: share(within),
    firstReplyWithinTarget: share(replyWithin),
    refunds: { count: refunds[0], sum: refunds[1] },
  };
}

const ZERO = figures(
  { filed: 0, resolved: 0, rejected: 0, open: 0 },
  [0, null, null],
  [0, null, null],
  [0, 0],
  [0, 0],
  [0, 0],
);

/** The end of `to`, or now while `to` is still going. */
const asOfFor = (to: string) => new Date(Math.min(Date.parse(`${to}T23:59:59.999Z`), Date.now())).toISOString();

export const TARGETS = { resolutionHours: 72, resolutionRate: 90, firstReplyHours: 24 };
export const SAM = { id: 'usr-2', name: 'Sam Rivera' };
export const JORDAN = { id: 'usr-51', name: 'Jordan Lee' };

/** A busy month: 48 filed, 37 closed (28 within the 72-hour target, 75.7%), 20 still open. */
export function sampleReport({ from, to }: { from: string; to: string }): Report {
  return {
    from,
    to,
    asOf: asOfFor(to),
    targets: TARGETS,
    totals: figures(
      { filed: 48, resolved: 28, rejected: 9, open: 20 },
      [45, 3, 21],
      [37, 28, 96],
      [28, 37],
      [20, 10_180.25],
      [38, 45],
    ),
    backlog: {
      total: 20,
      byStatus: [
        { status: 'New', count: 8 },
        { status: 'In Progress', count: 7 },
        { status: 'Under Review', count: 5 },
      ],
      byAge: [
        { age: 'under1Day', count: 3 },
        { age: 'days1To3', count: 6 },
        { age: 'days3To7', count: 5 },
        { age: 'over7Days', count: 6 },
      ],
    },
    byType: [
      {
        type: 'transaction_error',
        figures: figures(
          { filed: 18, resolved: 12, rejected: 2, open: 7 },
          [17, 3.5, 20],
          [14, 30, 70],
          [12, 14],
          [9, 1_840.5],
          [14, 17],
        ),
      },
      {
        type: 'fee_dispute',
        figures: figures(
          { filed: 11, resolved: 8, rejected: 3, open: 3 },
          [11, 2.25, 9],
          [11, 22, 60],
          [10, 11],
          [6, 214.75],
          [10, 11],
        ),
      },
      {
        type: 'scam_report',
        figures: figures(
          { filed: 9, resolved: 3, rejected: 2, open: 6 },
          [8, 6, 30],
          [5, 96, 190],
          [2, 5],
          [1, 5_000],
          [6, 8],
        ),
      },
      {
        type: 'unauthorized_transaction',
        figures: figures(
          { filed: 7, resolved: 4, rejected: 1, open: 3 },
          [7, 1.5, 5],
          [5, 50, 100],
          [3, 5],
          [4, 3_125],
          [6, 7],
        ),
      },
      {
        type: 'other',
        figures: figures(
          { filed: 3, resolved: 1, rejected: 1, open: 1 },
          [2, 0.5, 26],
          [2, 12, 80],
          [1, 2],
          [0, 0],
          [2, 2],
        ),
      },
    ],
    byAssignee: [
      {
        assignee: JORDAN,
        figures: figures(
          { filed: 20, resolved: 14, rejected: 4, open: 6 },
          [20, 2.5, 15],
          [18, 26, 80],
          [15, 18],
          [10, 6_400],
          [17, 20],
        ),
      },
      {
        assignee: SAM,
        figures: figures(
          { filed: 19, resolved: 14, rejected: 5, open: 5 },
          [19, 3.25, 22],
          [19, 30, 110],
          [13, 19],
          [10, 3_780.25],
          [15, 19],
        ),
      },
      {
        assignee: null,
        figures: figures(
          { filed: 9, resolved: 0, rejected: 0, open: 9 },
          [6, 8, 30],
          [0, null, null],
          [0, 0],
          [0, 0],
          [6, 6],
        ),
      },
    ],
  };
}

/** A quiet period: nothing filed, closed or open. */
export function emptyReport({ from, to }: { from: string; to: string }): Report {
  return {
    from,
    to,
    asOf: asOfFor(to),
    targets: TARGETS,
    totals: ZERO,
    backlog: {
      total: 0,
      byStatus: [
        { status: 'New', count: 0 },
        { status: 'In Progress', count: 0 },
        { status: 'Under Review', count: 0 },
      ],
      byAge: BACKLOG_AGES.map((age) => ({ age, count: 0 })),
    },
    byType: DISPUTE_TYPES.map((type) => ({ type, figures: ZERO })),
    byAssignee: [
      { assignee: SAM, figures: ZERO },
      { assignee: null, figures: ZERO },
    ],
  };
}

export const LONG_ASSIGNEE_COUNT = 14;
export const LONG_ASSIGNEE_NAME = 'Maximiliana-Alexandrina Featherstonehaugh-Worthington';

/** A year of a large team: 14 admins with long names, five-digit counts, sums in the millions. */
export function longReport(period: { from: string; to: string }): Report {
  const base = sampleReport(period);
  const scale = (row: ReportFigures, by: number): ReportFigures => ({
    ...row,
    filed: row.filed * by,
    resolved: row.resolved * by,
    rejected: row.rejected * by,
    open: row.open * by,
    firstReply: { ...row.firstReply, count: row.firstReply.count * by },
    resolution: { ...row.resolution, count: row.resolution.count * by },
    withinTarget: { ...row.withinTarget, count: row.withinTarget.count * by, of: row.withinTarget.of * by },
    firstReplyWithinTarget: row.firstReplyWithinTarget && {
      ...row.firstReplyWithinTarget,
      count: row.firstReplyWithinTarget.count * by,
      of: row.firstReplyWithinTarget.of * by,
    },
    refunds: { count: row.refunds.count * by, sum: row.refunds.sum * by },
  });
  return {
    ...base,
    totals: scale(base.totals, 257),
    backlog: {
      ...base.backlog,
      total: base.backlog.total * 257,
      byStatus: base.backlog.byStatus.map((row) => ({ ...row, count: row.count * 257 })),
      byAge: base.backlog.byAge.map((row) => ({ ...row, count: row.count * 257 })),
    },
    byType: base.byType.map((row) => ({ ...row, figures: scale(row.figures, 257) })),
    byAssignee: Array.from({ length: LONG_ASSIGNEE_COUNT }, (_, index) => ({
      assignee: {
        id: `usr-long-${index}`,
        name: index === 0 ? LONG_ASSIGNEE_NAME : `Bartholomew-Christopher Vanderbilt-Montgomery ${index}`,
      },
      figures: scale(base.byAssignee[index % 2]?.figures ?? ZERO, 9),
    })),
  };
}

/** Answers GET /api/admin/reports with `build`'s report for the period asked. */
export const reportHandler = (build: (period: { from: string; to: string }) => Report) =>
  http.get('*/api/admin/reports', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(build({ from: query.get('from') ?? '', to: query.get('to') ?? '' }));
  });
