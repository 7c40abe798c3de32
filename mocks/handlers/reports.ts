/**
 * Reports (an extension, docs/reports.md): the support team's figures for a period of whole UTC
 * days, computed from the store on each call (../reports/computeReport.ts), for admins only.
 */
import { reportRangeProblem } from '../../src/api/admin';
import { storedSettings } from '../db/settingsRecord';
import { computeReport } from '../reports/computeReport';
import { type BackendContext, errorResponse, json, requireAdmin } from './http';
import type { Handlers } from './record';
import { personRef } from './views';
import { hasAdminPowers } from '../twoStep/rules';

export function reportHandlers(ctx: BackendContext): Handlers<'getAdminReport'> {
  return {
    getAdminReport: ({ cookies, query }) => {
      requireAdmin(ctx, cookies);
      const { from, to } = query();
      // A rule across both days, which a query's document cannot state: the same 400, on `to`.
      const problem = reportRangeProblem({ from, to });
      if (problem !== null) throw errorResponse(400, problem, { to: [problem] });
      const { users, disputes } = ctx.db.data;
      // Those who can hold disputes: an admin yet to set up two-step sign-in cannot (docs/server.md#two-step-sign-in).
      const admins = users
        .filter(hasAdminPowers)
        .map(personRef)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return json(
        computeReport({ disputes, admins, targets: storedSettings(ctx.db.data).targets, from, to, now: ctx.now() }),
      );
    },
  };
}
