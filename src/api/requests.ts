/**
 * The request bodies of SPEC.md §7 with the rules and the exact messages of §5. The mock
 * backend parses every body with these, and forms build on them, so a rule lives in one place.
 * Upper bounds that §5 does not name keep hostile input out of the store.
 */
import * as v from 'valibot';
import { AmountSchema, DisputeTypeSchema, RESOLUTION_TYPES } from './entities';

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 256,
  descriptionMin: 20,
  responseMin: 10,
  textMax: 5000,
  shortTextMax: 200,
  emailMax: 254,
  amountMin: 0.01,
  amountMax: 1_000_000_000,
} as const;

const requiredText = (message: string, max: number = LIMITS.shortTextMax) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `Must be at most ${max} characters`));

const emailField = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(LIMITS.emailMax, message), v.email(message));

const optionalText = (max: number) =>
  v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)));

export const NAME_CHARACTERS_MESSAGE = 'Names cannot contain invisible or control characters';

/**
 * A name may hold letters of any script, spaces, hyphens, apostrophes and so on, but nothing a
 * reader cannot see or that reorders what they see: C0 and C1 controls (NUL included) and DEL,
 * the soft hyphen, zero-width spaces, joiners and non-joiners, the word joiner and the invisible
 * operators, the byte-order mark, line and paragraph separators, and every bidi mark, embedding,
 * override and isolate. Otherwise `admin\u200b` passes for `admin`, or a name renders backwards.
 * Escapes and no flags, so the source is a valid JSON Schema `pattern` in openapi.json.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
export const NAME_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]*$/;

/** The rule above as a pipe action, for every person-name field (the register form uses it too). */
export const nameCharacters = () => v.regex(NAME_PATTERN, NAME_CHARACTERS_MESSAGE);

const NAME_DESCRIPTION = 'No control, zero-width or bidirectional formatting characters.';

const requiredName = (message: string, max: number) =>
  v.pipe(requiredText(message, max), nameCharacters(), v.description(NAME_DESCRIPTION));

const optionalName = (max: number) =>
  v.nullish(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`), nameCharacters(), v.description(NAME_DESCRIPTION)),
  );

export const TRANSACTION_DATE_INVALID_MESSAGE = 'Transaction date must be a valid date';
export const TRANSACTION_DATE_FUTURE_MESSAGE = 'Transaction date cannot be in the future';

/** `YYYY-MM-DD` with a month of 01–12 and a day of 01–31; whether the day exists is checked apart. */
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for a `YYYY-MM-DD` that names a day of the calendar (2024-02-29 yes, 2026-02-30 no). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** The furthest-ahead time zone, UTC+14 (Kiribati's Line Islands), in milliseconds. */
const FURTHEST_AHEAD_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest transaction date anyone can have lived through at `now`: today's date in UTC+14.
 * The server sees only UTC, and a person east of it is already on tomorrow's date; judging by
 * UTC would refuse a transaction they made this morning.
 */
export function latestTransactionDate(now: Date = new Date()): string {
  return new Date(now.getTime() + FURTHEST_AHEAD_OFFSET_MS).toISOString().slice(0, 10);
}

export const LoginRequestSchema = v.object({
  username: requiredText('Email is required', LIMITS.emailMax),
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.maxLength(LIMITS.passwordMax, `Must be at most ${LIMITS.passwordMax} characters`),
  ),
  rememberMe: v.optional(v.boolean()),
});

export const PasswordSchema = v.pipe(
  v.string('Password must be at least 8 characters'),
  v.minLength(LIMITS.passwordMin, 'Password must be at least 8 characters'),
  v.maxLength(LIMITS.passwordMax, `Must be at most ${LIMITS.passwordMax} characters`),
);

export const RegisterRequestSchema = v.object({
  username: requiredName('Username is required', 100),
  email: emailField('Invalid email address'),
  password: PasswordSchema,
  walletAddress: requiredText('Wallet address is required'),
  /** Extension: §7 sends no names, yet the dashboard greets by first name; both are optional. */
  firstName: optionalName(100),
  lastName: optionalName(100),
});

export const CreateDisputeRequestSchema = v.object({
  type: v.picklist(DisputeTypeSchema.options, 'Dispute type is required'),
  transactionId: requiredText('Transaction ID is required'),
  // Each step judges only what passed the one before, so a value earns a single message: an
  // empty date is "required", not also "not a valid date", and "1" is not also "in the future".
  transactionDate: v.config(
    v.pipe(
      requiredText('Transaction date is required', 40),
      v.regex(DATE_PATTERN, TRANSACTION_DATE_INVALID_MESSAGE),
      v.check(isCalendarDate, TRANSACTION_DATE_INVALID_MESSAGE),
      v.check((value) => value <= latestTransactionDate(), TRANSACTION_DATE_FUTURE_MESSAGE),
      v.description('A calendar date, YYYY-MM-DD, no later than today in UTC+14 (the furthest-ahead time zone).'),
    ),
    { abortPipeEarly: true },
  ),
  amount: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty('Amount must be greater than 0'))],
      'Amount must be greater than 0',
    ),
    AmountSchema,
    v.minValue(LIMITS.amountMin, 'Amount must be greater than 0'),
    v.maxValue(LIMITS.amountMax, 'Amount is too large'),
  ),
  description: v.pipe(
    v.string('Please provide a detailed description (min 20 characters)'),
    v.trim(),
    v.minLength(LIMITS.descriptionMin, 'Please provide a detailed description (min 20 characters)'),
    v.maxLength(LIMITS.textMax, `Must be at most ${LIMITS.textMax} characters`),
  ),
  contactEmail: emailField('Invalid email address'),
  contactPhone: optionalText(40),
  termsAccepted: v.literal(true, 'You must confirm that the information provided is accurate'),
});

export const PostMessageRequestSchema = v.object({
  content: requiredText('Message cannot be empty', LIMITS.textMax),
});

export const ResolutionPayloadSchema = v.object({
  resolutionType: v.picklist(RESOLUTION_TYPES, 'Choose a resolution type'),
  refundAmount: v.nullish(
    v.pipe(
      v.number('Refund amount must be a number'),
      v.finite('Refund amount must be a number'),
      v.minValue(0, 'Refund amount cannot be negative'),
    ),
  ),
  adminNotes: optionalText(LIMITS.textMax),
  userResponse: v.pipe(
    v.string('Response must be at least 10 characters long'),
    v.trim(),
    v.minLength(LIMITS.responseMin, 'Response must be at least 10 characters long'),
    v.maxLength(LIMITS.textMax, `Must be at most ${LIMITS.textMax} characters`),
  ),
});

/** The body of every 4xx/5xx answer of the reference backend. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
});

export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;
export type CreateDisputeRequest = v.InferInput<typeof CreateDisputeRequestSchema>;
export type CreateDisputeData = v.InferOutput<typeof CreateDisputeRequestSchema>;
export type PostMessageRequest = v.InferInput<typeof PostMessageRequestSchema>;
export type ResolutionPayload = v.InferInput<typeof ResolutionPayloadSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * Flattens valibot issues into `{ field: [messages] }`, the shape of `fieldErrors`. valibot
 * reports a missing key with a generic "Invalid key" text; here it gets the message its field
 * gives for an absent value instead, so `{}` earns "Email is required", not a parser's words.
 */
export function toFieldErrors(schema: ObjectSchema, issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_root';
    const entry = schema.entries[key];
    const missing = issue.type === 'object' && issue.input === undefined && entry !== undefined;
    const message = missing ? (v.safeParse(entry, undefined).issues?.[0]?.message ?? issue.message) : issue.message;
    const messages = (fieldErrors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return fieldErrors;
}
