/**
 * The disputes behind a Reports figure (an extension, docs/reports.md#opening-the-disputes-behind-a-figure)
 * over HTTP: GET /api/admin/disputes with a figure's query lists as many disputes as the report says
 * for that figure, a dispute filed today is among today's filed, the list without a query is every
 * dispute as before, and every refusal is a 400 with `fieldErrors` on its field (401 and 403 as any
 * admin call). The period ends yesterday, so no clock moves between the report and its lists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import * as adminApi from '../../src/api/admin';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { anonymous, as, type Identity, statusOf } from './identities';

let admin: Identity;
let user: Identity;

/** The calendar day (UTC) `days` before today. */
function daysBefore(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
const PERIOD = { from: daysBefore(90), to: daysBefore(1) };
const TODAY = daysBefore(0);

const list = (query: adminApi.FigureQuery) => as(admin, () => api.calls.getAdminDisputes(query));

beforeAll(async () => {
  admin = await signInAdmin();
  user = await registerUser('figures');
});

describe('GET /api/admin/disputes?figure=… (extension)', () => {
  it('lists as many disputes as each figure of the totals and each backlog row says', async () => {
    const report = await as(admin, () => api.calls.getAdminReport(PERIOD));
    const { totals, backlog } = report;
    const counts: [adminApi.FigureName, number][] = [
      ['filed', totals.filed],
      ['resolved', totals.resolved],
      ['rejected', totals.rejected],
      ['open', totals.open],
      ['withinTarget', totals.withinTarget.count],
      ['breached', totals.withinTarget.of - totals.withinTarget.count],
    ];
    if (totals.firstReplyWithinTarget) {
      const { count, of } = totals.firstReplyWithinTarget;
      counts.push(['firstReplyWithinTarget', count], ['firstReplyBreached', of - count]);
    }
    for (const [figure, count] of counts) expect((await list({ figure, ...PERIOD })).length, figure).toBe(count);
    for (const row of backlog.byStatus)
      expect((await list({ figure: 'backlogStatus', ...PERIOD, status: row.status })).length, row.status).toBe(
        row.count,
      );
    for (const row of backlog.byAge)
      expect((await list({ figure: 'backlogAge', ...PERIOD, age: row.age })).length, row.age).toBe(row.count);
    const fee = report.byType.find((row) => row.type === 'fee_dispute')?.figures.filed;
    expect((await list({ figure: 'filed', ...PERIOD, type: 'fee_dispute' })).length).toBe(fee);
    const unassigned = report.byAssignee.at(-1)?.figures.open;
    expect((await list({ figure: 'open', ...PERIOD, assignee: 'none' })).length).toBe(unassigned);
  });

  it('lists a dispute filed today among today’s filed, and every dispute without a figure', async () => {
    const filed = await as(user, () => api.calls.createDispute({ body: validDispute() }));
    const today = await list({ figure: 'filed', from: TODAY, to: TODAY });
    expect(today.map((row) => row.id)).toContain(filed.id);
    const all = await as(admin, () => api.calls.getAdminDisputes());
    expect(all.length).toBeGreaterThanOrEqual(today.length);
    expect((await list({})).length).toBe(all.length);
  });

  it('refuses every query that names no figure it can count, with 400 and the field', async () => {
    const period = `from=${PERIOD.from}&to=${PERIOD.to}`;
    const cases: [string, string, string][] = [
      [`figure=closed&${period}`, 'figure', adminApi.FIGURE_MESSAGE],
      [period, 'figure', adminApi.FIGURE_REQUIRED_MESSAGE],
      ['type=fee_dispute', 'figure', adminApi.FIGURE_REQUIRED_MESSAGE],
      [`figure=filed&${period}&type=phishing`, 'type', adminApi.FIGURE_TYPE_MESSAGE],
      ['figure=filed&from=2026-11-01', 'to', adminApi.REPORT_DATE_MESSAGE],
      ['figure=filed&to=2026-11-01', 'from', adminApi.REPORT_DATE_MESSAGE],
      ['figure=filed&from=2026-02-30&to=2026-03-01', 'from', adminApi.REPORT_DATE_MESSAGE],
      ['figure=filed&from=2026-11-21&to=2026-11-01', 'to', adminApi.REPORT_RANGE_REVERSED_MESSAGE],
      [`figure=filed&from=${daysBefore(400)}&to=${TODAY}`, 'to', adminApi.REPORT_RANGE_TOO_LONG_MESSAGE],
      [`figure=backlogStatus&${period}`, 'status', adminApi.STATUS_REQUIRED_MESSAGE],
      [`figure=backlogStatus&${period}&status=Resolved`, 'status', adminApi.FIGURE_STATUS_MESSAGE],
      [`figure=open&${period}&status=New`, 'status', adminApi.STATUS_NOT_TAKEN_MESSAGE],
      [`figure=backlogAge&${period}`, 'age', adminApi.AGE_REQUIRED_MESSAGE],
      [`figure=backlogAge&${period}&age=old`, 'age', adminApi.FIGURE_AGE_MESSAGE],
      [`figure=open&${period}&age=over7Days`, 'age', adminApi.AGE_NOT_TAKEN_MESSAGE],
      [`figure=filed&${period}&assignee=no-such-admin`, 'assignee', adminApi.NOT_AN_ADMIN_MESSAGE],
    ];
    for (const [query, field, message] of cases) {
      const response = await admin.fetch(`${BASE_URL}/api/admin/disputes?${query}`);
      const json = (await response.json()) as { message?: unknown; fieldErrors?: Record<string, string[]> };
      expect(response.status, query).toBe(400);
      expect(json.message, query).toEqual(expect.any(String));
      expect(json.fieldErrors?.[field], query).toContain(message);
    }
  });

  it('is for admins only: 401 signed out, 403 for a user', async () => {
    const query = { figure: 'filed' as const, ...PERIOD };
    expect(await statusOf(anonymous, () => api.calls.getAdminDisputes(query))).toBe(401);
    expect(await statusOf(user, () => api.calls.getAdminDisputes(query))).toBe(403);
  });
});
