/**
 * The admin disputes table's search, filters and paging (docs/statuses.md#searches-and-filters,
 * docs/texts.md#desk-queue), as pure functions over the URL's query string, so a filtered view can
 * be shared and survives a reload:
 *
 *   ?q=dsp-1001&status=New,Resolved&type=fee_dispute&assignee=mine&waiting=support&page=2
 */
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  type DisputeStatus,
  type DisputeSummary,
  type DisputeType,
} from '../../../api';
import { longestWaitingFirst } from './desk';

/** The admin disputes table shows 5 rows a page. */
export const ADMIN_PAGE_SIZE = 5;

/** Who holds a dispute, as the desk filters by it: the signed-in admin, or nobody. */
export const ASSIGNEE_FILTERS = ['mine', 'unassigned'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

export interface DisputeFilters {
  query: string;
  statuses: DisputeStatus[];
  types: DisputeType[];
  /** Mine and Unassigned combine with OR, like the statuses. */
  assignees: AssigneeFilter[];
  /** Only the disputes waiting on support (`awaiting === 'support'`), the longest-waiting first. */
  waitingOnSupport: boolean;
  /** 1-based; clamp with `pageCount` before use. */
  page: number;
}

export const NO_FILTERS: DisputeFilters = {
  query: '',
  statuses: [],
  types: [],
  assignees: [],
  waitingOnSupport: false,
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
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether anything narrows the list: the search or any filter (not the page). */
export const isFiltered = ({ query, statuses, types, assignees, waitingOnSupport }: DisputeFilters): boolean =>
  query !== '' || statuses.length > 0 || types.length > 0 || assignees.length > 0 || waitingOnSupport;

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
 * "Waiting on support") with AND. An empty group does not filter. `me` is the signed-in admin's
 * id; while it is not known, "Mine" matches nothing. "Waiting on support" also puts the
 * longest-waiting first.
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
      (!waitingOnSupport || dispute.awaiting === 'support'),
  );
  // The queue's view serves the longest-waiting first; the others keep the server's order.
  return waitingOnSupport ? longestWaitingFirst(matching) : matching;
}

export const pageCount = (total: number, pageSize = ADMIN_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The rows of `page` (clamped into range) and the page actually shown. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = ADMIN_PAGE_SIZE): { rows: T[]; page: number } {
  const shown = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown };
}
