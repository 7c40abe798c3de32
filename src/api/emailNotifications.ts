/**
 * The per-account switches of the notification e-mails (an extension; docs/server.md#notification-e-mails):
 * the read's answer and the write's body, shared by the server, the document and the account page.
 */
import * as v from 'valibot';

/** Both switches, as the read and the write answer them: absent on the account means both on. */
export const EmailNotificationsSchema = v.object({
  /** "New message from support": a reply support posts to the user on one of their disputes. */
  supportReplies: v.boolean(),
  /** "Your dispute was resolved" or "… was rejected": the decision on one of their disputes. */
  decisions: v.boolean(),
});

/** Either switch, or both: a switch left out keeps its value, so two tabs each saving one never undo each other. */
export const EmailNotificationsUpdateSchema = v.object({
  supportReplies: v.optional(v.boolean()),
  decisions: v.optional(v.boolean()),
});

export type EmailNotifications = v.InferOutput<typeof EmailNotificationsSchema>;
export type EmailNotificationsUpdate = v.InferInput<typeof EmailNotificationsUpdateSchema>;
export type EmailNotificationKind = keyof EmailNotifications;

/** What an account that never touched the switches gets: both on. */
export const EMAIL_NOTIFICATIONS_DEFAULT: EmailNotifications = { supportReplies: true, decisions: true };

/** The account page's section the mails link to, to turn them off (docs/routes.md#account-page). */
export const EMAIL_NOTIFICATIONS_PATH = '/account#email-notifications';
