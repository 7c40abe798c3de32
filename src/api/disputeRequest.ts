/**
 * The body of POST /api/disputes, a filing: the original fields with their rules and messages, and
 * the transaction's extensions (./transactionFields.ts). A module of its own: the client never
 * parses a body it sends, so the endpoint table names this schema without loading it
 * (./bodySchemas.ts), and only the new-dispute form, the mock backend and the document hold it.
 */
import * as v from 'valibot';
import { NON_BLANK, textRules, trimmedAtLeast } from './documentedRules';
import { DisputeTypeSchema } from './entities';
import { AmountInputSchema, emailField, LIMITS, optionalText, requiredText, tooLong } from './requestFields';
import {
  DATE_PATTERN,
  isCalendarDate,
  isFutureTransactionDate,
  TRANSACTION_DATE_FUTURE_MESSAGE,
  TRANSACTION_DATE_INVALID_MESSAGE,
} from './requests';
import { TRANSACTION_ID_DESCRIPTION, TransactionFieldsSchema } from './transactionFields';

export const CreateDisputeRequestSchema = v.object({
  type: v.picklist(DisputeTypeSchema.options, 'Dispute type is required'),
  transactionId: v.pipe(requiredText('Transaction ID is required'), v.description(TRANSACTION_ID_DESCRIPTION)),
  transactionDate: v.pipe(
    v.string('Transaction date is required'),
    ...textRules(
      { pattern: NON_BLANK, message: 'Transaction date is required' },
      { pattern: DATE_PATTERN, message: TRANSACTION_DATE_INVALID_MESSAGE },
      { format: 'date', test: isCalendarDate, message: TRANSACTION_DATE_INVALID_MESSAGE },
    ),
    v.description(
      'A calendar date, YYYY-MM-DD. A date after today in UTC+14 (the furthest-ahead time zone) is answered 422.',
    ),
  ),
  amount: AmountInputSchema,
  description: v.pipe(
    v.string('Please provide a detailed description (min 20 characters)'),
    ...textRules(
      {
        pattern: trimmedAtLeast(LIMITS.descriptionMin),
        message: 'Please provide a detailed description (min 20 characters)',
      },
      tooLong(LIMITS.textMax),
    ),
    v.trim(),
  ),
  contactEmail: emailField('Invalid email address'),
  contactPhone: optionalText(40),
  termsAccepted: v.literal(true, 'You must confirm that the information provided is accurate'),
  /** Extensions: the transaction's network, asset, addresses and memo (./transactionFields.ts). */
  ...TransactionFieldsSchema.entries,
});

/**
 * The new-dispute form: the request's rules plus the one the document cannot state, a date in the
 * future. Only a calendar date is judged on it, so "yesterday-ish" earns one message, not two
 * (valibot runs this check even when the date broke a rule: the object's types are still right).
 */
export const CreateDisputeFormSchema = v.pipe(
  CreateDisputeRequestSchema,
  v.forward(
    v.partialCheck(
      [['transactionDate']],
      ({ transactionDate }) => !isCalendarDate(transactionDate) || !isFutureTransactionDate(transactionDate),
      TRANSACTION_DATE_FUTURE_MESSAGE,
    ),
    ['transactionDate'],
  ),
);

export type CreateDisputeRequest = v.InferInput<typeof CreateDisputeRequestSchema>;
export type CreateDisputeData = v.InferOutput<typeof CreateDisputeRequestSchema>;
