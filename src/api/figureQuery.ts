/**
 * Opening the disputes behind a Reports figure (an extension, docs/reports.md#opening-the-disputes-behind-a-figure):
 * the optional query of GET /api/admin/disputes that narrows the list to exactly the disputes one
 * figure of one report counts. Without `figure` the list is every dispute, as the original call.
 * The server decides membership with the same function its report tallies with
 * (mocks/reports/figureMembership.ts), so a figure and its list never disagree.
 */
import * as v from 'valibot';
import { ACTIVE_STATUSES, DisputeTypeSchema } from './entities';
import { BacklogAgeSchema } from './reportAnswer';
import { REPORT_DATE_MESSAGE, ReportDate, reportRangeProblem } from './reports';

/**
 * - `filed`, `resolved`, `rejected`, `open`: the counts of the same names;
 * - `withinTarget` / `breached`: of the disputes closed in the period, those whose resolution clock
 *   was met / breached (`withinTarget.count`, and `withinTarget.of` − `count`);
 * - `firstReplyWithinTarget` / `firstReplyBreached`: of the disputes filed in the period, those
 *   whose first-reply clock was met / breached;
 * - `backlogStatus` (with `status`), `backlogAge` (with `age`): a row of the open backlog.
 */
export const FIGURE_NAMES = [
  'filed',
  'resolved',
  'rejected',
  'open',
  'withinTarget',
  'breached',
  'firstReplyWithinTarget',
  'firstReplyBreached',
  'backlogStatus',
  'backlogAge',
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** An admin's id, or `none` for the unassigned. */
export const UNASSIGNED_FILTER = 'none';

export const FIGURE_MESSAGE = `The figure must be one of ${FIGURE_NAMES.join(', ')}`;
export const FIGURE_REQUIRED_MESSAGE = 'Name the figure whose disputes to list';
export const FIGURE_STATUS_MESSAGE = 'The status must be New, In Progress or Under Review';
export const FIGURE_AGE_MESSAGE = 'The age must be one of under1Day, days1To3, days3To7, over7Days';
export const FIGURE_TYPE_MESSAGE = 'Not a dispute type';
export const STATUS_REQUIRED_MESSAGE = 'The figure backlogStatus needs a status';
export const STATUS_NOT_TAKEN_MESSAGE = 'Only the figure backlogStatus takes a status';
export const AGE_REQUIRED_MESSAGE = 'The figure backlogAge needs an age';
export const AGE_NOT_TAKEN_MESSAGE = 'Only the figure backlogAge takes an age';
export const NOT_AN_ADMIN_MESSAGE = 'No admin account has this id';

const described = <T extends v.GenericSchema>(schema: T, description: string) =>
  v.optional(v.pipe(schema, v.description(description)));

/** The query of GET /api/admin/disputes: every field optional; the rules across fields are `figureQueryProblems`'. */
export const FigureQuerySchema = v.object({
  figure: described(
    v.picklist(FIGURE_NAMES, FIGURE_MESSAGE),
    'The Reports figure whose disputes to list (docs/reports.md#opening-the-disputes-behind-a-figure); absent: every dispute.',
  ),
  from: described(ReportDate, "The report's first day, YYYY-MM-DD (UTC); required with `figure`."),
  to: described(ReportDate, "The report's last day, included; required with `figure`."),
  type: described(
    v.picklist(DisputeTypeSchema.options, FIGURE_TYPE_MESSAGE),
    "Only the figure of this dispute type's group.",
  ),
  assignee: described(
    v.pipe(v.string(), v.minLength(1, NOT_AN_ADMIN_MESSAGE), v.maxLength(80, NOT_AN_ADMIN_MESSAGE)),
    "Only the figure of this admin's group (the admin holding the dispute now), or `none` for the unassigned.",
  ),
  status: described(
    v.picklist(ACTIVE_STATUSES, FIGURE_STATUS_MESSAGE),
    'With `backlogStatus`: the status the open disputes had at the end of the period.',
  ),
  age: described(v.picklist(BacklogAgeSchema.options, FIGURE_AGE_MESSAGE), 'With `backlogAge`: the age bucket.'),
});
export type FigureQuery = v.InferOutput<typeof FigureQuerySchema>;

/** A figure's query with its figure named: what a link of Reports asks for. */
export type FigureListQuery = FigureQuery & { figure: FigureName; from: string; to: string };

/**
 * What is wrong with a query across its fields, by field, or null when it can be answered. Checked
 * after the schema (each field alone), before the admin ids (the server's to know).
 */
export function figureQueryProblems(query: FigureQuery): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };
  const { figure, from, to, status, age } = query;
  if (figure === undefined) {
    const narrowing = (['from', 'to', 'type', 'assignee', 'status', 'age'] as const).some(
      (field) => query[field] !== undefined,
    );
    if (narrowing) add('figure', FIGURE_REQUIRED_MESSAGE);
  } else {
    if (from === undefined) add('from', REPORT_DATE_MESSAGE);
    if (to === undefined) add('to', REPORT_DATE_MESSAGE);
    const range = from !== undefined && to !== undefined ? reportRangeProblem({ from, to }) : null;
    if (range !== null) add('to', range);
    if (figure === 'backlogStatus' && status === undefined) add('status', STATUS_REQUIRED_MESSAGE);
    if (figure === 'backlogAge' && age === undefined) add('age', AGE_REQUIRED_MESSAGE);
  }
  if (figure !== 'backlogStatus' && status !== undefined) add('status', STATUS_NOT_TAKEN_MESSAGE);
  if (figure !== 'backlogAge' && age !== undefined) add('age', AGE_NOT_TAKEN_MESSAGE);
  return Object.keys(problems).length === 0 ? null : problems;
}
