/** The bell's words, shown and asserted word for word. */
export const BELL_NAME = 'Notifications';
export const NOTIFICATIONS_LOADING = 'Loading notifications...';
export const NO_NOTIFICATIONS = 'No notifications yet';
export const NOTIFICATIONS_FAILED = 'Could not load notifications';
export const MARK_ALL_READ = 'Mark all as read';
export const MARK_READ_FAILED = 'Could not mark the notification as read';
export const MARK_ALL_READ_FAILED = 'Could not mark the notifications as read';
export const MENU_UNAVAILABLE = 'Could not open the notifications';
export const RELOAD_ADVICE = 'Check your connection, then reload the page.';
/** Screen readers hear this before an unread notification's title. */
export const UNREAD_PREFIX = 'Unread:';

/** How many of the newest the menu lists. */
export const BELL_LIMIT = 8;

/** The bell's accessible name: "Notifications, 3 unread", or "Notifications" when none is (or none is known yet). */
export function bellLabel(unread: number | undefined): string {
  return unread ? `${BELL_NAME}, ${unread} unread` : BELL_NAME;
}

/** What the badge shows: the count, up to "99+". */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** Said politely when the count rises while the page is open. */
export const arrivedText = (unread: number) => `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`;
