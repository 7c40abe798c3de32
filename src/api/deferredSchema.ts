/**
 * A schema of the contract that loads with the code that needs it, not with every page: the admin
 * calls' (./adminSchemas.ts), the account pages' (./accountSchemas.ts), and request bodies that
 * no page needs to hold (./bodySchemas.ts). A user's page never downloads the schemas of the
 * support desk's calls (docs/performance.md#heavy-parts-load-when-needed); the client starts
 * loading one with the call and reads the answer with it once both have come. The client never parses a body it sends, so a
 * deferred body is loaded only by the code that checks bodies (the mock backend, the document).
 */
import type * as v from 'valibot';

export interface DeferredSchema<TSchema extends v.GenericSchema> {
  readonly deferred: true;
  /** Where it is exported: ./adminSchemas.ts (`admin`), ./accountSchemas.ts (`account`) or ./bodySchemas.ts (`body`). */
  readonly source: 'admin' | 'account' | 'body';
  /** Its export's name there. */
  readonly key: string;
  /** A query's field names, which the client puts in the address before the schema has loaded. */
  readonly fields?: readonly string[];
  load(): Promise<TSchema>;
}

/** A schema, or a deferred one: what a call sends or answers. */
export type ContractSchema<TSchema extends v.GenericSchema = v.GenericSchema> = TSchema | DeferredSchema<TSchema>;

/** The schema itself, for a type. */
export type Loaded<T> = T extends DeferredSchema<infer TSchema> ? TSchema : T;

export const isDeferred = <TSchema extends v.GenericSchema>(
  schema: ContractSchema<TSchema>,
): schema is DeferredSchema<TSchema> => 'deferred' in schema && schema.deferred === true;

/** The schema, loaded when it is deferred. */
export const loadSchema = <TSchema extends v.GenericSchema>(
  schema: ContractSchema<TSchema>,
): Promise<TSchema> | TSchema => (isDeferred(schema) ? schema.load() : schema);
