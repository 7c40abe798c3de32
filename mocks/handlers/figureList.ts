/**
 * The disputes behind one Reports figure (docs/reports.md#opening-the-disputes-behind-a-figure):
 * GET /api/admin/disputes narrowed by its optional query. Each dispute is placed by the same
 * function the report tallies with (../reports/figureMembership.ts), so the list has exactly as
 * many disputes as the figure says. Without `figure`, every dispute, as the original call.
 */
import { figureQueryProblems, NOT_AN_ADMIN_MESSAGE, UNASSIGNED_FILTER, type FigureQuery } from '../../src/api/admin';
import { storedSettings } from '../db/settingsRecord';
import type { DbDocument, StoredDispute } from '../db/types';
import { figureMembership, inFigure, inGroup, reportMoment } from '../reports/figureMembership';
import { errorResponse } from './http';

/** The disputes the query names, in the store's order; throws the 400 answer for a query that names none. */
export function disputesBehindFigure(data: DbDocument, query: FigureQuery, now: number): readonly StoredDispute[] {
  const problems = figureQueryProblems(query);
  if (problems !== null) throw errorResponse(400, Object.values(problems)[0]?.[0] ?? 'Invalid query', problems);
  const { figure, from, to, assignee } = query;
  // The report groups by admin accounts only: another id has no figure to open.
  const isAdmin = (id: string) => data.users.some((user) => user.isAdmin && user.id === id);
  if (assignee !== undefined && assignee !== UNASSIGNED_FILTER && !isAdmin(assignee)) {
    throw errorResponse(400, NOT_AN_ADMIN_MESSAGE, { assignee: [NOT_AN_ADMIN_MESSAGE] });
  }
  if (figure === undefined || from === undefined || to === undefined) return data.disputes;
  const moment = reportMoment(from, to, now, storedSettings(data).targets);
  return data.disputes.filter(
    (dispute) => inGroup(dispute, query) && inFigure(figureMembership(dispute, moment), query),
  );
}
