/**
 * Every Reports figure opens exactly its disputes (docs/reports.md#opening-the-disputes-behind-a-figure):
 * over the seed, for the last 90 days, each figure of the totals, of each type and of each assignee
 * (the unassigned included), and each row of the backlog by status and by age, asked of
 * GET /api/admin/disputes with its figure's query, lists as many disputes as the report says.
 * Then the list without a figure (every dispute) and every refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGE_NOT_TAKEN_MESSAGE,
  AGE_REQUIRED_MESSAGE,
  FIGURE_MESSAGE,
  FIGURE_REQUIRED_MESSAGE,
  NOT_AN_ADMIN_MESSAGE,
  REPORT_DATE_MESSAGE,
  REPORT_RANGE_REVERSED_MESSAGE,
  REPORT_RANGE_TOO_LONG_MESSAGE,
  STATUS_NOT_TAKEN_MESSAGE,
  STATUS_REQUIRED_MESSAGE,
  type Report,
  type ReportFigures,
} from '../../src/api/admin';
import { adminWorld, type AdminWorld } from '../../tests/kit/adminTestkit';
import { TEST_NOW } from '../node';

const PERIOD = 'from=2026-08-24&to=2026-11-21';
let w: AdminWorld;
let report: Report;

beforeAll(async () => {
  w = await adminWorld({ now: () => TEST_NOW });
  const answer = await w.send<Report>('GET', `/api/admin/reports?${PERIOD}`, w.tokens.sam);
  expect(answer.status).toBe(200);
  report = answer.body;
});

async function listed(query: string): Promise<{ id: string }[]> {
  const answer = await w.send<{ id: string }[]>('GET', `/api/admin/disputes?${query}`, w.tokens.sam);
  expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** Each figure of a group that a link opens, with the number the report shows for it. */
function figuresOf(figures: ReportFigures): [string, number][] {
  const firstReply = figures.firstReplyWithinTarget;
  if (!firstReply) throw new Error('the report has no first-reply figures');
  return [
    ['filed', figures.filed],
    ['resolved', figures.resolved],
    ['rejected', figures.rejected],
    ['open', figures.open],
    ['withinTarget', figures.withinTarget.count],
    ['breached', figures.withinTarget.of - figures.withinTarget.count],
    ['firstReplyWithinTarget', firstReply.count],
    ['firstReplyBreached', firstReply.of - firstReply.count],
  ];
}

describe('GET /api/admin/disputes?figure=…', () => {
  it('opens as many disputes as each figure of each group says', async () => {
    const groups: [string, ReportFigures][] = [
      ['', report.totals],
      ...report.byType.map((row): [string, ReportFigures] => [`&type=${row.type}`, row.figures]),
      ...report.byAssignee.map((row): [string, ReportFigures] => [
        `&assignee=${row.assignee?.id ?? 'none'}`,
        row.figures,
      ]),
    ];
    let checked = 0;
    let nonZero = 0;
    for (const [group, figures] of groups) {
      for (const [figure, count] of figuresOf(figures)) {
        const query = `figure=${figure}&${PERIOD}${group}`;
        expect((await listed(query)).length, query).toBe(count);
        checked += 1;
        if (count > 0) nonZero += 1;
      }
    }
    expect(checked).toBe(8 * (1 + report.byType.length + report.byAssignee.length));
    // Not a comparison of zeros: most figures count something over the seed.
    expect(nonZero).toBeGreaterThan(checked / 2);
  });

  it('opens as many disputes as each row of the backlog says', async () => {
    for (const row of report.backlog.byStatus) {
      const query = `figure=backlogStatus&${PERIOD}&status=${encodeURIComponent(row.status)}`;
      expect((await listed(query)).length, query).toBe(row.count);
    }
    for (const row of report.backlog.byAge) {
      const query = `figure=backlogAge&${PERIOD}&age=${row.age}`;
      expect((await listed(query)).length, query).toBe(row.count);
    }
    expect(report.backlog.total).toBeGreaterThan(0);
  });

  it('lists the disputes of a figure newest first, each once, as the full list has them', async () => {
    const all = (await listed('')).map((row) => row.id);
    expect(all).toHaveLength(w.backend.db.data.disputes.length);
    const filed = (await listed(`figure=filed&${PERIOD}`)).map((row) => row.id);
    expect(new Set(filed).size).toBe(filed.length);
    expect(filed).toEqual(all.filter((id) => filed.includes(id)));
  });

  it('refuses a query that names no figure it can count, with 400 and the field', async () => {
    const cases: [string, string, string][] = [
      ['figure=closed&' + PERIOD, 'figure', FIGURE_MESSAGE],
      [PERIOD, 'figure', FIGURE_REQUIRED_MESSAGE],
      ['type=fee_dispute', 'figure', FIGURE_REQUIRED_MESSAGE],
      ['figure=filed&from=2026-11-01', 'to', REPORT_DATE_MESSAGE],
      ['figure=filed&from=2026-02-30&to=2026-03-01', 'from', REPORT_DATE_MESSAGE],
      ['figure=filed&from=2026-11-21&to=2026-11-01', 'to', REPORT_RANGE_REVERSED_MESSAGE],
      ['figure=filed&from=2025-01-01&to=2026-11-21', 'to', REPORT_RANGE_TOO_LONG_MESSAGE],
      [`figure=backlogStatus&${PERIOD}`, 'status', STATUS_REQUIRED_MESSAGE],
      [`figure=open&${PERIOD}&status=New`, 'status', STATUS_NOT_TAKEN_MESSAGE],
      [`figure=backlogAge&${PERIOD}`, 'age', AGE_REQUIRED_MESSAGE],
      [`figure=backlogStatus&${PERIOD}&status=New&age=over7Days`, 'age', AGE_NOT_TAKEN_MESSAGE],
      [`figure=filed&${PERIOD}&assignee=usr-1`, 'assignee', NOT_AN_ADMIN_MESSAGE],
    ];
    for (const [query, field, message] of cases) {
      const answer = await w.send<{ message: string; fieldErrors: Record<string, string[]> }>(
        'GET',
        `/api/admin/disputes?${query}`,
        w.tokens.sam,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body.fieldErrors[field], query).toContain(message);
    }
  });

  it('is for admins only, with a figure too', async () => {
    expect((await w.send('GET', `/api/admin/disputes?figure=filed&${PERIOD}`, w.tokens.user)).status).toBe(403);
    expect((await w.send('GET', `/api/admin/disputes?figure=filed&${PERIOD}`, null)).status).toBe(401);
  });
});
