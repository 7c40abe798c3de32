/**
 * openapi.json against the mock backend, judged by the document alone: for every operation with a
 * request body, bodies are generated from the document's own schema (tests/kit/jsonSchemaArbitrary),
 * classified by ajv with ajv-formats (the validator an integrator would use), and sent to the
 * backend as a signed-in user of the right kind. The rule: a body the document accepts is never
 * answered 400, and a body it refuses always is. Nothing here reads the valibot schemas. The one
 * rule the document states in prose, a network's formats and checksums (no pattern can state a
 * checksum), is judged by the module that rule lives in (docs/transactions.md#the-checks).
 *
 * FUZZ_RUNS sets the bodies per operation, FUZZ_SEED replays a run.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isActiveStatus } from '../../src/api';
import { checkAddress, transactionFieldErrors, type TransactionFields } from '../../src/api/transactionChecks';
import { SchemaArbitraries, type JsonSchema } from '../../tests/kit/jsonSchemaArbitrary';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { storedSettings } from '../db/settingsRecord';
import { TEST_NOW } from '../node';
import { raw, startTestBackend, validDispute } from '../../tests/kit/handlerTestkit';
import { sessionCookieOf } from '../../tests/kit/sessionCookie';
import { challengeIn, secondStepBody } from '../../tests/kit/twoStepSignIn';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Operation {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as Document;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

const withBodies = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, operation]) => {
    const schema = operation.requestBody?.content['application/json']?.schema;
    return schema ? [{ path, method, operation, schema }] : [];
  }),
);

/** Valid dates up to the day before the backend's clock, so a valid body is a dispute it files, not a future one. */
const lastDay = new Date(TEST_NOW - 24 * 3_600_000);
const pastDates = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: lastDay, noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const arbitraries = new SchemaArbitraries({ root: document, formats: { date: pastDates } });

const backend = startTestBackend();

async function sessionCookie(credentials: { email: string; password: string }): Promise<string> {
  let response = await raw('POST', '/api/auth/login', {
    username: credentials.email,
    password: credentials.password,
  });
  // The second step, for an admin (docs/server.md#two-step-sign-in).
  const challenge = response.status === 401 ? challengeIn(response.json) : null;
  if (challenge)
    response = await raw('POST', '/api/auth/login/second-step', secondStepBody(challenge, credentials.email));
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

/** The highest refund the document allows, read from its schema: the amount of the disputes an admin resolves here. */
function highestRefund(): number {
  const payload = arbitraries.resolve({ $ref: '#/components/schemas/ResolutionPayload' });
  const branches = payload.properties?.refundAmount?.anyOf ?? [];
  const highest = branches.find((branch) => branch.maximum !== undefined)?.maximum;
  if (highest === undefined) throw new Error('ResolutionPayload.refundAmount has no maximum');
  return highest;
}

/**
 * A body as the caller would send it. A settings save names the revision it read, and one at any
 * other revision is refused whatever its shape (409): a `revision` the document accepts is turned
 * into the current one, so valid bodies reach the rules of the body itself.
 */
function asSent(operationId: string, body: unknown): unknown {
  if (operationId !== 'updateAdminSettings' || typeof body !== 'object' || body === null || Array.isArray(body))
    return body;
  const { revision } = body as { revision?: unknown };
  return Number.isSafeInteger(revision) && Number(revision) >= 0
    ? { ...body, revision: storedSettings(backend.db.data).revision }
    : body;
}

/** What the document says in prose: a filing's network-aware fields follow their network's formats. */
function proseAllows(operationId: string, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  if (operationId === 'register') {
    const { walletAddress } = body as { walletAddress?: unknown };
    return typeof walletAddress !== 'string' || checkAddress(null, walletAddress) === null;
  }
  if (operationId !== 'createDispute') return true;
  return Object.keys(transactionFieldErrors(body as TransactionFields)).length === 0;
}

/**
 * The caller and the path parameters an operation needs. A user posts to their own disputes; an
 * admin reopens the closed ones, and resolves disputes filed for the purpose, one per body so a closed one (409) does not
 * absorb the run, each worth the highest refund the document allows, so no valid refund can
 * exceed it: that rule depends on the stored dispute (a 422), not on the body.
 */
async function targetsFor(path: string, operation: Operation): Promise<{ cookie: string; path: () => string }> {
  // A public call goes without a session: an explicit empty cookie outweighs any the jar holds.
  if (operation.security?.length === 0) return { cookie: 'sid=', path: () => path };
  const userCookie = await sessionCookie(DEMO_USER);
  let ids: string[];
  if (operation.operationId === 'reopenDispute') {
    // Only a closed dispute can be reopened; each one reopened answers 409 after (not a 400).
    ids = backend.db.data.disputes.filter((dispute) => !isActiveStatus(dispute.status)).map((dispute) => dispute.id);
  } else if (path.startsWith('/api/admin/disputes/{id}')) {
    ids = [];
    const amount = highestRefund();
    for (let n = 0; n < RUNS; n++) {
      const filed = await raw('POST', '/api/disputes', validDispute({ amount }), { Cookie: userCookie });
      expect(filed.status, filed.text).toBe(201);
      ids.push((filed.json as { id: string }).id);
    }
  } else {
    const demoUser = backend.db.data.users.find((user) => user.email === DEMO_USER.email);
    ids = backend.db.data.disputes.filter((dispute) => dispute.userId === demoUser?.id).map((dispute) => dispute.id);
  }
  const cookie = path.startsWith('/api/admin/') ? await sessionCookie(DEMO_ADMIN) : userCookie;
  let next = 0;
  return { cookie, path: () => path.replace('{id}', ids[next++ % ids.length] ?? 'none') };
}

/** Calls whose valid bodies still carry nothing the server knows: their success is not reachable here. */
const NEVER_ACCEPTED = new Set([
  'login',
  'confirmPasswordReset',
  'loginSecondStep',
  'confirmTotp',
  'renewRecoveryCodes',
  'disableTwoStep',
  // A passkey's ceremonies: a valid body names a challenge or a credential no authenticator made here.
  'passkeySignInOptions',
  'passkeySignIn',
  'registerPasskey',
]);

interface Mismatch {
  body: string;
  documentSays: 'valid' | 'invalid';
  status: number;
  answer: string;
  ajv?: string;
}

describe('a body valid per openapi.json is never answered 400; an invalid one always is', () => {
  it('finds request bodies in the document', () => {
    expect(withBodies.map(({ operation }) => operation.operationId).sort()).toEqual([
      'assignDispute',
      'confirmPasswordReset',
      'confirmTotp',
      'createDispute',
      'disableTwoStep',
      'login',
      'loginSecondStep',
      'passkeySignIn',
      'passkeySignInOptions',
      'postAdminMessage',
      'postDisputeMessage',
      'register',
      'registerPasskey',
      'renewRecoveryCodes',
      'reopenDispute',
      'requestPasswordReset',
      'resolveDispute',
      'setDisputeStatus',
      'setEmailNotifications',
      'updateAdminSettings',
    ]);
  });

  it.each(withBodies.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s',
    async (_name, { path, method, operation, schema }) => {
      if (!schema.$ref) throw new Error(`${operation.operationId}: the fuzzer expects the body schema as a $ref`);
      const validate = ajv.compile({ $ref: `openapi.json${schema.$ref}` });
      const target = await targetsFor(path, operation);
      const mismatches: Mismatch[] = [];
      const counts = { valid: 0, invalid: 0, accepted: 0 };
      for (const generated of fc.sample(arbitraries.any(schema), { numRuns: RUNS, seed: SEED })) {
        const text = JSON.stringify(asSent(operation.operationId, JSON.parse(JSON.stringify(generated))));
        const body: unknown = JSON.parse(text);
        const valid = validate(body) && proseAllows(operation.operationId, body);
        counts[valid ? 'valid' : 'invalid'] += 1;
        const response = await raw(method.toUpperCase() as 'POST', target.path(), text, { Cookie: target.cookie });
        expect(response.status, `${operation.operationId} answered ${response.text}`).toBeLessThan(500);
        if (valid && response.status < 300) counts.accepted += 1;
        if (valid === (response.status === 400)) {
          mismatches.push({
            body: text.length > 300 ? `${text.slice(0, 300)}…` : text,
            documentSays: valid ? 'valid' : 'invalid',
            status: response.status,
            answer: response.text.slice(0, 200),
            ...(valid ? {} : { ajv: ajv.errorsText(validate.errors) }),
          });
        }
      }
      expect(mismatches, `seed ${SEED}: ${mismatches.length} of ${RUNS} bodies judged differently`).toEqual([]);
      // Both sides of the rule were reached, and valid bodies got through, or the run proved little.
      expect(counts.valid, JSON.stringify(counts)).toBeGreaterThanOrEqual(RUNS * 0.15);
      expect(counts.invalid, JSON.stringify(counts)).toBeGreaterThanOrEqual(RUNS * 0.15);
      // A generated sign-in names no real account, so it is a 401 however valid its shape; a
      // generated reset token names no link the server gave, so it is a 422; a generated code or
      // challenge is none the server gave (401, 409 or 422: docs/server.md#two-step-sign-in).
      if (!NEVER_ACCEPTED.has(operation.operationId))
        expect(counts.accepted, JSON.stringify(counts)).toBeGreaterThan(0);
    },
  );
});
