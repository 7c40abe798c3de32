/**
 * Responses are built field by field from stored records, so a password hash, a session
 * token or an admin note can never slip into an answer that should not carry it.
 */
import type * as v from 'valibot';
import {
  isActiveStatus,
  type Awaiting,
  type Dispute,
  type DisputeSummary,
  type DisputeUser,
  type Message,
  type PersonRef,
  type UserSchema,
} from '../../src/api';
import { type AdminDispute } from '../../src/api/admin';
import { networkById } from '../../src/api/networks';
import type { DbDocument, StoredDispute, StoredMessage, StoredUser } from '../db/types';
import { storedSettings } from '../db/settingsRecord';
import { slaOf, type ClockTargets } from '../sla/slaClock';
import { analysisOf, transactionFactsOf } from './transactionFacts';

/** What a dispute's clocks are read against (docs/clock.md): the team's targets as saved, and now. */
export interface ClockReading {
  targets: ClockTargets;
  now: number;
}

export const clockReading = (data: DbDocument, now: number): ClockReading => ({
  targets: storedSettings(data).targets,
  now,
});

/**
 * Who reads an answer. A user's answers never carry an internal note, nor anything drawn from one
 * (docs/server.md#support-desk); admins read the whole thread.
 */
export type Audience = 'user' | 'admin';

/** An account as it is named on messages, timeline entries and assignments: its full name, else its username. */
export function personRef(user: StoredUser): PersonRef {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { id: user.id, name: name || user.username };
}

/** A stored message as it goes out: an older record without author or flag reads as null and false. */
export function toMessage(message: StoredMessage): Message {
  return {
    id: message.id,
    content: message.content,
    timestamp: message.timestamp,
    isFromAdmin: message.isFromAdmin,
    attachments: message.attachments.map((attachment) =>
      typeof attachment === 'string' ? { id: null, name: attachment } : { ...attachment },
    ),
    author: message.author ? { ...message.author } : null,
    internal: message.internal === true,
  };
}

/** The messages `audience` may read, in stored order. */
export const visibleMessages = (dispute: StoredDispute, audience: Audience): StoredMessage[] =>
  audience === 'admin' ? dispute.messages : dispute.messages.filter((message) => message.internal !== true);

/**
 * When a closed dispute was closed: its recorded resolution, else its newest closing timeline
 * entry; null for an active dispute.
 */
export function closedAt(dispute: StoredDispute): string | null {
  if (isActiveStatus(dispute.status)) return null;
  if (dispute.resolution) return dispute.resolution.resolvedAt;
  const closing = dispute.timeline.filter((entry) => entry.status === dispute.status).map((entry) => entry.timestamp);
  return closing.sort().at(-1) ?? null;
}

/**
 * Who should write next (docs/server.md#support-desk): on an active dispute, support when the user
 * wrote last and the user when support did; on a closed one, support when the user wrote after it
 * was closed ("replied after closing"), else no one. Internal notes never count; a silent dispute
 * awaits no one.
 */
export function awaitingOf(dispute: StoredDispute): Awaiting | null {
  const last = visibleMessages(dispute, 'user').at(-1);
  if (!last) return null;
  if (isActiveStatus(dispute.status)) return last.isFromAdmin ? 'user' : 'support';
  const closed = closedAt(dispute);
  return !last.isFromAdmin && (closed === null || last.timestamp >= closed) ? 'support' : null;
}

/**
 * Since when support has been awaited: the time of the user's oldest message that support has not
 * answered (the first one after support's last reply, and after closing on a closed dispute). Null
 * when support is not awaited.
 */
export function awaitingSinceOf(dispute: StoredDispute, awaiting = awaitingOf(dispute)): string | null {
  if (awaiting !== 'support') return null;
  const closed = closedAt(dispute);
  const visible = visibleMessages(dispute, 'user');
  let since: string | null = null;
  for (let index = visible.length - 1; index >= 0; index -= 1) {
    const message = visible[index];
    // On a closed dispute only what was written after closing waits.
    if (!message || message.isFromAdmin || (closed !== null && message.timestamp < closed)) break;
    since = message.timestamp;
  }
  return since;
}

const latest = (messages: readonly StoredMessage[]): string | null =>
  messages.reduce<string | null>(
    (newest, message) => (newest === null || message.timestamp > newest ? message.timestamp : newest),
    null,
  );

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

function baseOf(dispute: StoredDispute) {
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

/**
 * A row without its clocks depends on the record alone, and a stored record is never changed in
 * place (a write puts a new one): it is kept per record and audience, so a list of 10,000 builds
 * only the rows that changed and every row's clocks, which move with the time.
 */
type SummaryWithoutClocks = Omit<DisputeSummary, 'sla'>;
const summaries: Record<Audience, WeakMap<StoredDispute, SummaryWithoutClocks>> = {
  user: new WeakMap(),
  admin: new WeakMap(),
};

export function toDisputeSummary(dispute: StoredDispute, audience: Audience, clock: ClockReading): DisputeSummary {
  let row = summaries[audience].get(dispute);
  if (!row) {
    const awaiting = awaitingOf(dispute);
    row = {
      ...baseOf(dispute),
      assignee: dispute.assignee ? { ...dispute.assignee } : null,
      lastMessageAt: latest(visibleMessages(dispute, audience)),
      awaiting,
      awaitingSince: awaitingSinceOf(dispute, awaiting),
    };
    summaries[audience].set(dispute, row);
  }
  return { ...row, sla: slaOf(dispute, clock.targets, clock.now) };
}

/** The dispute as `audience` reads it; the user's view (the default) leaves internal notes out. */
export function toDispute(dispute: StoredDispute, clock: ClockReading, audience: Audience = 'user'): Dispute {
  return {
    ...baseOf(dispute),
    transactionDate: dispute.transactionDate,
    description: dispute.description,
    contactEmail: dispute.contactEmail,
    contactPhone: dispute.contactPhone,
    termsAccepted: dispute.termsAccepted,
    userId: dispute.userId,
    messages: visibleMessages(dispute, audience).map(toMessage),
    timeline: dispute.timeline.map((entry) => ({ ...entry, ...(entry.actor ? { actor: { ...entry.actor } } : {}) })),
    transactionDetails: dispute.transactionDetails ? { ...dispute.transactionDetails } : null,
    technicalAnalysis: dispute.technicalAnalysis ? { ...dispute.technicalAnalysis } : null,
    network: dispute.network ?? null,
    asset: dispute.asset ?? null,
    fromAddress: dispute.fromAddress ?? null,
    toAddress: dispute.toAddress ?? null,
    memo: dispute.memo ?? null,
    sla: slaOf(dispute, clock.targets, clock.now),
  };
}

export function toAdminDispute(data: DbDocument, dispute: StoredDispute, now: number): AdminDispute {
  const facts = transactionFactsOf(data, dispute);
  const owner = data.users.find((user) => user.id === dispute.userId);
  const user: DisputeUser = {
    firstName: owner?.firstName ?? null,
    lastName: owner?.lastName ?? null,
    email: owner?.email ?? dispute.userEmail,
    walletAddress: owner?.walletAddress ?? null,
    createdAt: owner?.createdAt ?? dispute.createdAt,
    previousDisputes: owner ? toUserView(data, owner).previousDisputes : 0,
  };
  return {
    ...toDispute(dispute, clockReading(data, now), 'admin'),
    user,
    adminNotes: dispute.adminNotes,
    confirmedScam: dispute.confirmedScam
      ? { ...dispute.confirmedScam, by: dispute.confirmedScam.by ? { ...dispute.confirmedScam.by } : null }
      : null,
    transactionFacts: facts,
    // Written from the facts where there are any; the stored text (the demo's sample) otherwise.
    ...(facts ? { technicalAnalysis: analysisOf(facts, networkById(dispute.network)) } : {}),
    assignee: dispute.assignee ? { ...dispute.assignee } : null,
    awaiting: awaitingOf(dispute),
    awaitingSince: awaitingSinceOf(dispute),
  };
}
