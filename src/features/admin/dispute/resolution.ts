/**
 * The rules of the admin resolution form (docs/validation.md#resolution). The field rules and messages are
 * ResolutionPayloadSchema's own; the form only adds that a refund needs an amount.
 */
import * as v from 'valibot';
import { RESOLUTION_TYPES, type ResolutionType } from '../../../api';
import { ResolutionPayloadSchema } from '../../../api/admin';

export const RESOLUTION_LABELS: Record<ResolutionType, string> = {
  refund: 'Full refund',
  partial_refund: 'Partial refund',
  decline: 'Decline claim',
  additional_info: 'Request more information',
};

export const RESOLUTION_OPTIONS = RESOLUTION_TYPES.map((value) => ({ value, label: RESOLUTION_LABELS[value] }));

export const refundsMoney = (type: ResolutionType) => type === 'refund' || type === 'partial_refund';

/** The recommended refund, the form's default: the dispute amount minus 5, never below 0, to the cent. */
export function recommendedRefund(amount: number): number {
  return Math.max(0, Math.round((amount - 5) * 100) / 100);
}

/** The default response to the user promises a refund within 24 hours. */
export const DEFAULT_USER_RESPONSE =
  'We have reviewed your dispute and approved your refund. The funds will be returned to your wallet within 24 hours.';

export const RESOLVE_SUCCESS = {
  title: 'Dispute resolved',
  description: 'The dispute has been processed successfully',
} as const;
export const RESOLVE_FAILED = { title: 'Failed to resolve dispute', fallback: 'An error occurred' } as const;

export const REFUND_REQUIRED = 'Refund amount is required for a refund';

const { resolutionType, refundAmount, adminNotes, userResponse } = ResolutionPayloadSchema.entries;

/** The typed text of the refund field, read as a number with the payload's own rules. */
const RefundText = v.pipe(v.string(), v.trim(), v.nonEmpty(REFUND_REQUIRED), v.transform(Number), refundAmount.wrapped);

/** Why the refund text is not an amount, or undefined when it is one. */
const refundProblem = (text: string): string | undefined => v.safeParse(RefundText, text).issues?.[0].message;

/** What the form holds: the refund amount is the text of its input. */
export interface ResolutionFormValues {
  resolutionType: ResolutionType;
  refundAmount: string;
  adminNotes: string;
  userResponse: string;
  /** Whether support confirms the dispute's recipient address as a scam (docs/transactions.md#confirmed-scams). */
  confirmScam: boolean;
}

/** An outcome that closes the dispute, the only kind that can confirm a scam. */
export const closesDispute = (type: ResolutionType) => type !== 'additional_info';

/**
 * The form's schema: the payload's rules, with the refund amount read only for a refund (it is
 * hidden, and sent as null, otherwise). The output is the request body.
 */
export const ResolutionFormSchema = v.pipe(
  v.object({
    resolutionType,
    refundAmount: v.string(),
    adminNotes,
    userResponse,
    confirmScam: v.optional(v.boolean(), false),
  }),
  // A check as well as the transform below: a pipe skips transforms once any field is wrong, and
  // a partial check still runs, so the refund's error shows together with the others.
  v.forward(
    v.partialCheck(
      [['resolutionType'], ['refundAmount']],
      (values) => !refundsMoney(values.resolutionType) || refundProblem(values.refundAmount) === undefined,
      (issue) => refundProblem(issue.input.refundAmount) ?? REFUND_REQUIRED,
    ),
    ['refundAmount'],
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value;
    if (!refundsMoney(values.resolutionType)) return { ...values, refundAmount: null };
    const parsed = v.safeParse(RefundText, values.refundAmount);
    if (parsed.success) return { ...values, refundAmount: parsed.output };
    addIssue({
      message: parsed.issues[0].message,
      path: [{ type: 'object', origin: 'value', input: values, key: 'refundAmount', value: values.refundAmount }],
    });
    return NEVER;
  }),
);
