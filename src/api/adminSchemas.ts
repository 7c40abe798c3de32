/**
 * The schemas only the support desk's calls use, loaded with the admin pages' code and never with
 * a user's page (./deferredSchema.ts). The endpoint table names them by their export here; the
 * admin guard's route module starts loading this module, and a call loads it if it has not come yet.
 */
import type * as v from 'valibot';
import * as ADMIN_SCHEMAS from './adminSchemas';
import { isDeferred, type ContractSchema } from './deferredSchema';
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
export { ReportSchema } from './reportAnswer';
export { ReportQuerySchema } from './reports';
export { SettingsRequestSchema, SettingsSchema } from './settings';

export const SimilarCasesSchema = listOf(SimilarCaseSchema);
export const AdminAccountsSchema = listOf(AdminAccountSchema);

/**
 * A contract schema at once, deferred or not: for code that holds this module already (the mock
 * backend, the document's generator, the tests).
 */
export function schemaNow<TSchema extends v.GenericSchema>(schema: ContractSchema<TSchema>): TSchema {
  if (!isDeferred(schema)) return schema;
  const loaded: unknown = (ADMIN_SCHEMAS as Record<string, unknown>)[schema.key];
  if (!loaded) throw new Error(`./adminSchemas.ts exports no schema "${schema.key}"`);
  return loaded as TSchema;
}
