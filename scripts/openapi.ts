/**
 * Writes openapi.json (OpenAPI 3.1) from the valibot schemas in src/api, so integrators get
 * the contract the typed client and the mock backend actually use.
 *
 *   npm run openapi            regenerate openapi.json
 *   npm run openapi -- --check exit 1 when the committed document is out of date (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { componentSchemas } from './openapi-schemas';
import { OPERATIONS, type Operation } from './openapi-operations';

const OUTPUT = fileURLToPath(new URL('../openapi.json', import.meta.url));

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

const STANDARD_ERRORS: Record<string, string> = {
  '400': 'The body broke a rule of the contract: `{ message, fieldErrors }`, nothing written',
  '401': 'No valid session cookie',
  '403': 'Not allowed: a non-admin on /api/admin/*, a suspended account, or a state-changing call sent from a page whose Origin the server does not allow',
  '404': 'Unknown id, or a dispute that belongs to someone else (its existence is not revealed)',
  '409': 'Conflicts with the current state (a taken email, an already closed dispute)',
  '413': 'The request body is larger than the server accepts (1 MB by default); refused as it streams in',
  '415': 'A state-changing call whose body is not `application/json`',
  '429': 'Too many failed sign-ins for this account or from this client; the `Retry-After` header says how many seconds to wait',
};

/** What every state-changing call may also answer: a foreign Origin, an oversized or non-JSON body. */
const WRITE_ERRORS = [403, 413, 415];

function operation(op: Operation) {
  const responses: Record<string, unknown> = {
    [String(op.status)]: op.response
      ? {
          description: op.summary,
          content: { 'application/json': { schema: op.responseIsList ? { type: 'array', items: ref(op.response) } : ref(op.response) } },
          ...(op.setsSession ? { headers: { 'Set-Cookie': { description: '`sid=<token>; Path=/; HttpOnly; SameSite=Lax`', schema: { type: 'string' } } } } : {}),
        }
      : { description: op.summary },
  };
  const errors = op.method === 'post' ? [...new Set([...op.errors, ...WRITE_ERRORS])].sort((a, b) => a - b) : op.errors;
  for (const code of errors) responses[String(code)] = errorResponse(STANDARD_ERRORS[String(code)] ?? 'Error');
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(op.extension ? { 'x-extension': true } : {}),
    security: op.access === 'public' ? [] : [{ session: [] }],
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } } : {}),
    responses,
  };
}

export function buildDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  const schemas = componentSchemas();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dispute Centre API',
      version: '1.0.0',
      description:
        'The contract of SPEC.md §7, generated from the valibot schemas in src/api. Every call but login and register needs the `sid` session cookie; ' +
        'errors are JSON `{ message, fieldErrors? }`. Operations marked `x-extension: true` go beyond SPEC.md §7.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      schemas,
    },
    paths,
  };
}

const text = `${JSON.stringify(buildDocument(), null, 2)}\n`;
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
  console.log(`wrote ${OUTPUT} (${OPERATIONS.length} operations)`);
}
