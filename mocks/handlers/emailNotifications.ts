/**
 * The notification e-mails (an extension; docs/server.md#notification-e-mails): a reply support
 * posts to the user and the decision on a dispute are mailed to the account's email, after the
 * answer (./afterAnswer.ts), so the mail neither delays nor fails the write. Each kind has a switch
 * on the account, read when the mail is about to go, so a switch turned off a moment before counts.
 */
import {
  EMAIL_NOTIFICATIONS_DEFAULT,
  EMAIL_NOTIFICATIONS_PATH,
  type EmailNotificationKind,
  type EmailNotifications,
} from '../../src/api/emailNotifications';
import type { StoredDispute, StoredUser } from '../db/types';
import { DISPUTE_TYPE_WORDS, type DecisionOutcome } from '../mail/notices';
import { composeMail } from '../mail/templates';
import { json, requireUser, type BackendContext } from './http';
import { linkOrigin } from './passwordReset';
import type { Handlers } from './record';

/**
 * The account's switches, a switch not stored (or stored as anything but a boolean, in a hand-edited
 * store) read as on: the stored record is checked only shallowly (../db/recordChecks.ts).
 */
export function switchesOf(user: StoredUser): EmailNotifications {
  const stored: Partial<Record<EmailNotificationKind, unknown>> = user.emailNotifications ?? {};
  const on = (kind: EmailNotificationKind) => {
    const value = stored[kind];
    return typeof value === 'boolean' ? value : EMAIL_NOTIFICATIONS_DEFAULT[kind];
  };
  return { supportReplies: on('supportReplies'), decisions: on('decisions') };
}

export function emailNotificationHandlers(
  ctx: BackendContext,
): Handlers<'getEmailNotifications' | 'setEmailNotifications'> {
  return {
    getEmailNotifications: ({ cookies }) => json(switchesOf(requireUser(ctx, cookies))),

    setEmailNotifications: async ({ cookies, body }) => {
      requireUser(ctx, cookies);
      const update = await body();
      const saved = await ctx.db.write((tx) => {
        // Read again inside the write, so two saves of different switches at once both land.
        const user = requireUser(ctx, cookies);
        const next: EmailNotifications = {
          supportReplies: update.supportReplies ?? switchesOf(user).supportReplies,
          decisions: update.decisions ?? switchesOf(user).decisions,
        };
        // Spread, so fields this handler does not know of are kept.
        tx.put('users', { ...user, emailNotifications: next });
        return next;
      });
      return json(saved);
    },
  };
}

/** What the mail says of the dispute, and where its links go; taken when the write is answered. */
interface Notice {
  disputeId: string;
  /** The origin of the links, chosen as a reset link's is (./passwordReset.ts `linkOrigin`). */
  origin: string;
  /** What support wrote to the user: never an internal note. */
  reply: string;
}

/**
 * After the answer: mails the dispute's owner `kind`'s message if their switch is on. A sample
 * account that cannot sign in gets none (the link would open nothing for it), like a reset link.
 */
function sendLater(
  ctx: BackendContext,
  kind: EmailNotificationKind,
  disputeId: string,
  mail: (user: StoredUser, dispute: StoredDispute) => ReturnType<typeof composeMail>,
): void {
  ctx.afterAnswer.run(async () => {
    const dispute = ctx.db.data.disputes.find((candidate) => candidate.id === disputeId);
    const user = dispute && ctx.db.data.users.find((candidate) => candidate.id === dispute.userId);
    if (!dispute || !user || user.passwordHash === null || !switchesOf(user)[kind]) return;
    await ctx.mail.send(mail(user, dispute));
  });
}

function disputeRef(user: StoredUser, dispute: StoredDispute, origin: string) {
  return {
    name: user.firstName,
    disputeId: dispute.id,
    disputeType: DISPUTE_TYPE_WORDS[dispute.type],
    link: `${origin}/dispute/${encodeURIComponent(dispute.id)}`,
    settingsLink: `${origin}${EMAIL_NOTIFICATIONS_PATH}`,
  };
}

/** "New message from support", for a reply to the user (never a note: the caller passes only replies). */
export function mailSupportReply(ctx: BackendContext, request: Request, notice: Omit<Notice, 'origin'>): void {
  const origin = linkOrigin(ctx, request);
  sendLater(ctx, 'supportReplies', notice.disputeId, (user, dispute) =>
    composeMail('supportReply', user.email, { ...disputeRef(user, dispute, origin), reply: notice.reply }, ctx.now()),
  );
}

/** "Your dispute was resolved" or "… rejected", for a decision that closed it. */
export function mailDecision(
  ctx: BackendContext,
  request: Request,
  notice: Omit<Notice, 'origin'> & { outcome: DecisionOutcome; refundAmount: string | null },
): void {
  const origin = linkOrigin(ctx, request);
  sendLater(ctx, 'decisions', notice.disputeId, (user, dispute) =>
    composeMail(
      'decision',
      user.email,
      {
        ...disputeRef(user, dispute, origin),
        reply: notice.reply,
        outcome: notice.outcome,
        refundAmount: notice.refundAmount,
      },
      ctx.now(),
    ),
  );
}
