/**
 * The typed client, derived from the endpoint table: `calls.getDispute({ id })`,
 * `calls.createDispute({ body })`, `calls.checkScam({ q })`, `calls.getDisputes()`. Path
 * parameters are percent-encoded, so no id can reach another endpoint.
 */
import type * as v from 'valibot';
import { changesOfWrite } from './changes';
import { isDeferred, loadSchema, type Loaded } from './deferredSchema';
import { request } from './client';
import {
  endpoints,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type FileCallName,
  type StreamName,
  isJsonCall,
} from './endpoints';
import { announceChanges } from './tabSync';

type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathInput<N extends EndpointName> = { [Param in PathParamNames<Endpoints[N]['path']>]: string };
type QueryInput<N extends EndpointName> = Endpoints[N] extends { query: infer Q }
  ? Loaded<Q> extends infer Schema extends v.GenericSchema
    ? v.InferInput<Schema>
    : unknown
  : unknown;
type BodyInput<N extends EndpointName> = Endpoints[N] extends { body: infer B }
  ? Loaded<B> extends infer Schema extends v.GenericSchema
    ? { body: v.InferInput<Schema> }
    : unknown
  : unknown;

/** What a call takes: its path parameters and query fields by name, and `body` when it has one. */
export type CallInput<N extends EndpointName> = PathInput<N> & QueryInput<N> & BodyInput<N>;

/** What a call resolves to: the parsed answer, or nothing for a call that answers no body. */
export type CallOutput<N extends EndpointName> = Endpoints[N] extends { response: infer R }
  ? Loaded<R> extends infer Schema extends v.GenericSchema
    ? v.InferOutput<Schema>
    : void
  : void;

/**
 * Whether the call can be made with no input: it takes none, or only optional query fields (the
 * admin list's figure, ./figureQuery.ts). Then it is called with no argument, or with those fields.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is "no field required"
export type TakesNoInput<N extends EndpointName> = {} extends CallInput<N> ? true : false;
export type CallArgs<N extends EndpointName> = keyof CallInput<N> extends never
  ? []
  : TakesNoInput<N> extends true
    ? [input?: CallInput<N>]
    : [input: CallInput<N>];

function fieldsOf(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
}

function resolvePath(endpoint: EndpointDefinition, input: unknown): string {
  const fields = fieldsOf(input);
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(fields[name] ?? '')));
  const names = !endpoint.query
    ? []
    : isDeferred(endpoint.query)
      ? (endpoint.query.fields ?? [])
      : Object.keys(endpoint.query.entries);
  const query = names
    .filter((name) => fields[name] !== undefined)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(fields[name]))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** The URL path (and query) a call is sent to; for a read it is also its SWR key. */
export function pathOf<N extends EndpointName>(name: N, ...args: CallArgs<N>): string {
  return resolvePath(endpoints[name], args[0]);
}

export function call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallOutput<N>> {
  const endpoint: EndpointDefinition = endpoints[name];
  const input = args[0];
  return request(resolvePath(endpoint, input), {
    method: endpoint.method,
    body: endpoint.body ? fieldsOf(input).body : undefined,
    // A deferred schema starts loading with the call, and the answer waits for it (./deferredSchema.ts).
    schema: endpoint.response && loadSchema(endpoint.response),
    // Accepted, so the session or the server's data changed: the other tabs hear of it (./tabSync.ts).
    onAccepted:
      endpoint.method === 'GET'
        ? undefined
        : () => announceChanges({ session: endpoint.session !== undefined, changes: changesOfWrite(name, input) }),
  }) as Promise<CallOutput<N>>;
}

type Client = {
  readonly [N in Exclude<EndpointName, StreamName | FileCallName>]: (...args: CallArgs<N>) => Promise<CallOutput<N>>;
};

export const calls = Object.fromEntries(
  (Object.keys(endpoints) as EndpointName[])
    .filter((name) => isJsonCall(endpoints[name]))
    .map((name) => [name, (...args: CallArgs<EndpointName>) => call(name as EndpointName, ...args)]),
) as unknown as Client;
