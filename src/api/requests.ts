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
  username: requiredText('Username is required', 100),
  email: emailField('Invalid email address'),
  password: PasswordSchema,
  walletAddress: requiredText('Wallet address is required'),
  /** Extension: §7 sends no names, yet the dashboard greets by first name; both are optional. */
  firstName: optionalText(100),
  lastName: optionalText(100),
});

export const CreateDisputeRequestSchema = v.object({
  type: v.picklist(DisputeTypeSchema.options, 'Dispute type is required'),
  transactionId: requiredText('Transaction ID is required'),
  transactionDate: v.pipe(
    requiredText('Transaction date is required', 40),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'Transaction date must be a valid date'),
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
