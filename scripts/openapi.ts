/**
 * Writes openapi.json (OpenAPI 3.1) from the endpoint table and the valibot schemas in src/api,
 * so integrators get the contract the typed client and the mock backend actually use.
 *
 *   npm run openapi                       regenerate openapi.json
 *   npm run openapi -- --check            exit 1 when the committed document is out of date (CI)
 *   npm run openapi -- --server URL       name another server (the committed document names the
 *                                         reference server, http://localhost:8787); --out FILE
 *                                         writes elsewhere
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import {
  endpoints,
  EVIDENCE_TYPES,
  impliedErrors,
  listItemSchema,
  type EndpointDefinition,
  type EndpointName,
} from '../src/api';
import { schemaNow } from '../src/api/schemaNow';
import { OPERATION_DOCS, type OperationDocs } from './openapi-docs';
import { componentSchemas, REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './openapi-schemas';

const DEFAULT_SERVER = 'http://localhost:8787';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

function componentName(schema: GenericSchema, components: Record<string, GenericSchema>): string {
  const name = Object.keys(components).find((key) => components[key] === schema);
  if (!name) throw new Error('A schema of the endpoint table has no component name in scripts/openapi-schemas.ts');
  return name;
}

function responseSchema(schema: GenericSchema) {
  const item = listItemSchema(schema);
  return item
    ? { type: 'array', items: ref(componentName(item, RESPONSE_SCHEMAS)) }
    : ref(componentName(schema, RESPONSE_SCHEMAS));
}

/** The sentence for each error status, true for this call. */
function errorDescription(status: number, endpoint: EndpointDefinition, docs: OperationDocs): string {
  switch (status) {
    case 400:
      return (
        docs.statuses?.[400] ??
        (endpoint.body
          ? 'The body is not a JSON object or breaks a rule of its schema: `{ message, fieldErrors }`, nothing written'
          : 'The query breaks a rule of its parameter: `{ message, fieldErrors }`')
      );
    case 401:
      return (
        docs.statuses?.[401] ??
        'No live session: no `sid` cookie, or its session ended (signed out, idle too long, past its lifetime, suspended)'
      );
    case 403: {
      const reasons = [
        ...(endpoint.access === 'public' ? [] : ['the session belongs to a suspended account']),
        ...(endpoint.access === 'admin' ? ['the caller is not an admin'] : []),
        ...(docs.forbidden ? [docs.forbidden] : []),
        ...(endpoint.method !== 'GET' ? ['the request came from a page whose Origin the server does not allow'] : []),
      ];
      return `Not allowed: ${reasons.join('; ')}`;
    }
    case 413:
      return (
        docs.statuses?.[413] ??
        'The request body is larger than the server accepts (1 MB by default); refused as it streams in'
      );
    case 415:
      return docs.statuses?.[415] ?? 'The request has a body that is not `application/json`';
    case 429:
      if (docs.statuses?.[429]) return docs.statuses[429];
      return endpoint.stream
        ? 'Too many live streams are open for this session (10 by default), this account (30), this client address (100) or in all (2,000); `Retry-After` says how many seconds to wait'
        : 'Too many failed sign-ins for this account or from this client; `Retry-After` says how many seconds to wait';
    default: {
      const own = docs.statuses?.[status as 404 | 409 | 422];
      if (!own) throw new Error(`No description for ${status} in scripts/openapi-docs.ts`);
      return own;
    }
  }
}

const SESSION_COOKIE_HEADER = {
  starts: {
    description: 'The session: `sid=<token>; Path=/; HttpOnly; SameSite=Lax` (with `Max-Age` when `rememberMe`)',
    required: true,
    schema: { type: 'string' },
  },
  ends: {
    description: 'Expires the session cookie: `sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`',
    required: true,
    schema: { type: 'string' },
  },
} as const;

function parameters(endpoint: EndpointDefinition) {
  const path = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: 'Percent-encoded; `.` and `..` are never ids',
    schema: { type: 'string', minLength: 1 },
  }));
  const query = Object.entries(endpoint.query ? schemaNow(endpoint.query).entries : {}).map(([name, schema]) => {
    const { $schema: _dropped, ...json } = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode: 'input',
      errorMode: 'ignore',
    });
    return { name, in: 'query', required: schema.type !== 'optional', schema: json };
  });
  return [...path, ...query];
}

/** A live stream's body: Server-Sent Events, with each event type's `data` schema in `x-events`. */
function streamContent(events: NonNullable<EndpointDefinition['stream']>) {
  return {
    'text/event-stream': {
      schema: {
        type: 'string',
        description: 'Server-Sent Events: `id:`, `event:` (a key of `x-events`) and one `data:` line of JSON each',
      },
      'x-events': Object.fromEntries(
        Object.entries(events).map(([type, event]) => [type, ref(componentName(event.data, RESPONSE_SCHEMAS))]),
      ),
    },
  };
}

/** A file's bytes, in each type evidence may have. */
function fileContent() {
  return Object.fromEntries(
    EVIDENCE_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
  );
}

/** An upload's body: one file in a multipart field. */
function uploadBody(field: string) {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [field],
          properties: {
            [field]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'The file; its part’s `filename` is its name',
            },
          },
        },
      },
    },
  };
}

function operation(name: EndpointName) {
  const endpoint: EndpointDefinition = endpoints[name];
  const docs = OPERATION_DOCS[name];
  const success = {
    description: docs.summary,
    ...(endpoint.response
      ? { content: { 'application/json': { schema: responseSchema(schemaNow(endpoint.response)) } } }
      : {}),
    ...(endpoint.stream ? { content: streamContent(endpoint.stream) } : {}),
    ...(endpoint.download ? { content: fileContent() } : {}),
    ...(endpoint.session ? { headers: { 'Set-Cookie': SESSION_COOKIE_HEADER[endpoint.session] } } : {}),
  };
  const responses: Record<string, unknown> = { [String(endpoint.status)]: success };
  for (const status of impliedErrors(endpoint))
    responses[String(status)] = errorResponse(errorDescription(status, endpoint, docs));
  responses.default = errorResponse(
    'An unexpected failure (500), or the server could not store the change (507); nothing was changed',
  );
  const params = parameters(endpoint);
  return {
    operationId: name,
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    tags: [docs.tag],
    ...(endpoint.extension ? { 'x-extension': true } : {}),
    security: endpoint.access === 'public' ? [] : [{ session: [] }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(componentName(schemaNow(endpoint.body), REQUEST_SCHEMAS)) } },
          },
        }
      : {}),
    ...(endpoint.upload ? { requestBody: uploadBody(endpoint.upload) } : {}),
    responses,
  };
}

export function buildDocument(server = DEFAULT_SERVER) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    (paths[endpoints[name].path] ??= {})[endpoints[name].method.toLowerCase()] = operation(name);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dispute Centre API',
      version: '1.0.0',
      description:
        'Generated from the endpoint table and the valibot schemas in src/api. Every call but login and register needs the `sid` session cookie; ' +
        'errors are JSON `{ message, fieldErrors? }`. Operations marked `x-extension: true` go beyond the original contract.',
    },
    servers: [
      {
        url: server,
        description: server === DEFAULT_SERVER ? 'The reference server (`npm run mock:server`)' : 'The API',
      },
    ],
    tags: [
      { name: 'auth', description: 'Sessions and accounts' },
      { name: 'disputes', description: 'The caller’s disputes and their messages' },
      { name: 'content', description: 'Notifications and the security centre' },
      { name: 'admin', description: 'Reviewing and resolving disputes; accounts' },
      { name: 'extensions', description: 'Calls beyond the original contract' },
    ],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      schemas: componentSchemas(),
    },
    paths,
  };
}

const argument = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const OUTPUT = argument('--out') ?? fileURLToPath(new URL('../openapi.json', import.meta.url));
const text = `${JSON.stringify(buildDocument(argument('--server')), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUTPUT, 'utf8');
  } catch {
    // A missing document is out of date too.
  }
  if (committed !== text) {
    console.error('openapi.json is out of date: run `npm run openapi` and commit the result.');
    process.exit(1);
  }
  console.log('openapi.json is up to date');
} else {
  writeFileSync(OUTPUT, text);
  console.log(`wrote ${OUTPUT} (${Object.keys(endpoints).length} operations)`);
}
