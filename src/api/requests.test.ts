/**
 * The contract's rules for names and transaction dates. The same schemas guard the forms and the
 * mock backend, and their patterns reach openapi.json, so each rule is checked on the schema and,
 * where it has one, on the JSON Schema pattern an integrator's server would use.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CreateDisputeRequestSchema,
  latestTransactionDate,
  NAME_CHARACTERS_MESSAGE,
  RegisterRequestSchema,
  TRANSACTION_DATE_FUTURE_MESSAGE,
  TRANSACTION_DATE_INVALID_MESSAGE,
  toFieldErrors,
  type CreateDisputeRequest,
  type RegisterRequest,
} from './requests';

const NAME_FIELDS = ['username', 'firstName', 'lastName'] as const;
type NameField = (typeof NAME_FIELDS)[number];

const validRegistration: RegisterRequest = {
  username: 'mary.mcgregor',
  email: 'mary@example.org',
  password: 'long-enough-1',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  firstName: 'Mary',
  lastName: 'McGregor',
};

const registerErrors = (field: NameField, value: string) => {
  const result = v.safeParse(RegisterRequestSchema, { ...validRegistration, [field]: value });
  return result.success ? {} : toFieldErrors(RegisterRequestSchema, result.issues);
};

/** The JSON Schema pattern of a register field as openapi.json carries it, compiled as a server would. */
function jsonPattern(field: NameField): RegExp {
  const schema = toJsonSchema(RegisterRequestSchema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
  const property: unknown = schema.properties?.[field];
  const found = JSON.stringify(property).match(/"pattern":("(?:[^"\\]|\\.)*")/);
  if (!found?.[1]) throw new Error(`${field} has no pattern in the JSON Schema`);
  return new RegExp(JSON.parse(found[1]) as string);
}

describe('person names in the register request', () => {
  const refused = [
    ['a zero-width space', 'admin\u200b'],
    ['NUL', 'ad\u0000min'],
    ['a C0 control', 'ad\u0007min'],
    ['DEL', 'ad\u007fmin'],
    ['a C1 control', 'ad\u0085min'],
    ['a zero-width non-joiner', 'ad\u200cmin'],
    ['a zero-width joiner', 'ad\u200dmin'],
    ['a word joiner', 'ad\u2060min'],
    ['a byte-order mark inside', 'ad\ufeffmin'],
    ['a soft hyphen', 'ad\u00admin'],
    ['a left-to-right mark', 'admin\u200e'],
    ['a right-to-left mark', '\u200fadmin'],
    ['a right-to-left override', '\u202Enimda'],
    ['a left-to-right embedding', '\u202Aadmin\u202C'],
    ['a right-to-left isolate', '\u2067admin\u2069'],
    ['a first-strong isolate', '\u2068admin\u2069'],
    ['an Arabic letter mark', 'ad\u061cmin'],
  ] as const;

  it.each(NAME_FIELDS)('refuses %s with a hidden character, with one message a person can read', (field) => {
    for (const [, value] of refused) {
      expect(registerErrors(field, value), JSON.stringify(value)).toEqual({ [field]: [NAME_CHARACTERS_MESSAGE] });
    }
  });

  it('refuses "admin\\u200b" as a username, in the schema and in the openapi.json pattern', () => {
    expect(registerErrors('username', 'admin\u200b')).toEqual({ username: ['Names cannot contain invisible or control characters'] });
    expect(jsonPattern('username').test('admin\u200b')).toBe(false);
  });

  it.each(NAME_FIELDS)('accepts %s in any script, with spaces, hyphens and apostrophes, in the schema and the pattern', (field) => {
    const pattern = jsonPattern(field);
    for (const value of ['Ελένη Παπαδοπούλου', '王小明', 'Mary-Jane', "O'Brien", 'Zoë d’Arcy', 'محمد علي', 'Nguyễn Văn An', 'Łukasz', 'mary.mcgregor']) {
      expect(registerErrors(field, value), value).toEqual({});
      expect(pattern.test(value), value).toBe(true);
    }
    for (const [label, value] of refused) expect(pattern.test(value), label).toBe(false);
  });
});

describe('the transaction date of a new dispute', () => {
  const validDispute: CreateDisputeRequest = {
    type: 'fee_dispute',
    transactionId: '0xabc123',
    transactionDate: '2026-03-01',
    amount: 42.5,
    description: 'The exchange charged a fee far above the quoted amount.',
    contactEmail: 'mary@example.org',
    termsAccepted: true,
  };

  const dateErrors = (transactionDate: string) => {
    const result = v.safeParse(CreateDisputeRequestSchema, { ...validDispute, transactionDate });
    return result.success ? {} : toFieldErrors(CreateDisputeRequestSchema, result.issues);
  };

  const datePattern = () => {
    const schema = toJsonSchema(CreateDisputeRequestSchema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' });
    const property = schema.properties?.transactionDate;
    const pattern = typeof property === 'object' ? property.pattern : undefined;
    if (pattern === undefined) throw new Error('transactionDate has no pattern in the JSON Schema');
    return new RegExp(pattern);
  };

  // Noon UTC on 10 March 2026: it is already 11 March in UTC+14, and still 10 March in UTC-12.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses "1", "yesterday-ish", "2026-02-30" and other non-dates as not a valid date, once each', () => {
    for (const value of ['1', 'yesterday-ish', '2026-02-30', '2026-04-31', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-3-1', '10/03/2026', '2026-03-01T00:00:00Z']) {
      expect(dateErrors(value), value).toEqual({ transactionDate: ['Transaction date must be a valid date'] });
    }
    expect(TRANSACTION_DATE_INVALID_MESSAGE).toBe('Transaction date must be a valid date');
    // The format rule adds no second message to an empty date.
    expect(dateErrors('')).toEqual({ transactionDate: ['Transaction date is required'] });
    expect(dateErrors('   ')).toEqual({ transactionDate: ['Transaction date is required'] });
  });

  it('carries the YYYY-MM-DD form into the openapi.json pattern', () => {
    const pattern = datePattern();
    for (const value of ['1', 'yesterday-ish', '2026-13-01', '2026-3-1', '2026-03-01T00:00:00Z']) expect(pattern.test(value), value).toBe(false);
    for (const value of ['2026-03-10', '2024-02-29']) expect(pattern.test(value), value).toBe(true);
  });

  it('refuses a date after today in the furthest-ahead time zone as in the future', () => {
    for (const value of ['2026-03-12', '2026-04-01', '2027-01-01', '9999-12-31']) {
      expect(dateErrors(value), value).toEqual({ transactionDate: ['Transaction date cannot be in the future'] });
    }
    expect(TRANSACTION_DATE_FUTURE_MESSAGE).toBe('Transaction date cannot be in the future');
  });

  it('accepts today, tomorrow by UTC when UTC+14 is already there, and real leap days, but not the day after', () => {
    for (const value of ['2026-03-10', '2026-03-11', '2026-03-09', '2024-02-29', '2000-02-29', ' 2026-03-10 ']) {
      expect(dateErrors(value), value).toEqual({});
    }
    expect(dateErrors('2026-03-12')).toEqual({ transactionDate: [TRANSACTION_DATE_FUTURE_MESSAGE] });
  });

  it('moves to the next date when midnight reaches UTC+14 (10:00 UTC), not at midnight UTC', () => {
    vi.setSystemTime(new Date('2026-03-10T09:59:59.999Z'));
    expect(latestTransactionDate()).toBe('2026-03-10');
    expect(dateErrors('2026-03-11')).toEqual({ transactionDate: [TRANSACTION_DATE_FUTURE_MESSAGE] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    expect(latestTransactionDate()).toBe('2026-03-11');
    expect(dateErrors('2026-03-11')).toEqual({});
  });

});
