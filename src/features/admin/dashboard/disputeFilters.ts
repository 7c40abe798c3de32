/**
 * The admin disputes table's search, filters and paging (docs/statuses.md#searches-and-filters,
 * docs/texts.md#desk-queue), as pure functions over the URL's query string, so a filtered view can
 * be shared and survives a reload:
 *
 *   ?q=dsp-1001&status=New,Resolved&type=fee_dispute&assignee=mine&waiting=support&breaching=4h&sort=due&page=2
 */
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  type DisputeStatus,
  type DisputeSummary,
  type DisputeType,
} from '../../../api';
import { BREACHING_SOON_MS, isBreachingWithin, SLA_CLOCKS } from '../../../api/sla';
import { hasClocks } from '../../../components/dispute/slaText';
import { dueSoonestFirst } from './dueOrder';
import { longestWaitingFirst } from './desk';

/** The admin disputes table shows 5 rows a page. */
export const ADMIN_PAGE_SIZE = 5;

/** Who holds a dispute, as the desk filters by it: the signed-in admin, or nobody. */
export const ASSIGNEE_FILTERS = ['mine', 'unassigned'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

/**
 * The table's orders: the server's (newest first), the clock that matters soonest due first
 * (`due`), or the longest wait on support first (`waiting`).
 */
export const DISPUTE_SORTS = ['newest', 'due', 'waiting'] as const;
export type DisputeSort = (typeof DISPUTE_SORTS)[number];

export interface DisputeFilters {
  query: string;
  statuses: DisputeStatus[];
  types: DisputeType[];
  /** Mine and Unassigned combine with OR, like the statuses. */
  assignees: AssigneeFilter[];
  /** Only the disputes waiting on support (`awaiting === 'support'`), the longest-waiting first. */
  waitingOnSupport: boolean;
  /** Only the disputes with a clock that counts and falls due within 4 h, or is overdue. */
  breachingSoon: boolean;
  /** The order chosen, or null for the view's default (`sortOf`). */
  sort: DisputeSort | null;
  /** 1-based; clamp with `pageCount` before use. */
  page: number;
}

export const NO_FILTERS: DisputeFilters = {
  query: '',
  statuses: [],
  types: [],
  assignees: [],
  waitingOnSupport: false,
  breachingSoon: false,
  sort: null,
  page: 1,
};

const listParam = <T extends string>(value: string | null, allowed: readonly T[]): T[] => {
  const wanted = new Set((value ?? '').split(',').map((item) => item.trim()));
  // Kept in the canonical order, unknown values dropped: the same view always has the same URL.
  return allowed.filter((item) => wanted.has(item));
};

export function parseFilters(params: URLSearchParams): DisputeFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    query: params.get('q') ?? '',
    statuses: listParam(params.get('status'), DISPUTE_STATUSES),
    types: listParam(params.get('type'), DISPUTE_TYPES),
    assignees: listParam(params.get('assignee'), ASSIGNEE_FILTERS),
    waitingOnSupport: params.get('waiting') === 'support',
    breachingSoon: params.get('breaching') === '4h',
    sort: listParam(params.get('sort'), DISPUTE_SORTS)[0] ?? null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for `filters`; empty parts and page 1 are left out. */
export function toSearchParams(filters: DisputeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query !== '') params.set('q', filters.query);
  if (filters.statuses.length) params.set('status', listParam(filters.statuses.join(','), DISPUTE_STATUSES).join(','));
  if (filters.types.length) params.set('type', listParam(filters.types.join(','), DISPUTE_TYPES).join(','));
  if (filters.assignees.length)
    params.set('assignee', listParam(filters.assignees.join(','), ASSIGNEE_FILTERS).join(','));
  if (filters.waitingOnSupport) params.set('waiting', 'support');
  if (filters.breachingSoon) params.set('breaching', '4h');
  if (filters.sort !== null) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether anything narrows the list: the search or any filter (not the order or the page). */
export const isFiltered = ({
  query,
  statuses,
  types,
  assignees,
  waitingOnSupport,
  breachingSoon,
}: DisputeFilters): boolean =>
  query !== '' || statuses.length > 0 || types.length > 0 || assignees.length > 0 || waitingOnSupport || breachingSoon;

/** Whether the server sends the clocks: without them the desk stays as it was. */
export { hasClocks };

/**
 * The order shown: the one chosen, else soonest due first for "Mine" and "Unassigned" (a queue to
 * work through, when the server sends clocks), else the longest-waiting first for "Waiting on
 * support", else the server's newest first.
 */
export function sortOf(filters: DisputeFilters, withClocks: boolean): DisputeSort {
  if (filters.sort !== null) return filters.sort;
  if (withClocks && filters.assignees.length > 0) return 'due';
  return filters.waitingOnSupport ? 'waiting' : 'newest';
}

/**
 * Whether a clock of the dispute falls due within 4 h or is overdue. A paused clock does not: it
 * cannot run out while the dispute waits on the user.
 */
const breachingSoon = (dispute: DisputeSummary): boolean =>
  SLA_CLOCKS.some((name) => {
    const clock = dispute.sla?.[name];
    return clock !== undefined && clock.state !== 'paused' && isBreachingWithin(clock, BREACHING_SOON_MS);
  });

function matchesAssignee(dispute: DisputeSummary, assignees: readonly AssigneeFilter[], me: string | null): boolean {
  if (assignees.length === 0) return true;
  const holder = dispute.assignee?.id ?? null;
  return (
    (assignees.includes('mine') && me !== null && holder === me) ||
    (assignees.includes('unassigned') && holder === null)
  );
}

/**
 * The search matches the dispute id or the user email, case-insensitively.
 * Statuses combine with OR inside their group, types and assignees likewise, and the groups (and
 * "Waiting on support" and "Breaching within 4 h") with AND. An empty group does not filter. `me`
 * is the signed-in admin's id; while it is not known, "Mine" matches nothing. The rows come in
 * the order of `sortOf`.
 */
export function filterDisputes(
  disputes: readonly DisputeSummary[],
  filters: DisputeFilters,
  me: string | null = null,
): DisputeSummary[] {
  const { query, statuses, types, assignees, waitingOnSupport } = filters;
  const needle = query.trim().toLowerCase();
  const matching = disputes.filter(
    (dispute) =>
      (needle === '' ||
        dispute.id.toLowerCase().includes(needle) ||
        dispute.userEmail.toLowerCase().includes(needle)) &&
      (statuses.length === 0 || statuses.includes(dispute.status)) &&
      (types.length === 0 || types.includes(dispute.type)) &&
      matchesAssignee(dispute, assignees, me) &&
      (!waitingOnSupport || dispute.awaiting === 'support') &&
      (!filters.breachingSoon || breachingSoon(dispute)),
  );
  const sort = sortOf(filters, hasClocks(disputes));
  if (sort === 'due') return dueSoonestFirst(matching);
  return sort === 'waiting' ? longestWaitingFirst(matching) : matching;
}

export const pageCount = (total: number, pageSize = ADMIN_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The rows of `page` (clamped into range) and the page actually shown. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = ADMIN_PAGE_SIZE): { rows: T[]; page: number } {
  const shown = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown };
}
