/**
 * What only the support desk's calls send: its replies and notes, assignment, status changes,
 * reopening and the decision. A module of their own, so no user page's code carries them
 * (./adminSchemas.ts, docs/performance.md#heavy-parts-load-when-needed).
 */
import * as v from 'valibot';
import { textRules, trimmedAtLeast } from './documentedRules';
import { ACTIVE_STATUSES, RESOLUTION_TYPES, type ResolutionType } from './entities';
import { LIMITS, optionalText, requiredText, tooLong } from './requestFields';
import { AttachmentIds, PostMessageRequestSchema } from './requests';

/** Extension: support's reply on a dispute, or with `internal` an admin-only note (docs/server.md#support-desk). */
export const AdminMessageRequestSchema = v.object({
  content: PostMessageRequestSchema.entries.content,
  attachments: AttachmentIds,
  internal: v.optional(v.boolean('Internal must be true or false')),
});

export const ASSIGNEE_MESSAGE = 'Choose an admin, or null to unassign';
/** 422, not 400: whether the id names an admin depends on the stored accounts. */
export const ASSIGNEE_NOT_ADMIN_MESSAGE = 'Only an admin account can be assigned a dispute';

/** Extension: who holds a dispute; null leaves it unassigned. */
export const AssignRequestSchema = v.object({
  adminId: v.nullable(v.pipe(v.string(ASSIGNEE_MESSAGE), v.minLength(1, ASSIGNEE_MESSAGE))),
});

export const STATUS_CHANGE_MESSAGE =
  'Status must be New, In Progress or Under Review; a dispute is closed by resolving it';

/** Extension: moves an active dispute between the active statuses (docs/statuses.md#transitions). */
export const StatusChangeRequestSchema = v.object({
  status: v.picklist(ACTIVE_STATUSES, STATUS_CHANGE_MESSAGE),
  note: optionalText(LIMITS.textMax),
});

export const REOPEN_REASON_MESSAGE = 'Say why the dispute is reopened';

/**
 * Extension: reopens a Resolved or Rejected dispute (docs/statuses.md#transitions). The reason goes
 * on the timeline, which the user reads too.
 */
export const ReopenRequestSchema = v.object({
  reason: requiredText(REOPEN_REASON_MESSAGE, LIMITS.textMax),
});

export const CONFIRM_SCAM_NOT_NAMED_MESSAGE = 'Only an address this dispute names can be confirmed as a scam';
export const CONFIRM_SCAM_OPEN_MESSAGE = 'A scam address is confirmed when the dispute is resolved or rejected';

export const REFUND_REQUIRED_MESSAGE = 'Refund amount is required for a refund';
/** No dispute is above LIMITS.amountMax, so no refund may be either; below that the stored dispute decides (422). */
export const REFUND_ABOVE_AMOUNT_MESSAGE = 'Refund cannot exceed the disputed amount';

const REFUNDING: readonly ResolutionType[] = ['refund', 'partial_refund'];

export const ResolutionPayloadSchema = v.pipe(
  v.object({
    resolutionType: v.picklist(RESOLUTION_TYPES, 'Choose a resolution type'),
    refundAmount: v.nullish(
      v.pipe(
        v.number('Refund amount must be a number'),
        v.finite('Refund amount must be a number'),
        v.minValue(0, 'Refund amount cannot be negative'),
        v.maxValue(LIMITS.amountMax, REFUND_ABOVE_AMOUNT_MESSAGE),
      ),
    ),
    adminNotes: optionalText(LIMITS.textMax),
    /**
     * Extension: the address support confirms as a scam on closing the dispute, one the dispute
     * names (422 otherwise); the scam check then reports it (docs/transactions.md#confirmed-scams).
     */
    confirmedScamAddress: v.nullish(
      v.pipe(v.string(), ...textRules(tooLong(128)), v.trim(), v.description("One of the dispute's own addresses.")),
    ),
    userResponse: v.pipe(
      v.string('Response must be at least 10 characters long'),
      ...textRules(
        { pattern: trimmedAtLeast(LIMITS.responseMin), message: 'Response must be at least 10 characters long' },
        tooLong(LIMITS.textMax),
      ),
      v.trim(),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['resolutionType'], ['refundAmount']],
      (input) => !REFUNDING.includes(input.resolutionType) || typeof input.refundAmount === 'number',
      REFUND_REQUIRED_MESSAGE,
    ),
    ['refundAmount'],
  ),
  v.metadata({
    if: { properties: { resolutionType: { enum: REFUNDING } }, required: ['resolutionType'] },
    then: { properties: { refundAmount: { type: 'number' } }, required: ['refundAmount'] },
  }),
);

export type ResolutionPayload = v.InferInput<typeof ResolutionPayloadSchema>;
export type AdminMessageRequest = v.InferInput<typeof AdminMessageRequestSchema>;
export type AssignRequest = v.InferInput<typeof AssignRequestSchema>;
export type StatusChangeRequest = v.InferInput<typeof StatusChangeRequestSchema>;
export type ReopenRequest = v.InferInput<typeof ReopenRequestSchema>;
