/**
 * The schemas only the support desk's calls use, loaded with the admin pages' code and never with
 * a user's page (./deferredSchema.ts). The endpoint table names them by their export here; the
 * admin guard's route module starts loading this module, and a call loads it if it has not come yet.
 */
import { AdminAccountSchema, AdminDisputeSchema, AdminStatsSchema, SimilarCaseSchema } from './adminEntities';
import { listOf } from './lists';

export { AdminDisputeSchema, AdminStatsSchema };
export {
  AdminMessageRequestSchema,
  AssignRequestSchema,
  ReopenRequestSchema,
  ResolutionPayloadSchema,
  StatusChangeRequestSchema,
} from './adminRequests';
export { EndedSessionsSchema } from './sessions';
export { FigureQuerySchema } from './figureQuery';
export { ReportSchema } from './reportAnswer';
export { ReportQuerySchema } from './reports';
export { SettingsRequestSchema, SettingsSchema } from './settings';

export const SimilarCasesSchema = listOf(SimilarCaseSchema);
export const AdminAccountsSchema = listOf(AdminAccountSchema);
