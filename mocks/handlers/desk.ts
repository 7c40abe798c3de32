/**
 * The support desk (an extension of the contract, docs/server.md#support-desk): admins reply on a
 * dispute's thread or keep internal notes on it, assign it to an admin, move it between the
 * active statuses and reopen a closed one. Each change names its admin on the timeline; a reply to
 * the user and a change of status tell the owner with a notification. Every check runs again
 * inside the write, so two admins acting at once both land, one after the other.
 */
import { isActiveStatus, type DisputeStatus, type PersonRef } from '../../src/api';
import { ASSIGNEE_NOT_ADMIN_MESSAGE } from '../../src/api/admin';
import type { Transaction } from '../db/store';
import type { StoredDispute, StoredMessage } from '../db/types';
import { type BackendContext, errorResponse, json, notFound, requireAdmin } from './http';
import { mailSupportReply } from './emailNotifications';
import { attachmentsOf } from './evidence';
import type { Handlers } from './record';
import { personRef, toAdminDispute, toMessage } from './views';
import { hasAdminPowers } from '../twoStep/rules';

/** The answer to a change on a closed dispute: Resolved and Rejected are final (docs/statuses.md#transitions). */
export const closedConflict = (status: DisputeStatus) =>
  errorResponse(409, `This dispute is already ${status.toLowerCase()}`);

export const SUPPORT_REPLY_TITLE = 'New message from support';
export const NOT_CLOSED_MESSAGE = 'Only a resolved or rejected dispute can be reopened';
/** The timeline entry of a reopening: who did it is its actor, why is its details. */
export const reopenedDetails = (from: DisputeStatus, reason: string) => `Reopened (was ${from}): ${reason}`;

/** A notification for the dispute's owner, linked to the dispute. */
function notifyOwner(tx: Transaction, dispute: StoredDispute, date: string, title: string, message: string): void {
  tx.put('notifications', {
    id: tx.nextId('notification'),
    userId: dispute.userId,
    disputeId: dispute.id,
    type: 'info',
    date,
    title,
    message,
  });
}

export function deskHandlers(
  ctx: BackendContext,
): Handlers<'getAdmins' | 'postAdminMessage' | 'assignDispute' | 'setDisputeStatus' | 'reopenDispute'> {
  const findDispute = (id: string): StoredDispute => {
    const dispute = ctx.db.data.disputes.find((candidate) => candidate.id === id);
    if (!dispute) throw notFound();
    return dispute;
  };
  /** The dispute as it is now, still open: inside a write, so no other change slips in between. */
  const openDispute = (id: string): StoredDispute => {
    const dispute = findDispute(id);
    if (!isActiveStatus(dispute.status)) throw closedConflict(dispute.status);
    return dispute;
  };
  const isoNow = () => new Date(ctx.now()).toISOString();

  /**
   * One change of the desk: the caller must be an admin and the dispute must exist before the body
   * is read (a refusal costs no body); inside the write both are checked again, with the dispute as
   * it is now (`find`: any, or `openDispute`), so no other change slips in between.
   */
  async function deskWrite<Body, Result>(
    request: { cookies: Record<string, string>; params: { id: string }; body: () => Promise<Body> },
    find: (id: string) => StoredDispute,
    change: (
      tx: Transaction,
      now: { body: Body; actor: PersonRef; current: StoredDispute; timestamp: string },
    ) => Result,
  ): Promise<Result> {
    requireAdmin(ctx, request.cookies);
    findDispute(request.params.id);
    const body = await request.body();
    return ctx.db.write((tx) => {
      const actor = personRef(requireAdmin(ctx, request.cookies));
      const current = find(request.params.id);
      return change(tx, { body, actor, current, timestamp: isoNow() });
    });
  }

  return {
    getAdmins: ({ cookies }) => {
      requireAdmin(ctx, cookies);
      // An admin yet to set up two-step sign-in cannot open a dispute, so holds none (docs/server.md#two-step-sign-in).
      const admins = ctx.db.data.users
        .filter(hasAdminPowers)
        .map((user) => ({ ...personRef(user), email: user.email }));
      return json(admins.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)));
    },

    postAdminMessage: async (request) => {
      // A closed dispute takes replies and notes too: answering a user who wrote after the
      // decision does not change it (docs/statuses.md#transitions).
      const message = await deskWrite(request, findDispute, (tx, { body, actor: author, current, timestamp }) => {
        const internal = body.internal === true;
        const posted: StoredMessage = {
          id: tx.nextId('message'),
          content: body.content,
          timestamp,
          isFromAdmin: true,
          attachments: attachmentsOf(current, body.attachments),
          author,
          internal,
        };
        // The first reply to the user picks a New dispute up.
        const opens = !internal && current.status === 'New';
        tx.put('disputes', {
          ...current,
          status: opens ? 'In Progress' : current.status,
          messages: [...current.messages, posted],
          timeline: opens
            ? [...current.timeline, { status: 'In Progress', timestamp, details: 'Support replied', actor: author }]
            : current.timeline,
        });
        if (!internal) {
          const moved = opens ? ' It is now In Progress.' : '';
          notifyOwner(tx, current, timestamp, SUPPORT_REPLY_TITLE, `Support replied on dispute ${current.id}.${moved}`);
        }
        return posted;
      });
      // Mailed after the answer, a reply only: an internal note never leaves the desk.
      if (!message.internal)
        mailSupportReply(ctx, request.request, { disputeId: request.params.id, reply: message.content });
      return json(toMessage(message), { status: 201 });
    },

    assignDispute: async (request) => {
      const dispute = await deskWrite(request, openDispute, (tx, { body, actor, current, timestamp }) => {
        let assignee: PersonRef | null = null;
        if (body.adminId !== null) {
          const target = tx.data.users.find((user) => user.id === body.adminId);
          // 422, not 400: the body is well-formed; it is the stored accounts that refuse it.
          if (!target || !hasAdminPowers(target))
            throw errorResponse(422, ASSIGNEE_NOT_ADMIN_MESSAGE, { adminId: [ASSIGNEE_NOT_ADMIN_MESSAGE] });
          assignee = personRef(target);
        }
        // Assigning the admin who already holds it changes nothing and writes nothing.
        if ((current.assignee?.id ?? null) === (assignee?.id ?? null)) return current;
        const details = assignee
          ? `Assigned to ${assignee.name}`
          : `Unassigned from ${current.assignee?.name ?? 'support'}`;
        const next: StoredDispute = {
          ...current,
          assignee,
          timeline: [...current.timeline, { status: current.status, timestamp, details, actor }],
        };
        tx.put('disputes', next);
        return next;
      });
      return json(toAdminDispute(ctx.db.data, dispute, ctx.now()));
    },

    setDisputeStatus: async (request) => {
      const dispute = await deskWrite(request, openDispute, (tx, { body, actor, current, timestamp }) => {
        // Moving a dispute to the status it has changes nothing and writes nothing.
        if (current.status === body.status) return current;
        const details = body.note || `Moved from ${current.status} to ${body.status}`;
        const next: StoredDispute = {
          ...current,
          status: body.status,
          timeline: [...current.timeline, { status: body.status, timestamp, details, actor }],
        };
        tx.put('disputes', next);
        notifyOwner(
          tx,
          next,
          timestamp,
          `Dispute ${next.id}: ${next.status}`,
          body.note || `Your dispute is now ${next.status}.`,
        );
        return next;
      });
      return json(toAdminDispute(ctx.db.data, dispute, ctx.now()));
    },

    reopenDispute: async (request) => {
      const dispute = await deskWrite(request, findDispute, (tx, { body, actor, current, timestamp }) => {
        if (isActiveStatus(current.status)) throw errorResponse(409, NOT_CLOSED_MESSAGE);
        const next: StoredDispute = {
          ...current,
          status: 'In Progress',
          // The decision stays in the timeline's history; the dispute no longer counts as closed.
          resolution: null,
          // A confirmed scam is a verdict of a closed dispute: reopening it withdraws the verdict until it closes again.
          confirmedScam: null,
          timeline: [
            ...current.timeline,
            { status: 'In Progress', timestamp, details: reopenedDetails(current.status, body.reason), actor },
          ],
        };
        tx.put('disputes', next);
        notifyOwner(
          tx,
          next,
          timestamp,
          `Dispute ${next.id}: ${next.status}`,
          `Support reopened your dispute: ${body.reason}`,
        );
        return next;
      });
      return json(toAdminDispute(ctx.db.data, dispute, ctx.now()));
    },
  };
}
