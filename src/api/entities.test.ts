/**
 * The answer schemas against the document generated from them: every value the document allows
 * reads, and what it states (date-time, bounded amounts, counts, emails, ids) is what the app needs.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminStatsSchema } from './adminEntities';
import {
  AMOUNT_MAX,
  AMOUNT_STRING_PATTERN,
  DisputeSummarySchema,
  ID_PATTERN,
  ResponseAmountSchema,
  UserSchema,
} from './entities';
import { LIMITS } from './requests';
import { RFC3339_EDGES } from '../../tests/kit/disputeFixtures';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** The schema as openapi.json states it, compiled as an integrator's validator would. */
function documentValidator(schema: v.GenericSchema) {
  const { $schema: _dropped, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'output',
    errorMode: 'ignore',
  });
  return ajv.compile(json);
}

const documentAllows = documentValidator(DisputeSummarySchema);
const summary = (overrides: Record<string, unknown>) => ({
  id: 'DSP-1',
  type: 'other',
  transactionId: 'tx-1',
  amount: 12.5,
  status: 'New',
  createdAt: '2024-05-01T10:00:00Z',
  userEmail: 'mary@example.org',
  ...overrides,
});

/** Both sides at once: what the document says of a row, and whether the app reads it. */
function judge(overrides: Record<string, unknown>) {
  const row = summary(overrides);
  return { document: documentAllows(row), app: v.safeParse(DisputeSummarySchema, row).success };
}

describe('date-times in answers', () => {
  it.each<readonly [string, string]>([
    ...RFC3339_EDGES,
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['9999-12-01T00:00:00Z', '9999-12-01T00:00:00.000Z'],
  ])('reads createdAt %s, which the document allows, as %s', (createdAt, canonical) => {
    expect(judge({ createdAt })).toEqual({ document: true, app: true });
    expect(v.parse(DisputeSummarySchema, summary({ createdAt })).createdAt).toBe(canonical);
  });
});

describe('amounts in answers', () => {
  const FOUR_HUNDRED_DIGITS = `1${'0'.repeat(399)}`;

  it('says a number from 0 to 1,000,000,000, or a decimal string within the same bounds', () => {
    expect(AMOUNT_MAX).toBe(LIMITS.amountMax);
    const json = toJsonSchema(ResponseAmountSchema, {
      target: 'draft-2020-12',
      typeMode: 'output',
      errorMode: 'ignore',
    });
    expect(json.anyOf).toEqual([
      { type: 'number', minimum: 0, maximum: AMOUNT_MAX },
      { type: 'string', pattern: AMOUNT_STRING_PATTERN.source },
    ]);
  });

  it.each([
    0,
    0.01,
    12.5,
    AMOUNT_MAX,
    '0',
    '12.50',
    '999999999.999',
    '1000000000',
    '1000000000.00',
    '0.000000000000000001',
  ])('reads %j, which the document allows', (amount) => {
    expect(judge({ amount })).toEqual({ document: true, app: true });
  });

  it.each([-1, AMOUNT_MAX + 1, '-1', '1000000000.5', '1000000001', '1e3', '.5', FOUR_HUNDRED_DIGITS])(
    'refuses %j, as the document does',
    (amount) => {
      expect(judge({ amount })).toEqual({ document: false, app: false });
    },
  );

  it('refuses a 400-digit amount with a message, not a crash or an Infinity', () => {
    const result = v.safeParse(DisputeSummarySchema, summary({ amount: FOUR_HUNDRED_DIGITS }));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Amount must be a number from 0 to 1,000,000,000');
  });

  it('reads every string the pattern allows as a finite number within the bounds', () => {
    fc.assert(
      fc.property(fc.stringMatching(AMOUNT_STRING_PATTERN), (amount) => {
        const read = v.parse(ResponseAmountSchema, amount);
        expect(Number.isFinite(read)).toBe(true);
        expect(read).toBeGreaterThanOrEqual(0);
        expect(read).toBeLessThanOrEqual(AMOUNT_MAX);
      }),
    );
  });
});

describe('counts and emails in answers', () => {
  const user = {
    id: 'usr-1',
    username: 'mary',
    email: 'mary@example.org',
    previousDisputes: 3,
    isAdmin: false,
  };
  const stats = {
    newDisputes: 1,
    inProgressDisputes: 2,
    userCount: 3,
    kycPending: 0,
    avgResolutionTime: 36.5,
    resolvedToday: 0,
  };

  it('says previousDisputes and every AdminStats count are integers from 0, the average hours a number from 0', () => {
    const userJson = toJsonSchema(UserSchema, { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' });
    expect(userJson.properties?.previousDisputes).toEqual({ type: 'integer', minimum: 0 });
    const statsJson = toJsonSchema(AdminStatsSchema, {
      target: 'draft-2020-12',
      typeMode: 'output',
      errorMode: 'ignore',
    });
    for (const name of ['newDisputes', 'inProgressDisputes', 'userCount', 'kycPending', 'resolvedToday']) {
      expect(statsJson.properties?.[name]).toEqual({ type: 'integer', minimum: 0 });
    }
    expect(statsJson.properties?.avgResolutionTime).toEqual({ type: 'number', minimum: 0 });
  });

  it('reads counts the document allows and refuses the rest', () => {
    expect(v.safeParse(UserSchema, user).success).toBe(true);
    expect(v.safeParse(UserSchema, { ...user, previousDisputes: 2.5 }).success).toBe(false);
    expect(v.safeParse(UserSchema, { ...user, previousDisputes: -1 }).success).toBe(false);
    expect(v.safeParse(AdminStatsSchema, stats).success).toBe(true);
    expect(v.safeParse(AdminStatsSchema, { ...stats, userCount: 1.5 }).success).toBe(false);
    expect(v.safeParse(AdminStatsSchema, { ...stats, avgResolutionTime: -0.5 }).success).toBe(false);
  });

  it('says format: email, and reads addresses that format allows, even those a form would refuse', () => {
    const userJson = toJsonSchema(UserSchema, { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' });
    expect(userJson.properties?.email).toEqual({ type: 'string', format: 'email' });
    for (const email of ["o'brien!x@example.org", 'a@b.c', 'A+tag@EXAMPLE.ORG', `${'a'.repeat(250)}@example.org`]) {
      expect(judge({ userEmail: email })).toEqual({ document: true, app: true });
      expect(v.safeParse(UserSchema, { ...user, email }).success).toBe(true);
    }
  });
});

describe('ids in answers', () => {
  it.each(['.', '..'])('refuses the dot-segment %j, as the document does', (id) => {
    expect(judge({ id })).toEqual({ document: false, app: false });
  });

  it.each(['DSP-1', '...', '.a', 'a.', 'a/b', 'a?b#c', '100%', '%2e%2e', ' ', 'dispute ü 🙂', '.\n', '..\n'])(
    'reads %j, which the document allows',
    (id) => {
      expect(judge({ id })).toEqual({ document: true, app: true });
    },
  );

  it('agrees with "not . or .." on every string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('.', 'a', '/', '\n', '\u2028', '🙂'), maxLength: 4 }), (id) => {
        expect(ID_PATTERN.test(id)).toBe(id !== '' && id !== '.' && id !== '..');
      }),
      { examples: [['.'], ['..'], ['...'], ['.\n'], ['\n..']] },
    );
  });
});
