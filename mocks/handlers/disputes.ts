import { isActiveStatus, isFutureTransactionDate, TRANSACTION_DATE_FUTURE_MESSAGE } from '../../src/api';
import { transactionFieldErrors } from '../../src/api/transactionChecks';
import { sortNewestFirst } from '../db/order';
import type { Transaction } from '../db/store';
import type { StoredDispute, StoredMessage, StoredUser } from '../db/types';
import { type BackendContext, errorResponse, json, notFound, requireUser } from './http';
import { attachmentsOf } from './evidence';
import type { Handlers } from './record';
import { awaitingOf, clockReading, personRef, toDispute, toDisputeSummary, toMessage } from './views';
import { hasAdminPowers } from '../twoStep/rules';

/** The title of an admin's notification that a user wrote on a closed dispute. */
export const repliedAfterClosingTitle = (id: string) => `Dispute ${id}: replied after closing`;

/**
 * A user's message on a closed dispute reaches support (docs/server.md#support-desk): its assignee,
 * or every admin while nobody holds it, is told once per wait, when the message makes the dispute
 * wait on support; not again for the messages that follow it.
 */
function notifySupportOfLateReply(tx: Transaction, before: StoredDispute, posted: StoredMessage): void {
  if (isActiveStatus(before.status) || awaitingOf(before) === 'support') return;
  // Only admins with their second step on: the rest cannot see the dispute yet (docs/server.md#two-step-sign-in).
  const admins = tx.data.users.filter(hasAdminPowers);
  const assignee = admins.find((admin) => admin.id === before.assignee?.id);
  for (const admin of assignee ? [assignee] : admins) {
    tx.put('notifications', {
      id: tx.nextId('notification'),
      userId: admin.id,
      disputeId: before.id,
      type: 'warning',
      date: posted.timestamp,
      title: repliedAfterClosingTitle(before.id),
      message: `${posted.author?.name ?? before.userEmail} wrote after the dispute was ${before.status.toLowerCase()}. Answer them, or reopen it.`,
    });
  }
}

export function disputeHandlers(
  ctx: BackendContext,
): Handlers<'getDisputes' | 'createDispute' | 'getLastCreatedDispute' | 'getDispute' | 'postDisputeMessage'> {
  const ownDispute = (user: StoredUser, id: string): StoredDispute => {
    // Someone else's dispute answers exactly like a missing one: its existence is not revealed.
    const dispute = ctx.db.data.disputes.find((candidate) => candidate.id === id && candidate.userId === user.id);
    if (!dispute) throw notFound();
    return dispute;
  };
  const ownDisputes = (user: StoredUser) =>
    sortNewestFirst(ctx.db.data.disputes.filter((dispute) => dispute.userId === user.id));

  return {
    getDisputes: ({ cookies }) =>
      json(
        ownDisputes(requireUser(ctx, cookies)).map((dispute) =>
          toDisputeSummary(dispute, 'user', clockReading(ctx.db.data, ctx.now())),
        ),
      ),

    createDispute: async ({ cookies, body: readBody }) => {
      requireUser(ctx, cookies);
      const body = await readBody();
      // 400: a network's format and checksum are rules of the body alone, which a pattern cannot state.
      const chainErrors = Object.entries(transactionFieldErrors(body));
      if (chainErrors.length > 0) {
        const fieldErrors = Object.fromEntries(chainErrors.map(([field, message]) => [field, [message]]));
        return errorResponse(400, chainErrors[0]?.[1] ?? 'Invalid transaction', fieldErrors);
      }
      // 422, not 400: the body is valid by its schema; it is the day of the request that refuses it.
      if (isFutureTransactionDate(body.transactionDate, ctx.now())) {
        return errorResponse(422, TRANSACTION_DATE_FUTURE_MESSAGE, {
          transactionDate: [TRANSACTION_DATE_FUTURE_MESSAGE],
        });
      }
      const createdAt = new Date(ctx.now()).toISOString();
      const dispute = await ctx.db.write((tx) => {
        // Checked again inside the transaction: the account may have been suspended (or signed out) meanwhile.
        const user = requireUser(ctx, cookies);
        const filed: StoredDispute = {
          id: tx.nextId('dispute'),
          type: body.type,
          transactionId: body.transactionId,
          transactionDate: body.transactionDate,
          amount: body.amount,
          description: body.description,
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone || null,
          termsAccepted: body.termsAccepted,
          status: 'New',
          createdAt,
          userId: user.id,
          userEmail: user.email,
          messages: [],
          timeline: [{ status: 'New', timestamp: createdAt, details: 'Dispute submitted' }],
          transactionDetails: null,
          technicalAnalysis: null,
          adminNotes: null,
          resolution: null,
          network: body.network || null,
          asset: body.asset || null,
          fromAddress: body.fromAddress || null,
          toAddress: body.toAddress || null,
          memo: body.memo || null,
        };
        tx.put('disputes', filed);
        tx.put('notifications', {
          id: tx.nextId('notification'),
          userId: user.id,
          type: 'info',
          date: createdAt,
          disputeId: filed.id,
          title: 'Dispute received',
          message: `We received dispute ${filed.id} and will review it shortly.`,
        });
        return filed;
      });
      return json(toDispute(dispute, clockReading(ctx.db.data, ctx.now())), { status: 201 });
    },

    getLastCreatedDispute: ({ cookies }) => {
      const [newest] = ownDisputes(requireUser(ctx, cookies));
      return newest ? json({ id: newest.id }) : errorResponse(404, 'You have not filed a dispute yet');
    },

    getDispute: ({ cookies, params }) =>
      json(toDispute(ownDispute(requireUser(ctx, cookies), params.id), clockReading(ctx.db.data, ctx.now()))),

    postDisputeMessage: async ({ cookies, params, body: readBody }) => {
      ownDispute(requireUser(ctx, cookies), params.id);
      const body = await readBody();
      const message = await ctx.db.write((tx) => {
        // The account and the dispute as they are now: either may have changed while the body was read.
        const user = requireUser(ctx, cookies);
        const dispute = ownDispute(user, params.id);
        const posted: StoredMessage = {
          id: tx.nextId('message'),
          content: body.content,
          timestamp: new Date(ctx.now()).toISOString(),
          isFromAdmin: false,
          attachments: attachmentsOf(dispute, body.attachments),
          author: personRef(user),
          internal: false,
        };
        tx.put('disputes', { ...dispute, messages: [...dispute.messages, posted] });
        notifySupportOfLateReply(tx, dispute, posted);
        return posted;
      });
      return json(toMessage(message), { status: 201 });
    },
  };
}
