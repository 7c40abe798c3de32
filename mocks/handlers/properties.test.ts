/**
 * Property-based: thousands of random and hostile bodies at every write endpoint. The contract
 * schema is the oracle: a body it rejects must get a 4xx with a message and leave the store
 * exactly as it was; a body it accepts must succeed. Never a 5xx, never a polluted prototype.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, PostMessageRequestSchema, RegisterRequestSchema } from '../../src/api';
import { CreateDisputeRequestSchema } from '../../src/api/disputeRequest';
import {
  AdminMessageRequestSchema,
  AssignRequestSchema,
  ResolutionPayloadSchema,
  StatusChangeRequestSchema,
} from '../../src/api/admin';
import { raw, signInAsAdmin, signInAsDemoUser, startTestBackend } from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 400);

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x10',
    '12.50',
    ' 7 ',
    '𝟙𝟚𝟛',
    'ＤＳＰ',
    '\u202Eevil',
  ),
  fc.string({ minLength: 5_000, maxLength: 12_000 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...HOSTILE_KEYS, 'a'), fc.string(), { maxKeys: 3 }),
);

/** Bodies near the real shape (real keys with wrong or edge values) and far from it. */
function bodies(fields: string[], valid: Record<string, unknown>): fc.Arbitrary<string> {
  const nearShape = fc
    .record(Object.fromEntries(fields.map((field) => [field, fc.oneof(hostileValue, fc.constant(valid[field]))])), {
      requiredKeys: [],
    })
    .chain((record) =>
      fc.constantFrom(...HOSTILE_KEYS, 'extra').map((key) => ({ ...record, [key]: { polluted: true } })),
    )
    .map((record) => JSON.stringify(record));
  const anyJson = fc.jsonValue().map((value) => JSON.stringify(value));
  const notJson = fc.oneof(
    fc.string(),
    fc.constantFrom('{', '{"a":NaN}', '[1,2', 'null', '"text"', '{"__proto__":{"polluted":true}}'),
  );
  return fc.oneof(nearShape, nearShape, anyJson, notJson);
}

function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The store as last serialized, kept while only refused bodies followed: serializing the whole store
 * is most of a run's cost, and after a refusal it must be exactly what it was anyway.
 */
let unchangedStore: string | undefined;

async function checkEndpoint(path: string, schema: v.GenericSchema, body: string, acceptedStatus: number[]) {
  const before = unchangedStore ?? JSON.stringify(backend.db.data);
  unchangedStore = undefined;
  const response = await raw('POST', path, body);
  expect(response.status, `${path} answered ${response.status} to ${body.slice(0, 200)}`).toBeLessThan(500);
  const input = parsedBody(body);
  const acceptable =
    typeof input === 'object' && input !== null && !Array.isArray(input) && v.safeParse(schema, input).success;
  if (!acceptable) {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.json).toMatchObject({ message: expect.any(String) });
    const after = JSON.stringify(backend.db.data);
    expect(after).toBe(before);
    unchangedStore = after;
  } else {
    expect(acceptedStatus).toContain(response.status);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const property = (
  path: string,
  schema: v.GenericSchema,
  fields: string[],
  valid: Record<string, unknown>,
  accepted: number[],
) => {
  // A sign-in between properties writes a session: serialize afresh.
  unchangedStore = undefined;
  return fc.assert(
    fc.asyncProperty(bodies(fields, valid), (body) => checkEndpoint(path, schema, body, accepted)),
    { numRuns: RUNS },
  );
};

describe('every write endpoint under random and hostile bodies', () => {
  it('POST /api/auth/login', async () => {
    // A well-formed login with unknown credentials is a 401: still a 4xx, still nothing written.
    await property(
      '/api/auth/login',
      v.never(),
      ['username', 'password', 'rememberMe'],
      { username: 'nobody@example.org', password: 'x' },
      [],
    );
  });

  it('POST /api/auth/register', async () => {
    await property(
      '/api/auth/register',
      RegisterRequestSchema,
      ['username', 'email', 'password', 'walletAddress', 'firstName', 'lastName'],
      { username: 'prop.user', email: 'prop@example.org', password: 'long-enough-1', walletAddress: '0xabc' },
      [201, 409],
    );
  });

  it('POST /api/disputes', async () => {
    await signInAsDemoUser();
    await property(
      '/api/disputes',
      CreateDisputeRequestSchema,
      [
        'type',
        'transactionId',
        'transactionDate',
        'amount',
        'description',
        'contactEmail',
        'contactPhone',
        'termsAccepted',
      ],
      {
        type: 'fee_dispute',
        transactionId: '0xabc',
        transactionDate: '2026-11-01',
        amount: 10,
        description: 'A description that is long enough.',
        contactEmail: 'a@example.org',
        termsAccepted: true,
      },
      [201],
    );
  });

  it('POST /api/disputes/{id}/messages', async () => {
    await signInAsDemoUser();
    await property(
      '/api/disputes/DSP-100001/messages',
      PostMessageRequestSchema,
      ['content'],
      { content: 'Hello' },
      [201],
    );
  });

  it('POST /api/admin/disputes/{id}/resolve', async () => {
    await signInAsAdmin();
    // Valid bodies may still be refused by state (the dispute closes after the first success: 409)
    // or by the refund rules the schema cannot see (400); both leave the rest untouched.
    await property(
      '/api/admin/disputes/DSP-100001/resolve',
      ResolutionPayloadSchema,
      ['resolutionType', 'refundAmount', 'adminNotes', 'userResponse'],
      { resolutionType: 'additional_info', userResponse: 'Please send more details.' },
      [200, 400, 409],
    );
  });

  it('POST /api/admin/disputes/{id}/messages (extension)', async () => {
    await signInAsAdmin();
    await property(
      '/api/admin/disputes/DSP-100001/messages',
      AdminMessageRequestSchema,
      ['content', 'internal'],
      { content: 'Hello', internal: true },
      [201],
    );
  });

  it('POST /api/admin/disputes/{id}/assign (extension)', async () => {
    await signInAsAdmin();
    // A well-formed id that names no admin is refused by the stored accounts (422), not by the schema.
    await property(
      '/api/admin/disputes/DSP-100001/assign',
      AssignRequestSchema,
      ['adminId'],
      { adminId: 'usr-2' },
      [200, 422],
    );
  });

  it('POST /api/admin/disputes/{id}/status (extension)', async () => {
    await signInAsAdmin();
    await property(
      '/api/admin/disputes/DSP-100001/status',
      StatusChangeRequestSchema,
      ['status', 'note'],
      { status: 'Under Review', note: 'Moved.' },
      [200],
    );
  });

  it('keeps Object.prototype clean and the login check intact', async () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(v.safeParse(LoginRequestSchema, { username: 'a', password: 'b' }).success).toBe(true);
  });
});
