/**
 * The contract's rules for names and transaction dates. The same schemas guard the forms and the
 * mock backend, and openapi.json states them, so each rule is checked twice: on the schema (the
 * server's verdict and message) and on the document's JSON Schema, judged by ajv with formats as
 * an integrator's server would judge it. The two must agree.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentAccepts, serverErrors } from '../../tests/kit/documentOracle';
import { CreateDisputeFormSchema, CreateDisputeRequestSchema } from './disputeRequest';
import {
  isFutureTransactionDate,
  latestTransactionDate,
  NAME_CHARACTERS_MESSAGE,
  RegisterRequestSchema,
  TRANSACTION_DATE_FUTURE_MESSAGE,
  TRANSACTION_DATE_INVALID_MESSAGE,
  toFieldErrors,
  type RegisterRequest,
} from './requests';
import { validDispute } from '../../tests/kit/requestFixtures';

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

const withName = (field: NameField, value: string) => ({ ...validRegistration, [field]: value });
const registerErrors = (field: NameField, value: string) => serverErrors(RegisterRequestSchema, withName(field, value));
const documentAcceptsName = (field: NameField, value: string) =>
  documentAccepts(RegisterRequestSchema, withName(field, value));

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
    // Judged as sent, as the document judges it: what would be trimmed away counts too.
    ['a tab around it', '\tadmin'],
    ['a byte-order mark before it', '\ufeffadmin'],
    ['a line separator after it', 'admin\u2028'],
  ] as const;

  it.each(NAME_FIELDS)(
    'refuses %s with a hidden character, with one message a person can read, and so does the document',
    (field) => {
      for (const [label, value] of refused) {
        expect(registerErrors(field, value), label).toEqual({ [field]: [NAME_CHARACTERS_MESSAGE] });
        expect(documentAcceptsName(field, value), label).toBe(false);
      }
    },
  );

  it('refuses "admin\\u200b" as a username, in the schema and in openapi.json', () => {
    expect(registerErrors('username', 'admin\u200b')).toEqual({
      username: ['Names cannot contain invisible or control characters'],
    });
    expect(documentAcceptsName('username', 'admin\u200b')).toBe(false);
  });

  it.each(NAME_FIELDS)(
    'accepts %s in any script, with spaces, hyphens and apostrophes, in the schema and the document',
    (field) => {
      for (const value of [
        'Ελένη Παπαδοπούλου',
        '王小明',
        'Mary-Jane',
        "O'Brien",
        'Zoë d’Arcy',
        'محمد علي',
        'Nguyễn Văn An',
        'Łukasz',
        'mary.mcgregor',
        ' Mary ',
      ]) {
        expect(registerErrors(field, value), value).toEqual({});
        expect(documentAcceptsName(field, value), value).toBe(true);
      }
    },
  );

  it('needs a username that is more than white space, and takes at most 100 characters as the document counts them', () => {
    for (const blank of ['', ' ', '\u3000\u00a0']) {
      expect(registerErrors('username', blank)).toEqual({ username: ['Username is required'] });
      expect(documentAcceptsName('username', blank)).toBe(false);
    }
    // 100 emoji are 100 characters in JSON Schema and 200 UTF-16 units: the server counts as the document does.
    expect(registerErrors('username', '😀'.repeat(100))).toEqual({});
    expect(documentAcceptsName('username', '😀'.repeat(100))).toBe(true);
    expect(registerErrors('username', `${'a'.repeat(100)} `)).toEqual({ username: ['Must be at most 100 characters'] });
    expect(documentAcceptsName('username', `${'a'.repeat(100)} `)).toBe(false);
    // An optional name may be blank (it is stored as none).
    expect(registerErrors('firstName', '  ')).toEqual({});
    expect(documentAcceptsName('firstName', '  ')).toBe(true);
  });
});

describe('the transaction date of a new dispute', () => {
  const withDate = (transactionDate: string) => validDispute({ transactionDate });
  /** The server's verdict: the document's rules, nothing about the clock. */
  const dateErrors = (transactionDate: string) => serverErrors(CreateDisputeRequestSchema, withDate(transactionDate));
  /** The form's verdict: the same rules plus "not in the future". */
  const formErrors = (transactionDate: string) => {
    const result = v.safeParse(CreateDisputeFormSchema, withDate(transactionDate));
    return result.success ? {} : toFieldErrors(CreateDisputeRequestSchema, result.issues);
  };
  const documentAcceptsDate = (transactionDate: string) =>
    documentAccepts(CreateDisputeRequestSchema, withDate(transactionDate));

  // Noon UTC on 10 March 2026: it is already 11 March in UTC+14, and still 10 March in UTC-12.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const notDates = [
    '1',
    'yesterday-ish',
    '2026-02-30',
    '2026-04-31',
    '2025-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-3-1',
    '10/03/2026',
    '2026-03-01T00:00:00Z',
    ' 2026-03-10 ',
    '２０２６-03-10',
  ];

  it('refuses "1", "yesterday-ish", "2026-02-30" and other non-dates as not a valid date, once each, and so does the document', () => {
    for (const value of notDates) {
      expect(dateErrors(value), value).toEqual({ transactionDate: ['Transaction date must be a valid date'] });
      expect(formErrors(value), value).toEqual({ transactionDate: ['Transaction date must be a valid date'] });
      expect(documentAcceptsDate(value), value).toBe(false);
    }
    expect(TRANSACTION_DATE_INVALID_MESSAGE).toBe('Transaction date must be a valid date');
    // The format rule adds no second message to an empty date.
    for (const blank of ['', '   ']) {
      expect(dateErrors(blank)).toEqual({ transactionDate: ['Transaction date is required'] });
      expect(documentAcceptsDate(blank)).toBe(false);
    }
  });

  it('accepts real calendar days, leap days included, in the schema and the document', () => {
    for (const value of ['2026-03-10', '2026-03-09', '2024-02-29', '2000-02-29', '1970-01-01']) {
      expect(dateErrors(value), value).toEqual({});
      expect(formErrors(value), value).toEqual({});
      expect(documentAcceptsDate(value), value).toBe(true);
    }
  });

  it('leaves a future date to the server clock (422): the request schema and the document accept it, the form refuses it', () => {
    for (const value of ['2026-03-12', '2026-04-01', '2027-01-01', '9999-12-31']) {
      expect(dateErrors(value), value).toEqual({});
      expect(documentAcceptsDate(value), value).toBe(true);
      expect(formErrors(value), value).toEqual({ transactionDate: ['Transaction date cannot be in the future'] });
      expect(isFutureTransactionDate(value), value).toBe(true);
    }
    expect(TRANSACTION_DATE_FUTURE_MESSAGE).toBe('Transaction date cannot be in the future');
  });

  it('lets the form accept today and tomorrow by UTC when UTC+14 is already there, but not the day after', () => {
    for (const value of ['2026-03-10', '2026-03-11']) expect(formErrors(value), value).toEqual({});
    expect(formErrors('2026-03-12')).toEqual({ transactionDate: [TRANSACTION_DATE_FUTURE_MESSAGE] });
  });

  it("still reports a future date beside another field's message, as the form did", () => {
    const result = v.safeParse(CreateDisputeFormSchema, { ...withDate('2027-01-01'), transactionId: ' ' });
    expect(result.success ? {} : toFieldErrors(CreateDisputeRequestSchema, result.issues)).toEqual({
      transactionId: ['Transaction ID is required'],
      transactionDate: [TRANSACTION_DATE_FUTURE_MESSAGE],
    });
  });

  it('moves to the next date when midnight reaches UTC+14 (10:00 UTC), not at midnight UTC', () => {
    vi.setSystemTime(new Date('2026-03-10T09:59:59.999Z'));
    expect(latestTransactionDate()).toBe('2026-03-10');
    expect(formErrors('2026-03-11')).toEqual({ transactionDate: [TRANSACTION_DATE_FUTURE_MESSAGE] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    expect(latestTransactionDate()).toBe('2026-03-11');
    expect(formErrors('2026-03-11')).toEqual({});
  });

  it('judges the future by the clock it is given, so the server can pass its own', () => {
    expect(isFutureTransactionDate('2026-03-11', Date.parse('2026-03-10T09:59:59.999Z'))).toBe(true);
    expect(isFutureTransactionDate('2026-03-11', Date.parse('2026-03-10T10:00:00Z'))).toBe(false);
    expect(isFutureTransactionDate('2026-03-11', new Date('2026-03-10T10:00:00Z'))).toBe(false);
  });
});
