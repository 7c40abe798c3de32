/**
 * A contract schema at once, deferred or not (./deferredSchema.ts): for code that holds every
 * schema anyway, the mock backend, the document's generator and the tests. Never imported by a
 * page, which would then carry every deferred schema.
 */
import type * as v from 'valibot';
import * as ACCOUNT_SCHEMAS from './accountSchemas';
import * as ADMIN_SCHEMAS from './adminSchemas';
import * as BODY_SCHEMAS from './bodySchemas';
import { isDeferred, type ContractSchema } from './deferredSchema';

const SOURCES = { admin: ADMIN_SCHEMAS, account: ACCOUNT_SCHEMAS, body: BODY_SCHEMAS } as const;
const FILES = { admin: './adminSchemas.ts', account: './accountSchemas.ts', body: './bodySchemas.ts' } as const;

export function schemaNow<TSchema extends v.GenericSchema>(schema: ContractSchema<TSchema>): TSchema {
  if (!isDeferred(schema)) return schema;
  const loaded: unknown = (SOURCES[schema.source] as Record<string, unknown>)[schema.key];
  if (!loaded) throw new Error(`${FILES[schema.source]} exports no schema "${schema.key}"`);
  return loaded as TSchema;
}
