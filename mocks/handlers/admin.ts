/**
 * The admin endpoints. Resolving: refund and partial_refund → Resolved, decline → Rejected,
 * additional_info → Under Review; the response to the user becomes an admin message, admin notes
 * stay admin-only, and each change appends a timeline entry. Stats are computed from the store.
 */
import { isActiveStatus, normaliseScamQuery, type DisputeStatus, type ResolutionType } from '../../src/api';
import {
  CONFIRM_SCAM_NOT_NAMED_MESSAGE,
  CONFIRM_SCAM_OPEN_MESSAGE,
  REFUND_ABOVE_AMOUNT_MESSAGE,
} from '../../src/api/admin';
import { sortNewestFirst } from '../db/order';
import type { StoredDispute, StoredUser } from '../db/types';
import { closedConflict } from './desk';
import { mailDecision, mailSupportReply } from './emailNotifications';
import { disputesBehindFigure } from './figureList';
import { similarCases } from './relatedDisputes';
import { type BackendContext, errorResponse, json, notFound, requireAdmin } from './http';
import type { Handlers } from './record';
import {
  clockReading,
  disputeCounts,
  personRef,
  toAdminDispute,
  toAdminUser,
  toAdminUserView,
  toDisputeSummary,
} from './views';

export const ADMIN_NOT_SUSPENDABLE = 'Admins cannot be suspended';
const HOUR = 3_600_000;

const OUTCOME: Record<ResolutionType, { status: DisputeStatus; details: (refund: number | null) => string }> = {
  refund: { status: 'Resolved', details: (refund) => `Full refund of ${formatAmount(refund)} approved` },
  partial_refund: { status: 'Resolved', details: (refund) => `Partial refund of ${formatAmount(refund)} approved` },
  decline: { status: 'Rejected', details: () => 'Claim declined after review' },
  additional_info: { status: 'Under Review', details: () => 'Additional information requested from the user' },
};

const formatAmount = (amount: number | null) => (amount ?? 0).toFixed(2);

/**
 * The dispute's own spelling of an address support confirms as a scam, or undefined when the
 * dispute does not name it (hex and bech32 compare in any letter case).
 */
function confirmedAddress(dispute: StoredDispute, sent: string): string | undefined {
  const wanted = normaliseScamQuery(sent).value;
  return [dispute.toAddress, dispute.fromAddress].find(
    (address): address is string => !!address && normaliseScamQuery(address).value === wanted,
  );
}

// 422, not 400: the body is well-formed; it is this dispute's addresses or outcome that refuse it.
const refuseConfirmation = (message: string) => errorResponse(422, message, { confirmedScamAddress: [message] });

type AdminEndpoint =
  | 'getAdminDisputes'
  | 'getAdminStats'
  | 'getAdminDispute'
  | 'getSimilarCases'
  | 'resolveDispute'
  | 'getAdminUsers'
  | 'suspendUser'
  | 'reinstateUser';

export function adminHandlers(ctx: BackendContext): Handlers<AdminEndpoint> {
  const findDispute = (id: string): StoredDispute => {
    const dispute = ctx.db.data.disputes.find((candidate) => candidate.id === id);
    if (!dispute) throw notFound();
    return dispute;
  };

  /** The target of a suspend or reinstate: it must exist and must not be an admin. */
  const findSuspendable = (id: string): StoredUser => {
    const user = ctx.db.data.users.find((candidate) => candidate.id === id);
    if (!user) throw notFound('User');
    if (user.isAdmin) throw errorResponse(403, ADMIN_NOT_SUSPENDABLE);
    return user;
  };

  return {
    getAdminDisputes: ({ cookies, query }) => {
      requireAdmin(ctx, cookies);
      const clock = clockReading(ctx.db.data, ctx.now());
      // Every dispute, or those behind one Reports figure (./figureList.ts).
      const listed = disputesBehindFigure(ctx.db.data, query(), clock.now);
      return json(sortNewestFirst(listed).map((dispute) => toDisputeSummary(dispute, 'admin', clock)));
    },

    getAdminStats: ({ cookies }) => {
      requireAdmin(ctx, cookies);
      const { disputes, users } = ctx.db.data;
      const counts = disputeCounts(ctx.db.data);
      const members = users.filter((user) => !user.isAdmin);
      // The server cannot know each admin's time zone, so "today" is the UTC day.
      const startOfToday = new Date(ctx.now()).setUTCHours(0, 0, 0, 0);
      const closed = disputes.filter((dispute) => dispute.resolution !== null);
      const hours = closed.map(
        (dispute) => (Date.parse(dispute.resolution?.resolvedAt ?? '') - Date.parse(dispute.createdAt)) / HOUR,
      );
      const average = hours.length ? hours.reduce((sum, value) => sum + value, 0) / hours.length : 0;
      return json({
        newDisputes: disputes.filter((dispute) => dispute.status === 'New').length,
        inProgressDisputes: disputes.filter((dispute) => dispute.status === 'In Progress').length,
        userCount: members.length,
        // The same rule as the KYC badge the admin sees: verified from two disputes on.
        kycPending: members.filter((user) => (counts.get(user.id) ?? 0) < 2).length,
        avgResolutionTime: Math.round(average * 10) / 10,
        resolvedToday: closed.filter((dispute) => Date.parse(dispute.resolution?.resolvedAt ?? '') >= startOfToday)
          .length,
      });
    },

    getAdminDispute: ({ cookies, params }) => {
      requireAdmin(ctx, cookies);
      return json(toAdminDispute(ctx.db.data, findDispute(params.id), ctx.now()));
    },

    getSimilarCases: ({ cookies, params }) => {
      requireAdmin(ctx, cookies);
      const dispute = findDispute(params.id);
      return json(
        similarCases(dispute, ctx.db.data.disputes).map(({ dispute: { id, status, description }, shared }) => ({
          id,
          status,
          description,
          shared,
        })),
      );
    },

    resolveDispute: async ({ request, cookies, params, body: readBody }) => {
      requireAdmin(ctx, cookies);
      const dispute = findDispute(params.id);
      const body = await readBody();
      if (!isActiveStatus(dispute.status)) return closedConflict(dispute.status);
      const refunds = body.resolutionType === 'refund' || body.resolutionType === 'partial_refund';
      const refundAmount = refunds ? (body.refundAmount ?? null) : null;
      if (refunds && refundAmount === null) {
        return errorResponse(400, 'Refund amount is required for a refund', {
          refundAmount: ['Refund amount is required for a refund'],
        });
      }
      // 422, not 400: the body is valid by its schema; it is this dispute's amount that refuses it.
      if (refundAmount !== null && refundAmount > dispute.amount) {
        return errorResponse(422, REFUND_ABOVE_AMOUNT_MESSAGE, { refundAmount: [REFUND_ABOVE_AMOUNT_MESSAGE] });
      }
      const outcome = OUTCOME[body.resolutionType];
      const confirming = body.confirmedScamAddress ? confirmedAddress(dispute, body.confirmedScamAddress) : null;
      if (confirming && isActiveStatus(outcome.status)) return refuseConfirmation(CONFIRM_SCAM_OPEN_MESSAGE);
      if (confirming === undefined) return refuseConfirmation(CONFIRM_SCAM_NOT_NAMED_MESSAGE);
      const timestamp = new Date(ctx.now()).toISOString();
      const resolved = await ctx.db.write((tx) => {
        // Checked again inside the transaction, so two admins cannot both close one dispute.
        const admin = personRef(requireAdmin(ctx, cookies));
        const current = findDispute(params.id);
        if (!isActiveStatus(current.status)) throw closedConflict(current.status);
        const next: StoredDispute = {
          ...current,
          status: outcome.status,
          timeline: [
            ...current.timeline,
            { status: outcome.status, timestamp, details: outcome.details(refundAmount), actor: admin },
          ],
          messages: [
            ...current.messages,
            {
              id: tx.nextId('message'),
              content: body.userResponse,
              timestamp,
              isFromAdmin: true,
              attachments: [],
              author: admin,
              internal: false,
            },
          ],
          adminNotes: body.adminNotes ? body.adminNotes : current.adminNotes,
          resolution: isActiveStatus(outcome.status)
            ? current.resolution
            : { type: body.resolutionType, refundAmount, resolvedAt: timestamp },
          confirmedScam: confirming
            ? { address: confirming, at: timestamp, by: admin }
            : (current.confirmedScam ?? null),
        };
        tx.put('disputes', next);
        tx.put('notifications', {
          id: tx.nextId('notification'),
          userId: next.userId,
          disputeId: next.id,
          date: timestamp,
          type: outcome.status === 'Resolved' ? 'success' : 'info',
          title: `Dispute ${next.id}: ${outcome.status}`,
          message: body.userResponse,
        });
        return next;
      });
      // Mailed after the answer (docs/server.md#notification-e-mails): a decision as such, a request
      // for more information as the reply from support it is.
      const notice = { disputeId: resolved.id, reply: body.userResponse };
      if (body.resolutionType === 'additional_info') mailSupportReply(ctx, request, notice);
      else
        mailDecision(ctx, request, {
          ...notice,
          outcome: body.resolutionType,
          refundAmount: refundAmount === null ? null : formatAmount(refundAmount),
        });
      return json(toAdminDispute(ctx.db.data, resolved, ctx.now()));
    },

    getAdminUsers: ({ cookies }) => {
      requireAdmin(ctx, cookies);
      const counts = disputeCounts(ctx.db.data);
      return json(ctx.db.data.users.map((user) => toAdminUser(user, counts.get(user.id) ?? 0)));
    },

    // An extension of the contract: suspend and reinstate an account. No body; the answer is the updated User.
    suspendUser: async ({ cookies, params }) => {
      requireAdmin(ctx, cookies);
      const user = await ctx.db.write((tx) => {
        requireAdmin(ctx, cookies);
        const suspended = { ...findSuspendable(params.id), isSuspended: true };
        tx.put('users', suspended);
        // Signed out everywhere at once: their next call is a 401.
        for (const session of tx.data.sessions)
          if (session.userId === suspended.id) tx.remove('sessions', session.tokenHash);
        return suspended;
      });
      return json(toAdminUserView(ctx.db.data, user));
    },

    reinstateUser: async ({ cookies, params }) => {
      requireAdmin(ctx, cookies);
      const user = await ctx.db.write((tx) => {
        requireAdmin(ctx, cookies);
        const reinstated = { ...findSuspendable(params.id), isSuspended: false };
        tx.put('users', reinstated);
        return reinstated;
      });
      return json(toAdminUserView(ctx.db.data, user));
    },
  };
}
