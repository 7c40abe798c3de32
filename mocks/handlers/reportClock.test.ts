/**
 * The report's within-target figures are the clock's verdicts (docs/reports.md#figures): over the
 * seed plus three disputes with a week of the desk on top (one that waits on its user for 60 hours,
 * one answered late, one never answered), `withinTarget` and `firstReplyWithinTarget` of every
 * group equal the met and breached clocks of `slaOf` at asOf, and the paused dispute counts as
 * within target though it took longer than the target from filing to closing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_TYPES } from '../../src/api';
import type { Report, TargetShare } from '../../src/api/admin';
import { adminWorld, type AdminWorld } from '../../tests/kit/adminTestkit';
import { validDispute } from '../../tests/kit/handlerTestkit';
import type { StoredDispute } from '../db/types';
import { TEST_NOW } from '../node';
import { slaOf } from '../sla/slaClock';

const HOUR = 3_600_000;
const TARGETS = { firstReplyHours: 24, resolutionHours: 72 };
let clock = TEST_NOW;
let w: AdminWorld;
const ids = { paused: '', late: '', silent: '' };

/** Sends a write at `hours` after TEST_NOW, and expects it to succeed. */
async function at(hours: number, path: string, token: string, body: unknown): Promise<{ id: string }> {
  clock = TEST_NOW + hours * HOUR;
  const answer = await w.send<{ id: string }>('POST', path, token, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}
const decline = { resolutionType: 'decline', userResponse: 'The transfer was authorised by you.' };

beforeAll(async () => {
  w = await adminWorld({ now: () => clock });
  const { sam, user } = w.tokens;
  for (const name of ['paused', 'late', 'silent'] as const)
    ids[name] = (await at(0, '/api/disputes', user, validDispute())).id;
  // Answered within the hour, then 60 hours waiting on the user: 41 running hours by the closing at 100.
  await at(1, `/api/admin/disputes/${ids.paused}/messages`, sam, { content: 'Which wallet sent it?' });
  await at(30, `/api/admin/disputes/${ids.late}/messages`, sam, { content: 'Sorry for the wait.' });
  await at(31, `/api/admin/disputes/${ids.late}/resolve`, sam, decline);
  await at(61, `/api/disputes/${ids.paused}/messages`, user, { content: 'My hardware wallet.' });
  await at(80, `/api/admin/disputes/${ids.silent}/resolve`, sam, decline);
  await at(100, `/api/admin/disputes/${ids.paused}/resolve`, sam, decline);
  clock = TEST_NOW + 110 * HOUR;
});

const PERIOD = { from: '2026-11-21', to: '2026-11-30' };

async function report(): Promise<Report> {
  const answer = await w.send<Report>('GET', `/api/admin/reports?from=${PERIOD.from}&to=${PERIOD.to}`, w.tokens.sam);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The clock's verdicts over `disputes`, as the report's two shares should have them. */
function verdicts(disputes: readonly StoredDispute[]): { withinTarget: TargetShare; firstReply: TargetShare } {
  const start = Date.parse(`${PERIOD.from}T00:00:00Z`);
  const end = Date.parse(`${PERIOD.to}T00:00:00Z`) + 24 * HOUR;
  const happened = (stamp: string | undefined) => {
    const time = Date.parse(stamp ?? '');
    return time >= start && time < end && time <= clock;
  };
  const closed = disputes.filter(
    (d) => (d.status === 'Resolved' || d.status === 'Rejected') && happened(d.resolution?.resolvedAt),
  );
  const filed = disputes.filter((d) => happened(d.createdAt));
  const read = (d: StoredDispute) => slaOf(d, TARGETS, Math.min(end - 1, clock));
  const share = (count: number, of: number) => ({ count, of, share: of === 0 ? null : (100 * count) / of });
  const replyStates = filed.map((d) => read(d).firstReply.state);
  const replyMet = replyStates.filter((state) => state === 'met').length;
  return {
    withinTarget: share(closed.filter((d) => read(d).resolution.state === 'met').length, closed.length),
    firstReply: share(replyMet, replyMet + replyStates.filter((state) => state === 'breached').length),
  };
}

describe('Reports within target, by the clock', () => {
  it('reads the three disputes as the clock does: paused time does not count', () => {
    const find = (id: string) => w.backend.db.data.disputes.find((d) => d.id === id);
    const sla = (id: string) => {
      const dispute = find(id);
      if (!dispute) throw new Error(`no ${id}`);
      return slaOf(dispute, TARGETS, clock);
    };
    expect([sla(ids.paused).firstReply.state, sla(ids.paused).resolution.state]).toEqual(['met', 'met']);
    expect([sla(ids.late).firstReply.state, sla(ids.late).resolution.state]).toEqual(['breached', 'met']);
    expect([sla(ids.silent).firstReply.state, sla(ids.silent).resolution.state]).toEqual(['breached', 'breached']);
    const paused = find(ids.paused);
    const hours = (Date.parse(paused?.resolution?.resolvedAt ?? '') - Date.parse(paused?.createdAt ?? '')) / HOUR;
    expect(hours).toBeGreaterThan(TARGETS.resolutionHours);
  });

  it('counts within target and first reply within target as the clock’s met and breached verdicts, in every group', async () => {
    const answer = await report();
    const { disputes } = w.backend.db.data;
    const groups: [string, Report['totals'] | undefined, StoredDispute[]][] = [
      ['totals', answer.totals, [...disputes]],
      ...DISPUTE_TYPES.map((type): [string, Report['totals'] | undefined, StoredDispute[]] => [
        type,
        answer.byType.find((row) => row.type === type)?.figures,
        disputes.filter((d) => d.type === type),
      ]),
      ...answer.byAssignee.map((row): [string, Report['totals'] | undefined, StoredDispute[]] => [
        row.assignee?.name ?? 'unassigned',
        row.figures,
        disputes.filter((d) => (d.assignee?.id ?? null) === (row.assignee?.id ?? null)),
      ]),
    ];
    for (const [where, figures, members] of groups) {
      const expected = verdicts(members);
      expect(figures?.withinTarget, where).toEqual(expected.withinTarget);
      expect(figures?.firstReplyWithinTarget, where).toEqual(expected.firstReply);
    }
    expect(answer.totals.withinTarget.count).toBeGreaterThan(0);
    expect(answer.totals.withinTarget.count).toBeLessThan(answer.totals.withinTarget.of);
  });

  it('lists the paused dispute among those within target, and the others among the breached', async () => {
    const list = async (figure: string) => {
      const path = `/api/admin/disputes?figure=${figure}&from=${PERIOD.from}&to=${PERIOD.to}`;
      const answer = await w.send<{ id: string }[]>('GET', path, w.tokens.sam);
      expect(answer.status).toBe(200);
      return answer.body.map((row) => row.id);
    };
    expect(await list('withinTarget')).toEqual(expect.arrayContaining([ids.paused, ids.late]));
    expect(await list('breached')).toContain(ids.silent);
    expect(await list('firstReplyWithinTarget')).toContain(ids.paused);
    expect(await list('firstReplyBreached')).toEqual(expect.arrayContaining([ids.late, ids.silent]));
  });
});
