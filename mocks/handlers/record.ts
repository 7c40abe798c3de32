/**
 * The mock backend's handlers as a record with one handler per entry of the endpoint table
 * (src/api/endpoints.ts): a missing or an extra handler does not compile. Each handler gets its
 * path parameters by name and parses its query and body with the table's own schemas, so the
 * server enforces exactly what the table (and so openapi.json) states.
 */
import { http, type HttpHandler, type PathParams } from 'msw';
import * as v from 'valibot';
import {
  endpoints,
  toFieldErrors,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type ObjectSchema,
  type PathInput,
  type Loaded,
} from '../../src/api';
import { schemaNow } from '../../src/api/schemaNow';
import { api, errorResponse, readBody, route, type BackendContext } from './http';

type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B }
  ? Loaded<B> extends infer Schema extends v.GenericSchema
    ? v.InferOutput<Schema>
    : never
  : never;
type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q }
  ? Loaded<Q> extends infer Schema extends v.GenericSchema
    ? v.InferOutput<Schema>
    : never
  : never;

export interface HandlerInput<N extends EndpointName> {
  request: Request;
  cookies: Record<string, string>;
  params: PathInput<N>;
  /** The body parsed with the table's schema; throws the 400 (or 413) answer. Called after the access checks. */
  body: () => Promise<BodyOf<N>>;
  /** The query parsed with the table's schema; throws the 400 answer. */
  query: () => QueryOf<N>;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Response | Promise<Response>;
export type HandlerRecord = { [N in EndpointName]: Handler<N> };
/** The handlers of some of the endpoints, for a file that serves one area. */
export type Handlers<N extends EndpointName> = { [K in N]: Handler<K> };

function readQuery(request: Request, schema: ObjectSchema): unknown {
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(Object.keys(schema.entries).map((name) => [name, search.get(name) ?? undefined]));
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const fieldErrors = toFieldErrors(schema, result.issues);
  throw errorResponse(400, Object.values(fieldErrors)[0]?.[0] ?? 'Invalid query', fieldErrors);
}

/** `/api/disputes/{id}` → MSW's `*\/api/disputes/:id`. */
const mswPath = (path: string) => api(path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1'));

export function toMswHandlers(ctx: BackendContext, record: HandlerRecord): HttpHandler[] {
  const names = Object.keys(endpoints) as EndpointName[];
  // A fixed segment is matched before a parameter in its place: /disputes/last-created is no id.
  const ordered = [...names].sort(
    (a, b) => Number(endpoints[a].path.includes('{')) - Number(endpoints[b].path.includes('{')),
  );
  return ordered.map((name) => {
    const endpoint: EndpointDefinition = endpoints[name];
    const handler = record[name] as Handler<EndpointName>;
    const method = { GET: http.get, POST: http.post, PUT: http.put }[endpoint.method];
    return method<PathParams>(
      mswPath(endpoint.path),
      route(ctx, ({ request, cookies, params }) =>
        handler({
          request,
          cookies,
          params: params as HandlerInput<EndpointName>['params'],
          body: () =>
            (endpoint.body
              ? readBody(request, schemaNow(endpoint.body))
              : Promise.resolve(undefined)) as Promise<never>,
          query: () => (endpoint.query ? readQuery(request, schemaNow(endpoint.query)) : undefined) as never,
        }),
      ),
    );
  });
}
