/**
 * The entities of SPEC.md §3 as valibot schemas. Responses from any server are parsed with
 * these, so the UI can trust the types; unknown keys are dropped, never passed through.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';

export const DISPUTE_TYPES = [
  'transaction_error',
  'fee_dispute',
  'scam_report',
  'unauthorized_transaction',
  'other',
] as const;

export const DISPUTE_STATUSES = ['New', 'In Progress', 'Under Review', 'Resolved', 'Rejected'] as const;

/** §4: Active means New, In Progress or Under Review; the resolved group is the rest. */
export const ACTIVE_STATUSES = ['New', 'In Progress', 'Under Review'] as const;
export const CLOSED_STATUSES = ['Resolved', 'Rejected'] as const;

export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;
export const NOTIFICATION_TYPES = ['warning', 'info', 'success'] as const;
export const RESOLUTION_TYPES = ['refund', 'partial_refund', 'decline', 'additional_info'] as const;

export const DisputeTypeSchema = v.picklist(DISPUTE_TYPES);
export const DisputeStatusSchema = v.picklist(DISPUTE_STATUSES);

const Id = v.pipe(v.string(), v.minLength(1));
/** RFC 3339 in any form the document's `format: date-time` allows; read as canonical UTC (see ./dateTime). */
const IsoDateTime = DateTimeSchema;

/**
 * §3 allows an amount as a number or a numeric string. Both are accepted and the output is
 * always a finite number, so nothing downstream deals with strings.
 */
export const AmountSchema = v.pipe(
  v.union([
    v.number(),
    v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/, 'Amount must be a number'), v.transform(Number)),
  ], 'Amount must be a number'),
  v.finite('Amount must be a number'),
);

export const UserSchema = v.object({
  id: Id,
  username: v.string(),
  email: v.string(),
  firstName: v.nullish(v.string(), null),
  lastName: v.nullish(v.string(), null),
  walletAddress: v.nullish(v.string(), null),
  previousDisputes: v.number(),
  isAdmin: v.boolean(),
  /**
   * Extension (issue 5, not in SPEC.md §3): set while an admin has suspended the account. Optional
   * with a default, so a conforming server without the extension still parses.
   */
  isSuspended: v.optional(v.boolean(), false),
});

export const MessageSchema = v.object({
  id: Id,
  content: v.string(),
  timestamp: IsoDateTime,
  isFromAdmin: v.boolean(),
  attachments: v.optional(v.array(v.string()), []),
});

export const TimelineEntrySchema = v.object({
  status: DisputeStatusSchema,
  timestamp: IsoDateTime,
  details: v.string(),
});

export const TransactionDetailsSchema = v.object({
  transactionType: v.string(),
  network: v.string(),
  gasPriceAtTime: v.string(),
  expectedFeeRange: v.string(),
  actualFeeCharged: v.string(),
  feeDiscrepancy: v.string(),
});

export const TechnicalAnalysisSchema = v.object({
  systemReport: v.string(),
  recommendation: v.string(),
});

export const DisputeUserSchema = v.object({
  firstName: v.nullish(v.string(), null),
  lastName: v.nullish(v.string(), null),
  email: v.string(),
  walletAddress: v.nullish(v.string(), null),
  createdAt: IsoDateTime,
  previousDisputes: v.number(),
});

/** A row of GET /api/disputes and GET /api/admin/disputes (§7 lists id, type, amount, status, createdAt). */
export const DisputeSummarySchema = v.object({
  id: Id,
  type: DisputeTypeSchema,
  transactionId: v.string(),
  amount: AmountSchema,
  status: DisputeStatusSchema,
  createdAt: IsoDateTime,
  userEmail: v.string(),
});

/** GET /api/disputes/{id}: the dispute with its messages and timeline. */
export const DisputeSchema = v.object({
  ...DisputeSummarySchema.entries,
  transactionDate: v.string(),
  description: v.string(),
  contactEmail: v.string(),
  contactPhone: v.nullish(v.string(), null),
  termsAccepted: v.boolean(),
  userId: Id,
  messages: v.array(MessageSchema),
  timeline: v.array(TimelineEntrySchema),
  transactionDetails: v.nullish(TransactionDetailsSchema, null),
  technicalAnalysis: v.nullish(TechnicalAnalysisSchema, null),
});

/** GET /api/admin/disputes/{id}: the dispute with the user's details and the admin-only notes. */
export const AdminDisputeSchema = v.object({
  ...DisputeSchema.entries,
  user: DisputeUserSchema,
  adminNotes: v.nullish(v.string(), null),
});

export const LastCreatedDisputeSchema = v.object({ id: Id });

export const NotificationSchema = v.object({
  id: Id,
  title: v.string(),
  message: v.string(),
  date: IsoDateTime,
  /** §3: "warning or other"; unknown kinds from another server read as plain information. */
  type: v.fallback(v.picklist(NOTIFICATION_TYPES), 'info'),
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

export const AdminStatsSchema = v.object({
  newDisputes: v.number(),
  inProgressDisputes: v.number(),
  userCount: v.number(),
  kycPending: v.number(),
  /** Average hours from filing to the closing timeline entry, over closed disputes. */
  avgResolutionTime: v.number(),
  resolvedToday: v.number(),
});

export const SimilarCaseSchema = v.object({
  id: Id,
  status: DisputeStatusSchema,
  description: v.string(),
});

export type DisputeType = v.InferOutput<typeof DisputeTypeSchema>;
export type DisputeStatus = v.InferOutput<typeof DisputeStatusSchema>;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];
export type User = v.InferOutput<typeof UserSchema>;
export type Message = v.InferOutput<typeof MessageSchema>;
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;
export type TransactionDetails = v.InferOutput<typeof TransactionDetailsSchema>;
export type TechnicalAnalysis = v.InferOutput<typeof TechnicalAnalysisSchema>;
export type DisputeUser = v.InferOutput<typeof DisputeUserSchema>;
export type DisputeSummary = v.InferOutput<typeof DisputeSummarySchema>;
export type Dispute = v.InferOutput<typeof DisputeSchema>;
export type AdminDispute = v.InferOutput<typeof AdminDisputeSchema>;
export type Notification = v.InferOutput<typeof NotificationSchema>;
export type ScamAlert = v.InferOutput<typeof ScamAlertSchema>;
export type SecurityTip = v.InferOutput<typeof SecurityTipSchema>;
export type EducationalResource = v.InferOutput<typeof EducationalResourceSchema>;
export type AdminStats = v.InferOutput<typeof AdminStatsSchema>;
export type SimilarCase = v.InferOutput<typeof SimilarCaseSchema>;

export const isActiveStatus = (status: DisputeStatus): boolean =>
  (ACTIVE_STATUSES as readonly DisputeStatus[]).includes(status);
