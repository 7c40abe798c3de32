/**
 * The entities of the contract as valibot schemas. Responses from any server are parsed with
 * these, so the UI can trust the types; unknown keys are dropped, never passed through.
 */
import * as v from 'valibot';
import { ResponseAmountSchema } from './amounts';
import { DateTimeSchema } from './dateTime';
import { SlaSchema } from './sla';
import { TwoStepStatusSchema } from './twoStep';

export { AMOUNT_MAX, AMOUNT_STRING_PATTERN, ResponseAmountSchema } from './amounts';

export const DISPUTE_TYPES = [
  'transaction_error',
  'fee_dispute',
  'scam_report',
  'unauthorized_transaction',
  'other',
] as const;

export const DISPUTE_STATUSES = ['New', 'In Progress', 'Under Review', 'Resolved', 'Rejected'] as const;

/** Active means New, In Progress or Under Review; the resolved group is the rest. */
export const ACTIVE_STATUSES = ['New', 'In Progress', 'Under Review'] as const;
export const CLOSED_STATUSES = ['Resolved', 'Rejected'] as const;

export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;
export const NOTIFICATION_TYPES = ['warning', 'info', 'success'] as const;
export const RESOLUTION_TYPES = ['refund', 'partial_refund', 'decline', 'additional_info'] as const;

export const DisputeTypeSchema = v.picklist(DISPUTE_TYPES);
export const DisputeStatusSchema = v.picklist(DISPUTE_STATUSES);

/**
 * Ids travel in paths (`/dispute/{id}`, `/api/disputes/{id}`), where `.` and `..` are dot-segments
 * that every URL parser removes, in whatever percent-encoding: no link or call can carry them, so
 * no id may be one. Any other non-empty string works, encoded with encodeURIComponent.
 *
 * The pattern says "starts with a character other than a dot, or with a dot and another character,
 * or has three characters": no lookahead, which some servers' regex engines lack, and no `not`,
 * which mock generators answer with values of any type.
 */
export const ID_PATTERN = /^(?:[^.]|\.[^.]|[\s\S]{3})/;
export const Id = v.pipe(
  v.string(),
  v.minLength(1),
  v.regex(ID_PATTERN, 'An id cannot be "." or ".."'),
  v.description('Any non-empty string but "." or "..", which no URL path can carry.'),
);

/** A count of things: a whole number, never negative. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * An email address in an answer. The document says `format: email`; the app does not check it:
 * the address is only shown, or offered as a new dispute's contact email, which that form checks
 * with its own rule before prefilling it. Checked here, one malformed address would make a whole
 * answer unreadable, and for the signed-in user's record the session itself.
 */
export const Email = v.pipe(v.string(), v.metadata({ format: 'email' }));

/** RFC 3339 in any form the document's `format: date-time` allows; read as canonical UTC (see ./dateTime). */
const IsoDateTime = DateTimeSchema;

export const UserSchema = v.object({
  id: Id,
  username: v.string(),
  email: Email,
  firstName: v.nullish(v.string(), null),
  lastName: v.nullish(v.string(), null),
  walletAddress: v.nullish(v.string(), null),
  previousDisputes: Count,
  isAdmin: v.boolean(),
  /**
   * Extension of the contract: set while an admin has suspended the account. Optional
   * with a default, so a conforming server without the extension still parses.
   */
  isSuspended: v.optional(v.boolean(), false),
  /** Extension of the contract: whether the account has two-step sign-in, and must (docs/server.md#two-step-sign-in). */
  twoStep: v.optional(TwoStepStatusSchema),
});

/** Who wrote a message, made a change or holds a dispute: an account's id and display name. */
export const PersonRefSchema = v.object({ id: Id, name: v.string() });

/**
 * A file a message carries: a piece of the dispute's evidence by id (docs/server.md#evidence).
 * Servers from before evidence send bare file names, read as an attachment with no id (nothing to open);
 * an id of null says the same.
 */
export const AttachmentSchema = v.union([
  v.object({ id: v.nullable(Id), name: v.string() }),
  v.pipe(
    v.string(),
    v.transform((name): { id: null; name: string } => ({ id: null, name })),
  ),
]);

export const MessageSchema = v.object({
  id: Id,
  content: v.string(),
  timestamp: IsoDateTime,
  isFromAdmin: v.boolean(),
  attachments: v.optional(v.array(AttachmentSchema), []),
  /** Extension: who wrote it; null for messages stored before authors were recorded. */
  author: v.nullish(PersonRefSchema, null),
  /** Extension: an admin-only note on the thread (docs/server.md#support-desk); never in a user's answer. */
  internal: v.optional(v.boolean(), false),
});

export const TimelineEntrySchema = v.object({
  status: DisputeStatusSchema,
  timestamp: IsoDateTime,
  details: v.string(),
  /** Extension: who made the change; absent for the server's own entries and older data. */
  actor: v.optional(PersonRefSchema),
});

/** Extension: true when the text was made up for the demo, which the page then says (docs/transactions.md#computed-facts). */
const SampleFlag = v.optional(v.boolean(), false);

export const TransactionDetailsSchema = v.object({
  transactionType: v.string(),
  network: v.string(),
  gasPriceAtTime: v.string(),
  expectedFeeRange: v.string(),
  actualFeeCharged: v.string(),
  feeDiscrepancy: v.string(),
  sample: SampleFlag,
});

export const TechnicalAnalysisSchema = v.object({
  systemReport: v.string(),
  recommendation: v.string(),
  sample: SampleFlag,
});

export const DisputeUserSchema = v.object({
  firstName: v.nullish(v.string(), null),
  lastName: v.nullish(v.string(), null),
  email: Email,
  walletAddress: v.nullish(v.string(), null),
  createdAt: IsoDateTime,
  previousDisputes: Count,
});

/** The fields every view of a dispute carries. */
const DisputeBaseSchema = v.object({
  id: Id,
  type: DisputeTypeSchema,
  transactionId: v.string(),
  amount: ResponseAmountSchema,
  status: DisputeStatusSchema,
  createdAt: IsoDateTime,
  userEmail: Email,
});

/** Who is expected to write next on a dispute (docs/server.md#support-desk). */
export const AWAITING = ['support', 'user'] as const;

/**
 * A row of GET /api/disputes and GET /api/admin/disputes. `assignee`, `lastMessageAt`, `awaiting`
 * and `awaitingSince` are extensions; a user's row counts no internal note. `assignee`,
 * `lastMessageAt` and `awaitingSince` (the user's oldest unanswered message, while support is
 * awaited) are null when absent. `awaiting` stays undefined when absent: "this server does
 * not say" (the app then reads the dispute itself) is not "nobody is awaited" (null).
 */
export const DisputeSummarySchema = v.object({
  ...DisputeBaseSchema.entries,
  assignee: v.nullish(PersonRefSchema, null),
  lastMessageAt: v.nullish(IsoDateTime, null),
  awaiting: v.optional(v.nullable(v.picklist(AWAITING))),
  awaitingSince: v.nullish(IsoDateTime, null),
  /** Extension: the dispute's clocks (./sla.ts, docs/clock.md); absent from a server without them. */
  sla: v.optional(v.nullable(SlaSchema)),
});

/** GET /api/disputes/{id}: the dispute with its messages and timeline. */
export const DisputeSchema = v.object({
  ...DisputeBaseSchema.entries,
  transactionDate: v.string(),
  description: v.string(),
  contactEmail: Email,
  contactPhone: v.nullish(v.string(), null),
  termsAccepted: v.boolean(),
  userId: Id,
  messages: v.array(MessageSchema),
  timeline: v.array(TimelineEntrySchema),
  transactionDetails: v.nullish(TransactionDetailsSchema, null),
  technicalAnalysis: v.nullish(TechnicalAnalysisSchema, null),
  /**
   * Extensions: the transaction as filed (./transactionFields.ts); null when not given. Read as any
   * text, so a network id this app does not know still shows.
   */
  network: v.nullish(v.string(), null),
  asset: v.nullish(v.string(), null),
  fromAddress: v.nullish(v.string(), null),
  toAddress: v.nullish(v.string(), null),
  memo: v.nullish(v.string(), null),
  /** Extension: the dispute's clocks (./sla.ts, docs/clock.md); absent from a server without them. */
  sla: v.optional(v.nullable(SlaSchema)),
});

export const LastCreatedDisputeSchema = v.object({ id: Id });

export const NotificationSchema = v.object({
  id: Id,
  title: v.string(),
  message: v.string(),
  date: IsoDateTime,
  /** "warning or other": unknown kinds from another server read as plain information. */
  type: v.fallback(v.picklist(NOTIFICATION_TYPES), 'info'),
  /** Extension: the dispute it is about, which the app links to; null for general news. */
  disputeId: v.nullish(Id, null),
  /** Extension: whether the caller has opened it; a server without the extension reads as unread. */
  read: v.optional(v.boolean(), false),
});

export const ScamAlertSchema = v.object({
  id: Id,
  title: v.string(),
  description: v.string(),
  date: IsoDateTime,
  riskLevel: v.picklist(RISK_LEVELS),
});

export const SecurityTipSchema = v.object({
  id: Id,
  title: v.string(),
  description: v.string(),
  isCompleted: v.boolean(),
});

export const EducationalResourceSchema = v.object({
  id: Id,
  title: v.string(),
  description: v.string(),
  linkUrl: v.string(),
  linkText: v.string(),
});

export type DisputeType = v.InferOutput<typeof DisputeTypeSchema>;
export type DisputeStatus = v.InferOutput<typeof DisputeStatusSchema>;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];
export type User = v.InferOutput<typeof UserSchema>;
export type PersonRef = v.InferOutput<typeof PersonRefSchema>;
export type Awaiting = (typeof AWAITING)[number];
export type Message = v.InferOutput<typeof MessageSchema>;
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;
export type TransactionDetails = v.InferOutput<typeof TransactionDetailsSchema>;
export type TechnicalAnalysis = v.InferOutput<typeof TechnicalAnalysisSchema>;
export type DisputeUser = v.InferOutput<typeof DisputeUserSchema>;
export type DisputeSummary = v.InferOutput<typeof DisputeSummarySchema>;
export type Dispute = v.InferOutput<typeof DisputeSchema>;
export type Notification = v.InferOutput<typeof NotificationSchema>;
export type ScamAlert = v.InferOutput<typeof ScamAlertSchema>;
export type SecurityTip = v.InferOutput<typeof SecurityTipSchema>;
export type EducationalResource = v.InferOutput<typeof EducationalResourceSchema>;

export const isActiveStatus = (status: DisputeStatus): boolean =>
  (ACTIVE_STATUSES as readonly DisputeStatus[]).includes(status);
