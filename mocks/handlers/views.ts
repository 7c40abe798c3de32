/**
 * Responses are built field by field from stored records, so a password hash, a session
 * token or an admin note can never slip into an answer that should not carry it.
 */
import type * as v from 'valibot';
import type { AdminDispute, Dispute, DisputeSummary, DisputeUser, UserSchema } from '../../src/api';
import type { DbDocument, StoredDispute, StoredUser } from '../db/types';

export function disputeCounts(data: DbDocument): Map<string, number> {
  const counts = new Map<string, number>();
  for (const dispute of data.disputes) counts.set(dispute.userId, (counts.get(dispute.userId) ?? 0) + 1);
  return counts;
}

/** A User as it goes on the wire: `isSuspended` (extension) is optional there. */
type UserBody = v.InferInput<typeof UserSchema>;

/** The user of the original contract; the account itself only ever sees this (it cannot be signed in while suspended). */
export function toUser(user: StoredUser, previousDisputes: number): UserBody {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    walletAddress: user.walletAddress,
    previousDisputes,
    isAdmin: user.isAdmin,
  };
}

const countDisputes = (data: DbDocument, user: StoredUser) =>
  data.disputes.reduce((count, dispute) => count + (dispute.userId === user.id ? 1 : 0), 0);

export function toUserView(data: DbDocument, user: StoredUser): UserBody {
  return toUser(user, countDisputes(data, user));
}

/** What admins see of an account: the contract's user plus the `isSuspended` extension. */
export function toAdminUser(user: StoredUser, previousDisputes: number): UserBody {
  return { ...toUser(user, previousDisputes), isSuspended: user.isSuspended === true };
}

export function toAdminUserView(data: DbDocument, user: StoredUser): UserBody {
  return toAdminUser(user, countDisputes(data, user));
}

export function toDisputeSummary(dispute: StoredDispute): DisputeSummary {
  return {
    id: dispute.id,
    type: dispute.type,
    transactionId: dispute.transactionId,
    amount: dispute.amount,
    status: dispute.status,
    createdAt: dispute.createdAt,
    userEmail: dispute.userEmail,
  };
}

export function toDispute(dispute: StoredDispute): Dispute {
  return {
    ...toDisputeSummary(dispute),
    transactionDate: dispute.transactionDate,
    description: dispute.description,
    contactEmail: dispute.contactEmail,
    contactPhone: dispute.contactPhone,
    termsAccepted: dispute.termsAccepted,
    userId: dispute.userId,
    messages: dispute.messages.map((message) => ({ ...message, attachments: [...message.attachments] })),
    timeline: dispute.timeline.map((entry) => ({ ...entry })),
    transactionDetails: dispute.transactionDetails ? { ...dispute.transactionDetails } : null,
    technicalAnalysis: dispute.technicalAnalysis ? { ...dispute.technicalAnalysis } : null,
  };
}

export function toAdminDispute(data: DbDocument, dispute: StoredDispute): AdminDispute {
  const owner = data.users.find((user) => user.id === dispute.userId);
  const user: DisputeUser = {
    firstName: owner?.firstName ?? null,
    lastName: owner?.lastName ?? null,
    email: owner?.email ?? dispute.userEmail,
    walletAddress: owner?.walletAddress ?? null,
    createdAt: owner?.createdAt ?? dispute.createdAt,
    previousDisputes: owner ? toUserView(data, owner).previousDisputes : 0,
  };
  return { ...toDispute(dispute), user, adminNotes: dispute.adminNotes };
}
