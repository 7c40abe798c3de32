/**
 * The request bodies of the contract, with their rules and the exact messages the forms show. The
 * mock backend parses every body with these, forms build on them, and openapi.json states them
 * (./documentedRules.ts), so a rule lives in one place and reads the same everywhere. Upper
 * bounds the product does not name keep hostile input out of the store.
 *
 * What a static document cannot state is kept apart and answered 422, not 400: a transaction
 * date after today (it depends on the clock) and a refund above the disputed amount (it depends
 * on the stored dispute).
 */
import * as v from 'valibot';
import { NON_BLANK, textRules } from './documentedRules';
import { emailField, LIMITS, optionalName, requiredName, requiredText, tooLong } from './requestFields';

export { EMAIL_PATTERN, LIMITS, NAME_CHARACTERS_MESSAGE, NAME_PATTERN, nameCharacters } from './requestFields';

export const TRANSACTION_DATE_INVALID_MESSAGE = 'Transaction date must be a valid date';
export const TRANSACTION_DATE_FUTURE_MESSAGE = 'Transaction date cannot be in the future';

/** `YYYY-MM-DD` with a month of 01–12 and a day of 01–31; whether the day exists is checked apart. */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * True for a `YYYY-MM-DD` that names a day of the calendar (2024-02-29 yes, 2026-02-30 no): what
 * ajv-formats' `date` format accepts, so the document can say `format: date`.
 */
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

/**
 * Whether a calendar date is after today everywhere on Earth at `now` (the server passes its own
 * clock). Such a dispute is well-formed but cannot be filed: the server answers 422 with
 * TRANSACTION_DATE_FUTURE_MESSAGE on `transactionDate`, and the form refuses it first.
 */
export function isFutureTransactionDate(date: string, now: Date | number = new Date()): boolean {
  return date > latestTransactionDate(new Date(now));
}

export const LoginRequestSchema = v.object({
  username: requiredText('Email is required', LIMITS.emailMax),
  password: v.pipe(
    v.string('Password is required'),
    ...textRules({ minLength: 1, message: 'Password is required' }, tooLong(LIMITS.passwordMax)),
  ),
  rememberMe: v.optional(v.boolean()),
});

export const PasswordSchema = v.pipe(
  v.string('Password must be at least 8 characters'),
  ...textRules(
    { minLength: LIMITS.passwordMin, message: 'Password must be at least 8 characters' },
    tooLong(LIMITS.passwordMax),
  ),
);

export const RegisterRequestSchema = v.object({
  username: requiredName('Username is required', 100),
  email: emailField('Invalid email address'),
  password: PasswordSchema,
  walletAddress: v.pipe(
    requiredText('Wallet address is required'),
    v.description('A recognised address must pass its checksum; a transaction hash is refused (400).'),
  ),
  /** Extension: the original contract sends no names, yet the dashboard greets by first name; both are optional. */
  firstName: optionalName(100),
  lastName: optionalName(100),
});

/** Extension: files of the dispute's evidence a message carries, by id (docs/server.md#evidence). */
const ATTACHMENT_ID_MESSAGE = 'An attachment is an evidence id: 1 to 100 characters';
export const AttachmentIds = v.optional(
  v.pipe(
    v.array(
      v.pipe(
        v.string(ATTACHMENT_ID_MESSAGE),
        ...textRules(
          { pattern: NON_BLANK, message: ATTACHMENT_ID_MESSAGE },
          { maxLength: 100, message: ATTACHMENT_ID_MESSAGE },
        ),
      ),
    ),
    v.maxLength(10, 'A message may carry at most 10 files'),
  ),
);

export const PostMessageRequestSchema = v.object({
  content: requiredText('Message cannot be empty', LIMITS.textMax),
  attachments: AttachmentIds,
});

/** The body of every 4xx/5xx answer of the reference backend. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
  /**
   * Login's 401 when the password matched and a second step must follow: `totp` for a code (a passkey
   * may stand in for it), `passkey` for an account whose only second step is a passkey
   * (docs/server.md#two-step-sign-in).
   */
  secondStep: v.optional(v.picklist(['totp', 'passkey'])),
  /** With `secondStep`: the token the second step sends back. */
  challenge: v.optional(v.string()),
  /** What kind of refusal this is, when the status alone does not say (an admin yet to set up two-step sign-in). */
  reason: v.optional(v.string()),
});

export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;
export type PostMessageRequest = v.InferInput<typeof PostMessageRequestSchema>;
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
