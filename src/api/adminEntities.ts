/**
 * What only the support desk's calls answer: a dispute with its admin-only parts, the admins, the
 * desk's figures and similar cases. A module of their own, so no user page's code carries them
 * (./adminSchemas.ts, docs/performance.md#heavy-parts-load-when-needed).
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';
import {
  AWAITING,
  Count,
  DisputeSchema,
  DisputeStatusSchema,
  DisputeUserSchema,
  Email,
  Id,
  PersonRefSchema,
} from './entities';

export const ConfirmedScamSchema = v.object({
  address: v.string(),
  at: DateTimeSchema,
  by: v.nullish(PersonRefSchema, null),
});

/** How one value of the dispute reads: its verdict, the networks its format fits, and how that was found. */
export const ValueFactSchema = v.object({
  field: v.string(),
  value: v.string(),
  /** `valid`, `no-checksum`, `checksum-failed`, `other-network`, `not-recognised` or `missing`; read as any text. */
  verdict: v.string(),
  fits: v.array(v.string()),
  derivation: v.string(),
});

/** How often an address of the dispute appears in what the product holds. */
export const AddressReputationSchema = v.object({
  field: v.string(),
  address: v.string(),
  /** Other disputes naming it, either side. */
  otherDisputes: Count,
  /** Accounts whose scam reports name it as where money went or in their text. */
  scamReports: Count,
  scamAlerts: Count,
  /** Closed disputes in which support confirmed it as a scam, and the last one's day. */
  confirmedScams: Count,
  lastConfirmedAt: v.nullish(DateTimeSchema, null),
});

export const TransactionFactsSchema = v.object({
  values: v.array(ValueFactSchema),
  /** What does not fit: another network's value, a missing destination tag, the same address twice. */
  mismatches: v.array(v.string()),
  reputation: v.array(AddressReputationSchema),
});

/** GET /api/admin/disputes/{id}: the dispute with the user's details and the admin-only notes. */
export const AdminDisputeSchema = v.object({
  ...DisputeSchema.entries,
  user: DisputeUserSchema,
  adminNotes: v.nullish(v.string(), null),
  /** Extension: the admin who holds the dispute, or null. */
  assignee: v.nullish(PersonRefSchema, null),
  /** Extension: who the dispute waits on and since when, as its summary says (DisputeSummarySchema). */
  awaiting: v.optional(v.nullable(v.picklist(AWAITING))),
  awaitingSince: v.nullish(DateTimeSchema, null),
  /** Extension: the address support confirmed as a scam on closing it, when and by whom; null when none. */
  confirmedScam: v.nullish(ConfirmedScamSchema, null),
  /** Extension: what the server derived from the transaction's values (docs/transactions.md#computed-facts). */
  transactionFacts: v.nullish(TransactionFactsSchema, null),
});

/** A row of GET /api/admin/admins (extension): an account that may be assigned disputes. */
export const AdminAccountSchema = v.object({ id: Id, name: v.string(), email: Email });

export const AdminStatsSchema = v.object({
  newDisputes: Count,
  inProgressDisputes: Count,
  userCount: Count,
  kycPending: Count,
  /** Average hours from filing to the closing timeline entry, over closed disputes: a fraction is fine. */
  avgResolutionTime: v.pipe(v.number(), v.minValue(0)),
  resolvedToday: Count,
});

/** The values of a dispute another one can name too (docs/transactions.md#related-disputes). */
export const SHARED_VALUES = ['transactionId', 'fromAddress', 'toAddress'] as const;
export type SharedValue = (typeof SHARED_VALUES)[number];

export const SimilarCaseSchema = v.object({
  id: Id,
  status: DisputeStatusSchema,
  description: v.string(),
  /**
   * Extension: which of the reviewed dispute's values this case names too; empty for a case of the
   * same type only. Read as any text, so a value this app does not know still counts.
   */
  shared: v.optional(v.array(v.string()), []),
});

export type AdminDispute = v.InferOutput<typeof AdminDisputeSchema>;
export type ConfirmedScam = v.InferOutput<typeof ConfirmedScamSchema>;
export type ValueFact = v.InferOutput<typeof ValueFactSchema>;
export type AddressReputation = v.InferOutput<typeof AddressReputationSchema>;
export type TransactionFacts = v.InferOutput<typeof TransactionFactsSchema>;
export type AdminAccount = v.InferOutput<typeof AdminAccountSchema>;
export type AdminStats = v.InferOutput<typeof AdminStatsSchema>;
export type SimilarCase = v.InferOutput<typeof SimilarCaseSchema>;
