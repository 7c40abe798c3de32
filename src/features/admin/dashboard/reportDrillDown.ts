/**
 * The disputes behind one Reports figure, as the admin disputes list shows them
 * (docs/reports.md#opening-the-disputes-behind-a-figure): pure functions between the list's URL,
 * the server's query (GET /api/admin/disputes?figure=…) and the heading that says what is shown.
 * The URL's names start with `report` or `r`, so they never meet the list's own filters (q,
 * status, type, assignee, waiting, page; ./disputeFilters.ts):
 *
 *   /admin/dashboard?report=filed&from=2026-11-01&to=2026-11-30&rtype=unauthorized_transaction
 */
import { ACTIVE_STATUSES, DISPUTE_TYPES, isCalendarDate, type DisputeType } from '../../../api';
import { BACKLOG_AGES, FIGURE_NAMES, type BacklogAge, type FigureListQuery, type FigureName } from '../../../api/admin';
import { formatDay } from '../reports/formatReport';
import { drillDownHeadingText } from './drillDownTexts';

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** One figure of one report: its period, its group (a type, or an admin's id / `none`) and its backlog row. */
export interface DrillDown {
  figure: FigureName;
  from: string;
  to: string;
  type?: DisputeType;
  assignee?: string;
  status?: ActiveStatus;
  age?: BacklogAge;
}

/** The URL's names for each part of a drill-down. */
export const DRILL_DOWN_PARAMS = {
  figure: 'report',
  from: 'from',
  to: 'to',
  type: 'rtype',
  assignee: 'rassignee',
  status: 'rstatus',
  age: 'rage',
} as const satisfies Record<keyof DrillDown, string>;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/**
 * The drill-down in the URL, or null when there is none: a known figure and two calendar days. A
 * part that is not one of its values is left out (the server then says what is missing).
 */
export function parseDrillDown(params: URLSearchParams): DrillDown | null {
  const figure = oneOf(params.get(DRILL_DOWN_PARAMS.figure), FIGURE_NAMES);
  const from = params.get(DRILL_DOWN_PARAMS.from) ?? '';
  const to = params.get(DRILL_DOWN_PARAMS.to) ?? '';
  if (figure === undefined || !isCalendarDate(from) || !isCalendarDate(to)) return null;
  const assignee = params.get(DRILL_DOWN_PARAMS.assignee);
  const drillDown: DrillDown = { figure, from, to };
  const type = oneOf(params.get(DRILL_DOWN_PARAMS.type), DISPUTE_TYPES);
  const status = oneOf(params.get(DRILL_DOWN_PARAMS.status), ACTIVE_STATUSES);
  const age = oneOf(params.get(DRILL_DOWN_PARAMS.age), BACKLOG_AGES);
  if (type) drillDown.type = type;
  if (assignee) drillDown.assignee = assignee;
  if (status) drillDown.status = status;
  if (age) drillDown.age = age;
  return drillDown;
}

/** The drill-down's part of the list's URL, in a fixed order: the same figure always has the same URL. */
export function drillDownSearchParams(drillDown: DrillDown): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DRILL_DOWN_PARAMS) as (keyof DrillDown)[]) {
    const value = drillDown[key];
    if (value !== undefined) params.set(DRILL_DOWN_PARAMS[key], value);
  }
  return params;
}

/** Where a Reports figure links to. */
export const drillDownHref = (drillDown: DrillDown) =>
  `/admin/dashboard?${drillDownSearchParams(drillDown).toString()}`;

/** The list's URL without the drill-down (and back on page 1); the list's own filters stay. */
export function withoutDrillDown(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(DRILL_DOWN_PARAMS)) next.delete(name);
  next.delete('page');
  return next;
}

/** The list's `next` URL with the drill-down of `current` kept: a change of the list's own filters stays on the figure. */
export function keepDrillDown(current: URLSearchParams, next: URLSearchParams): URLSearchParams {
  const drillDown = parseDrillDown(current);
  if (!drillDown) return next;
  const kept = new URLSearchParams(next);
  for (const [name, value] of drillDownSearchParams(drillDown)) kept.set(name, value);
  return kept;
}

/** What GET /api/admin/disputes is asked for. */
export const drillDownQuery = ({ figure, from, to, type, assignee, status, age }: DrillDown): FigureListQuery => ({
  figure,
  from,
  to,
  ...(type === undefined ? {} : { type }),
  ...(assignee === undefined ? {} : { assignee }),
  ...(status === undefined ? {} : { status }),
  ...(age === undefined ? {} : { age }),
});

/**
 * "34 disputes filed from Nov 1, 2026 to Nov 30, 2026, Unauthorized transaction": the server's
 * count, the figure, the period as Reports writes its days, and the group by its name (`group`,
 * null for all disputes).
 */
export const drillDownHeading = (drillDown: DrillDown, count: number, group: string | null): string =>
  drillDownHeadingText({
    count,
    figure: drillDown.figure,
    status: drillDown.status,
    age: drillDown.age,
    from: formatDay(drillDown.from),
    to: formatDay(drillDown.to),
    oneDay: drillDown.from === drillDown.to,
    group,
  });
