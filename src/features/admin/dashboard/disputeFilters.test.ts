import { describe, expect, it } from 'vitest';
import type { DisputeSummary } from '../../../api';
import {
  filterDisputes,
  isFiltered,
  NO_FILTERS,
  pageCount,
  pageOf,
  parseFilters,
  sortOf,
  toSearchParams,
  type DisputeFilters,
} from './disputeFilters';
import type { SlaClock } from '../../../api/sla';

const row = (
  id: string,
  userEmail: string,
  status: DisputeSummary['status'],
  type: DisputeSummary['type'],
): DisputeSummary => ({
  id,
  userEmail,
  status,
  type,
  transactionId: `0x${id}`,
  amount: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
});

const ROWS = [
  row('DSP-100001', 'alice@example.com', 'New', 'fee_dispute'),
  row('DSP-100002', 'Bob@Example.com', 'Resolved', 'scam_report'),
  row('DSP-100003', 'carol@example.net', 'New', 'scam_report'),
  row('DSP-100004', 'dave@example.net', 'Rejected', 'fee_dispute'),
  row('DSP-100005', 'erin@example.org', 'In Progress', 'other'),
];
const none = NO_FILTERS;
const ids = (rows: DisputeSummary[]) => rows.map((r) => r.id);

describe('filterDisputes', () => {
  it('keeps everything without search or filters', () => {
    expect(filterDisputes(ROWS, none)).toEqual(ROWS);
  });

  it('matches the dispute id or the user email, case-insensitively, ignoring outer spaces', () => {
    expect(ids(filterDisputes(ROWS, { ...none, query: 'dsp-100003' }))).toEqual(['DSP-100003']);
    expect(ids(filterDisputes(ROWS, { ...none, query: ' BOB@example.COM ' }))).toEqual(['DSP-100002']);
    expect(ids(filterDisputes(ROWS, { ...none, query: 'EXAMPLE.NET' }))).toEqual(['DSP-100003', 'DSP-100004']);
    expect(filterDisputes(ROWS, { ...none, query: 'fee_dispute' })).toEqual([]);
  });

  it('combines statuses with OR', () => {
    expect(ids(filterDisputes(ROWS, { ...none, statuses: ['New', 'Rejected'] }))).toEqual([
      'DSP-100001',
      'DSP-100003',
      'DSP-100004',
    ]);
  });

  it('combines types with OR', () => {
    expect(ids(filterDisputes(ROWS, { ...none, types: ['scam_report', 'other'] }))).toEqual([
      'DSP-100002',
      'DSP-100003',
      'DSP-100005',
    ]);
  });

  it('combines the groups and the search with AND', () => {
    expect(ids(filterDisputes(ROWS, { ...none, statuses: ['New', 'Rejected'], types: ['fee_dispute'] }))).toEqual([
      'DSP-100001',
      'DSP-100004',
    ]);
    expect(
      ids(
        filterDisputes(ROWS, { ...none, query: 'example.net', statuses: ['New', 'Rejected'], types: ['fee_dispute'] }),
      ),
    ).toEqual(['DSP-100004']);
  });
});

describe('desk filters', () => {
  const SAM = { id: 'usr-2', name: 'Sam Rivera' };
  const JORDAN = { id: 'usr-3', name: 'Jordan Lee' };
  const DESK: DisputeSummary[] = [
    { ...row('DSP-1', 'a@example.com', 'New', 'other'), awaiting: 'support' },
    { ...row('DSP-2', 'b@example.com', 'In Progress', 'other'), assignee: SAM, awaiting: 'support' },
    { ...row('DSP-3', 'c@example.com', 'Under Review', 'fee_dispute'), assignee: SAM, awaiting: 'user' },
    { ...row('DSP-4', 'd@example.com', 'In Progress', 'fee_dispute'), assignee: JORDAN, awaiting: 'support' },
    { ...row('DSP-5', 'e@example.com', 'Resolved', 'other'), assignee: JORDAN, awaiting: null },
    { ...row('DSP-6', 'f@example.com', 'In Progress', 'other'), awaiting: undefined },
  ];

  it('"Mine" keeps the disputes assigned to the signed-in admin, and nothing while they are not known', () => {
    expect(ids(filterDisputes(DESK, { ...none, assignees: ['mine'] }, SAM.id))).toEqual(['DSP-2', 'DSP-3']);
    expect(ids(filterDisputes(DESK, { ...none, assignees: ['mine'] }, JORDAN.id))).toEqual(['DSP-4', 'DSP-5']);
    expect(filterDisputes(DESK, { ...none, assignees: ['mine'] }, null)).toEqual([]);
  });

  it('"Unassigned" keeps the disputes nobody holds; with "Mine" the two combine with OR', () => {
    expect(ids(filterDisputes(DESK, { ...none, assignees: ['unassigned'] }, SAM.id))).toEqual(['DSP-1', 'DSP-6']);
    expect(ids(filterDisputes(DESK, { ...none, assignees: ['mine', 'unassigned'] }, SAM.id))).toEqual([
      'DSP-1',
      'DSP-2',
      'DSP-3',
      'DSP-6',
    ]);
  });

  it('"Waiting on support" keeps only awaiting support; a row whose server does not say is left out', () => {
    expect(ids(filterDisputes(DESK, { ...none, waitingOnSupport: true }))).toEqual(['DSP-1', 'DSP-2', 'DSP-4']);
  });

  it('"Waiting on support" takes the closed disputes replied after closing and puts the longest-waiting first', () => {
    const waited = (id: string, since: string, status: DisputeSummary['status'] = 'In Progress') => ({
      ...row(id, `${id}@example.com`, status, 'other'),
      awaiting: 'support' as const,
      awaitingSince: since,
    });
    const queue = [
      waited('DSP-7', '2026-11-21T11:00:00.000Z'),
      waited('DSP-8', '2026-11-19T09:00:00.000Z', 'Resolved'),
      waited('DSP-9', '2026-11-20T09:00:00.000Z'),
    ];
    expect(ids(filterDisputes(queue, { ...none, waitingOnSupport: true }))).toEqual(['DSP-8', 'DSP-9', 'DSP-7']);
    // Without it, the server's order stands.
    expect(ids(filterDisputes(queue, none))).toEqual(['DSP-7', 'DSP-8', 'DSP-9']);
  });

  it('combines with the other filters and the search with AND', () => {
    expect(ids(filterDisputes(DESK, { ...none, assignees: ['mine'], waitingOnSupport: true }, SAM.id))).toEqual([
      'DSP-2',
    ]);
    expect(ids(filterDisputes(DESK, { ...none, types: ['fee_dispute'], waitingOnSupport: true }))).toEqual(['DSP-4']);
    expect(ids(filterDisputes(DESK, { ...none, query: 'a@', assignees: ['unassigned'], statuses: ['New'] }))).toEqual([
      'DSP-1',
    ]);
  });

  it('counts as filtered, so "Clear search and filters" shows', () => {
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered({ ...none, page: 3 })).toBe(false);
    expect(isFiltered({ ...none, assignees: ['unassigned'] })).toBe(true);
    expect(isFiltered({ ...none, waitingOnSupport: true })).toBe(true);
  });
});

describe('the clock: "Breaching within 4 h" and "Due soonest first"', () => {
  const HOUR = 3600;
  const counting = (remainingSeconds: number, state: SlaClock['state'] = 'running'): SlaClock => ({
    dueAt: new Date(Date.UTC(2026, 10, 21, 12) + remainingSeconds * 1000).toISOString(),
    state,
    remainingSeconds,
  });
  const stopped = (state: 'met' | 'breached'): SlaClock => ({
    dueAt: '2026-11-20T12:00:00.000Z',
    state,
    remainingSeconds: null,
  });
  const later = counting(60 * HOUR);
  const clocked = (
    id: string,
    firstReply: SlaClock,
    resolution: SlaClock = later,
    status: DisputeSummary['status'] = 'In Progress',
  ) => ({
    ...row(id, `${id}@example.com`, status, 'other'),
    sla: { firstReply, resolution },
  });
  const SAM = { id: 'usr-2', name: 'Sam Rivera' };
  // Newest first, as the server sends them.
  const CLOCKED: DisputeSummary[] = [
    clocked('DSP-20', counting(10 * HOUR)), // in 10 h
    clocked('DSP-21', counting(2 * HOUR)), // due soon
    clocked('DSP-22', stopped('met'), counting(-5 * HOUR, 'breached')), // resolution overdue by 5 h
    clocked('DSP-23', stopped('met'), counting(HOUR, 'paused')), // paused, 1 h left when it resumes
    clocked('DSP-24', stopped('met'), stopped('met'), 'Resolved'), // stopped
    { ...row('DSP-25', 'x@example.com', 'New', 'other'), assignee: SAM }, // no clocks
    clocked('DSP-26', counting(-30 * 60, 'breached')), // first reply overdue by 30 min
    clocked('DSP-27', stopped('breached'), counting(3 * HOUR)), // reply missed, resolution due in 3 h
  ];

  it('"Breaching within 4 h" keeps counting clocks due within 4 h or overdue, not paused or stopped ones', () => {
    expect(ids(filterDisputes(CLOCKED, { ...none, breachingSoon: true }))).toEqual([
      'DSP-21',
      'DSP-22',
      'DSP-26',
      'DSP-27',
    ]);
    expect(ids(filterDisputes(CLOCKED, { ...none, breachingSoon: true, assignees: ['mine'] }, SAM.id))).toEqual([]);
    expect(isFiltered({ ...none, breachingSoon: true })).toBe(true);
  });

  it('"Due soonest first" puts the most overdue first, then running, paused, stopped, and none', () => {
    expect(ids(filterDisputes(CLOCKED, { ...none, sort: 'due' }))).toEqual([
      'DSP-22',
      'DSP-26',
      'DSP-21',
      'DSP-27',
      'DSP-20',
      'DSP-23',
      'DSP-24',
      'DSP-25',
    ]);
    expect(ids(filterDisputes(CLOCKED, { ...none, sort: 'newest' }))).toEqual(ids(CLOCKED));
  });

  it('is the default for "Mine" and "Unassigned" when the server sends clocks, newest first otherwise', () => {
    expect(sortOf({ ...none, assignees: ['mine'] }, true)).toBe('due');
    expect(sortOf({ ...none, assignees: ['unassigned'], waitingOnSupport: true }, true)).toBe('due');
    expect(sortOf({ ...none, assignees: ['unassigned'] }, false)).toBe('newest');
    expect(sortOf({ ...none, waitingOnSupport: true }, true)).toBe('waiting');
    expect(sortOf(none, true)).toBe('newest');
    expect(sortOf({ ...none, assignees: ['mine'], sort: 'newest' }, true)).toBe('newest');
    expect(ids(filterDisputes(CLOCKED, { ...none, assignees: ['unassigned'] }, SAM.id)).slice(0, 2)).toEqual([
      'DSP-22',
      'DSP-26',
    ]);
  });

  it('reads and writes the filter and the order in the URL', () => {
    const filters: DisputeFilters = { ...none, assignees: ['mine'], breachingSoon: true, sort: 'newest' };
    const params = toSearchParams(filters);
    expect(params.toString()).toBe('assignee=mine&breaching=4h&sort=newest');
    expect(parseFilters(params)).toEqual(filters);
    expect(parseFilters(new URLSearchParams('breaching=2h&sort=oldest'))).toEqual(none);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 12 }, (_, i) => i + 1);

  it('shows 5 rows a page', () => {
    expect(pageCount(12)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 1)).toEqual({ rows: [1, 2, 3, 4, 5], page: 1 });
    expect(pageOf(many, 3)).toEqual({ rows: [11, 12], page: 3 });
  });

  it('clamps a page out of range', () => {
    expect(pageOf(many, 9)).toEqual({ rows: [11, 12], page: 3 });
    expect(pageOf(many, 0).page).toBe(1);
    expect(pageOf([], 4)).toEqual({ rows: [], page: 1 });
  });
});

describe('URL round trip', () => {
  it('reads search, filters and page from the query string', () => {
    expect(parseFilters(new URLSearchParams('q=Bob&status=Resolved,New&type=fee_dispute&page=2'))).toEqual({
      query: 'Bob',
      statuses: ['New', 'Resolved'],
      types: ['fee_dispute'],
      assignees: [],
      waitingOnSupport: false,
      breachingSoon: false,
      sort: null,
      page: 2,
    });
  });

  it('drops unknown values and bad pages', () => {
    expect(parseFilters(new URLSearchParams('status=Open,New&type=nope&page=-3'))).toEqual({
      ...none,
      statuses: ['New'],
    });
    expect(parseFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('reads the desk filters, ignoring bad values', () => {
    expect(parseFilters(new URLSearchParams('assignee=unassigned,mine&waiting=support'))).toEqual({
      ...none,
      assignees: ['mine', 'unassigned'],
      waitingOnSupport: true,
    });
    expect(parseFilters(new URLSearchParams('assignee=someone-else&waiting=user'))).toEqual(none);
    expect(parseFilters(new URLSearchParams('assignee=MINE,&waiting=Support'))).toEqual(none);
  });

  it('writes only what is set, and reads back the same', () => {
    expect(toSearchParams(none).toString()).toBe('');
    const filters: DisputeFilters = {
      ...none,
      query: 'a b',
      statuses: ['Under Review', 'New'],
      types: ['other'],
      page: 4,
    };
    const params = toSearchParams(filters);
    expect(params.toString()).toBe('q=a+b&status=New%2CUnder+Review&type=other&page=4');
    expect(parseFilters(params)).toEqual({ ...filters, statuses: ['New', 'Under Review'] });
  });

  it('writes the desk filters after the others, and reads back the same', () => {
    const filters: DisputeFilters = {
      ...none,
      statuses: ['New'],
      assignees: ['unassigned', 'mine'],
      waitingOnSupport: true,
    };
    const params = toSearchParams(filters);
    expect(params.toString()).toBe('status=New&assignee=mine%2Cunassigned&waiting=support');
    expect(parseFilters(params)).toEqual({ ...filters, assignees: ['mine', 'unassigned'] });
  });
});
