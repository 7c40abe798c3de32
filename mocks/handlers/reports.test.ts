/**
 * GET /api/admin/reports (docs/reports.md) against the figures worked out independently from the
 * store's records (./reportOracle.ts), for the fixed seed plus a working day of the desk on top:
 * support replies, internal notes that are no reply, refunds, a rejection, a request for more
 * information, status moves, an assignment and a new dispute, each an hour apart. Every figure of
 * every group is compared, for periods that end now, in the past and in the future. Then the
 * refusals: 400 for a bad day, a reversed or too long period; 403 for a user; 401 signed out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  percentile,
  REPORT_DATE_MESSAGE,
  REPORT_RANGE_REVERSED_MESSAGE,
  REPORT_RANGE_TOO_LONG_MESSAGE,
} from '../../src/api/admin';
import { type Report, type ReportFigures } from '../../src/api/admin';
import type { StoredDispute } from '../db/types';
import { TEST_NOW } from '../node';
import { adminWorld, type AdminWorld } from '../../tests/kit/adminTestkit';
import { expectedReport, interpolated } from './reportOracle';
import { validDispute } from '../../tests/kit/handlerTestkit';

const HOUR = 3_600_000;
const TARGETS = { firstReplyHours: 24, resolutionHours: 72 };
let clock = TEST_NOW;
let w: AdminWorld;

const pick = (predicate: (dispute: StoredDispute) => boolean, skip = 0): string => {
  const found = w.backend.db.data.disputes.filter(predicate)[skip];
  if (!found) throw new Error('the seed has no such dispute');
  return found.id;
};
/** Sends a write an hour after the last one, and expects it to succeed. */
async function later(method: 'POST', path: string, token: string, body: unknown): Promise<unknown> {
  clock += HOUR;
  const answer = await w.send(method, path, token, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

beforeAll(async () => {
  w = await adminWorld({ now: () => clock });
  const { sam, jordan, user } = w.tokens;
  const isNew = (d: StoredDispute) => d.status === 'New' && !d.messages.some((m) => m.isFromAdmin);
  const [noted, notedOnly, moved] = [pick(isNew, 0), pick(isNew, 1), pick(isNew, 2)];
  // Filed before the past month below ended, so its report sees them open, in the status they had then.
  const inProgress = (skip: number) => pick((d) => d.status === 'In Progress' && d.createdAt < '2026-10-20', skip);
  const underReview = (skip: number) => pick((d) => d.status === 'Under Review' && d.createdAt < '2026-10-20', skip);
  const amountOf = (id: string) => w.backend.db.data.disputes.find((d) => d.id === id)?.amount ?? 0;
  const message = (id: string, content: string, internal = false) =>
    later('POST', `/api/admin/disputes/${id}/messages`, internal ? sam : jordan, { content, internal });

  await message(noted, 'Looks like a known phishing domain.', true);
  await message(notedOnly, 'Waiting for the exchange before replying.', true);
  const partial = inProgress(0);
  await later('POST', `/api/admin/disputes/${partial}/resolve`, sam, {
    resolutionType: 'partial_refund',
    refundAmount: Math.round(amountOf(partial) * 33) / 100,
    userResponse: 'We refunded part of the fee.',
  });
  await later('POST', `/api/admin/disputes/${underReview(0)}/resolve`, jordan, {
    resolutionType: 'decline',
    userResponse: 'The transfer was authorised by you.',
  });
  const full = underReview(1);
  await later('POST', `/api/admin/disputes/${full}/resolve`, sam, {
    resolutionType: 'refund',
    refundAmount: amountOf(full),
    userResponse: 'A full refund is on its way.',
  });
  await later('POST', `/api/admin/disputes/${inProgress(1)}/resolve`, jordan, {
    resolutionType: 'additional_info',
    userResponse: 'Please send the exchange statement.',
  });
  await message(noted, 'We are looking into the address you reported.');
  await later('POST', `/api/admin/disputes/${moved}/status`, sam, {
    status: 'Under Review',
    note: 'Escalated to the fraud team',
  });
  await later('POST', `/api/admin/disputes/${moved}/assign`, sam, {
    adminId: w.backend.db.data.users.find((u) => u.email === 'support@example.com')?.id,
  });
  const filed = (await later('POST', '/api/disputes', user, validDispute())) as { id: string };
  await message(filed.id, 'Thanks, we have your report.');
  clock += 2 * HOUR;
});

/** Each figure of a group: counts exactly, hours to many decimals. */
function expectFigures(actual: ReportFigures | undefined, expected: ReportFigures, where: string) {
  if (!actual) throw new Error(`${where}: missing`);
  const { firstReply, resolution, withinTarget: _within, firstReplyWithinTarget: _reply, ...counts } = expected;
  const skipped = {
    firstReply: undefined,
    resolution: undefined,
    withinTarget: undefined,
    firstReplyWithinTarget: undefined,
  };
  expect({ ...actual, ...skipped }, where).toEqual({ ...counts, ...skipped });
  for (const [name, summary] of [
    ['firstReply', firstReply],
    ['resolution', resolution],
  ] as const) {
    expect(actual[name].count, `${where} ${name}`).toBe(summary.count);
    for (const key of ['median', 'p90'] as const) {
      const value = summary[key];
      if (value === null) expect(actual[name][key], `${where} ${name} ${key}`).toBeNull();
      else expect(actual[name][key], `${where} ${name} ${key}`).toBeCloseTo(value, 6);
    }
  }
  for (const name of ['withinTarget', 'firstReplyWithinTarget'] as const) {
    const [got, want] = [actual[name], expected[name]];
    if (!got || !want) throw new Error(`${where} ${name}: missing`);
    expect([got.count, got.of], `${where} ${name}`).toEqual([want.count, want.of]);
    if (want.share === null) expect(got.share, `${where} ${name} share`).toBeNull();
    else expect(got.share, `${where} ${name} share`).toBeCloseTo(want.share, 6);
  }
}

async function report(from: string, to: string): Promise<Report> {
  const answer = await w.send<Report>('GET', `/api/admin/reports?from=${from}&to=${to}`, w.tokens.sam);
  expect(answer.status).toBe(200);
  return answer.body;
}

const PERIODS: [string, string, string][] = [
  ['the last 90 days', '2026-08-24', '2026-11-21'],
  ['the last 7 days', '2026-11-15', '2026-11-21'],
  ['today', '2026-11-21', '2026-11-21'],
  ['a past month', '2026-10-01', '2026-10-31'],
  ['366 days', '2025-11-21', '2026-11-21'],
  ['a period still to come', '2026-11-22', '2026-12-31'],
];

describe('GET /api/admin/reports', () => {
  it.each(PERIODS)('answers every figure of %s as the records give it', async (_name, from, to) => {
    const answer = await report(from, to);
    const expected = expectedReport(w.backend.db.data, from, to, clock, TARGETS);
    expect(answer.targets).toEqual({ resolutionHours: 72, resolutionRate: 90, firstReplyHours: 24 });
    expect([answer.from, answer.to, answer.asOf]).toEqual([from, to, expected.asOf]);
    expect(answer.backlog).toEqual(expected.backlog);
    expectFigures(answer.totals, expected.totals, 'totals');
    expect(answer.byType.map((row) => row.type)).toEqual(expected.byType.map((row) => row.type));
    expected.byType.forEach((row, at) => expectFigures(answer.byType[at]?.figures, row.figures, row.type));
    expect(answer.byAssignee.map((row) => row.assignee)).toEqual(expected.byAssignee.map((row) => row.assignee));
    expected.byAssignee.forEach((row, at) =>
      expectFigures(answer.byAssignee[at]?.figures, row.figures, row.assignee?.name ?? 'unassigned'),
    );
  });

  it('is compared on figures that are not trivial: the day’s writes reach each of them', () => {
    const { totals, backlog } = expectedReport(w.backend.db.data, '2026-08-24', '2026-11-21', clock, TARGETS);
    expect(totals.firstReply.count).toBeGreaterThan(5);
    expect(totals.filed - totals.firstReply.count).toBeGreaterThan(1);
    expect(Math.min(totals.resolved, totals.rejected, totals.refunds.count, totals.withinTarget.count)).toBeGreaterThan(
      0,
    );
    expect(totals.withinTarget.count).toBeLessThan(totals.withinTarget.of);
    expect(backlog.byStatus.every((row) => row.count > 0)).toBe(true);
    // A past month: disputes closed since count as open then, in the status their timeline had.
    const past = expectedReport(w.backend.db.data, '2026-10-01', '2026-10-31', clock, TARGETS);
    const closedSince = w.backend.db.data.disputes.filter(
      (d) => d.resolution && d.createdAt < '2026-11-01' && d.resolution.resolvedAt >= '2026-11-01',
    );
    expect(closedSince.length).toBeGreaterThan(0);
    expect(past.backlog.byStatus.every((row) => row.count > 0)).toBe(true);
    // Each age is met in one period or the other.
    expect(
      backlog.byAge.map((row, at) => row.count + (past.backlog.byAge[at]?.count ?? 0)).every((count) => count > 0),
    ).toBe(true);
  });

  it('does not count an internal note as the first reply', async () => {
    const today = await report('2026-11-21', '2026-11-21');
    const notedOnly = w.backend.db.data.disputes.filter(
      (d) =>
        d.createdAt.startsWith('2026-11-21') &&
        d.messages.some((m) => m.internal) &&
        !d.messages.some((m) => m.isFromAdmin && !m.internal),
    );
    const replied = w.backend.db.data.disputes.filter(
      (d) => d.createdAt.startsWith('2026-11-21') && d.messages.some((m) => m.isFromAdmin && !m.internal),
    );
    expect(today.totals.firstReply.count).toBe(replied.length);
    expect(today.totals.filed).toBeGreaterThanOrEqual(replied.length + notedOnly.length);
  });

  it('refuses a day that is not one, a reversed period and one over 366 days with 400 on `to` or the day', async () => {
    const cases: [string, string, string, string][] = [
      ['2026-02-30', '2026-03-01', 'from', REPORT_DATE_MESSAGE],
      ['2026-01-01', 'yesterday', 'to', REPORT_DATE_MESSAGE],
      ['2026-11-21', '2026-11-20', 'to', REPORT_RANGE_REVERSED_MESSAGE],
      ['2025-11-20', '2026-11-21', 'to', REPORT_RANGE_TOO_LONG_MESSAGE],
    ];
    for (const [from, to, field, message] of cases) {
      const answer = await w.send<{ message: string; fieldErrors: Record<string, string[]> }>(
        'GET',
        `/api/admin/reports?from=${from}&to=${to}`,
        w.tokens.sam,
      );
      expect(answer.status, `${from}..${to}`).toBe(400);
      expect(answer.body.fieldErrors[field], `${from}..${to}`).toContain(message);
    }
    expect((await w.send('GET', '/api/admin/reports?from=2026-11-01', w.tokens.sam)).status).toBe(400);
  });

  it('is for admins only: 403 for a user, 401 signed out', async () => {
    expect(await w.send('GET', '/api/admin/reports?from=2026-11-01&to=2026-11-21', w.tokens.user)).toEqual({
      status: 403,
      body: { message: 'Only admins can do this' },
    });
    expect(await w.send('GET', '/api/admin/reports?from=2026-11-01&to=2026-11-21', null)).toEqual({
      status: 401,
      body: { message: 'You need to sign in first' },
    });
  });
});

describe('percentile', () => {
  it('interpolates linearly between the closest ranks', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 10], 0.5)).toBe(2.5);
    expect(percentile([10, 1, 3, 2], 0.9)).toBeCloseTo(7.9, 10);
    expect(percentile([1, 2, 3, 4, 5], 0.9)).toBeCloseTo(4.6, 10);
    expect(percentile([5, 1], 0)).toBe(1);
    expect(percentile([5, 1], 1)).toBe(5);
    const values = [3, 1, 4, 1, 5, 9, 2, 6];
    for (const p of [0, 0.1, 0.25, 0.5, 0.9, 1])
      expect(percentile(values, p)).toBeCloseTo(interpolated(values, p) ?? Number.NaN, 10);
    expect(values).toEqual([3, 1, 4, 1, 5, 9, 2, 6]);
  });
});
