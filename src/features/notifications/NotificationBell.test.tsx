/**
 * The notification bell in the signed-in header, over the mock backend: the unread count, the
 * menu's states, choosing a notification (marked read, then its dispute), Mark all as read, and
 * the keyboard.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoredNotification } from '../../../mocks/db/types';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { calls, type Notification, type User } from '../../api';
import { MARK_ALL_READ, NO_NOTIFICATIONS, NOTIFICATIONS_FAILED } from './texts';

const backend = setupMockBackend();

const SERVER_SENTENCE = 'Something went wrong on our side. Please try again.';

/** How many notifications `user` has not read, as the store says. */
const unreadIn = (user: User) =>
  backend.db.data.notifications.filter(
    (n) => (n.userId === null || n.userId === user.id) && !n.readBy?.includes(user.id),
  ).length;

/** The bell, found by its name once the header is there. */
const bell = async (name: string | RegExp) => within(await screen.findByRole('banner')).findByRole('button', { name });

/** Signs in as the demo user after support has replied on one of their disputes: a notification that leads somewhere. */
async function userWithReply(): Promise<{ me: User; disputeId: string }> {
  const me = await signInAs('user');
  const dispute = backend.db.data.disputes.find(
    (candidate) => candidate.userId === me.id && candidate.status === 'In Progress',
  );
  if (!dispute) throw new Error('the demo user has no dispute in progress');
  await signInAs('admin');
  await calls.postAdminMessage({ id: dispute.id, body: { content: 'We have asked the exchange for its records.' } });
  await signInAs('user');
  return { me, disputeId: dispute.id };
}

/** Opens the menu with a press and waits until focus is inside it. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, button: HTMLElement): Promise<HTMLElement> {
  await user.click(button);
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}

/**
 * Chooses `item` with the keyboard: Zag selects the highlighted item, and on a busy machine a
 * pointer click could land before the item was highlighted, closing the menu without choosing.
 */
async function choose(user: ReturnType<typeof userEvent.setup>, item: HTMLElement): Promise<void> {
  for (let presses = 0; !item.hasAttribute('data-highlighted'); presses += 1) {
    if (presses > 20) throw new Error('the item was never highlighted');
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}

describe('the notification bell', () => {
  it('shows how many are unread, in its name and on its badge', async () => {
    const me = await signInAs('user');
    const unread = unreadIn(me);
    expect(unread).toBeGreaterThan(1);
    renderApp('/scam-alerts');
    const button = await bell(`Notifications, ${unread} unread`);
    expect(within(button).getByText(String(unread))).toBeVisible();
  });

  it('lists the newest first, unread ones marked; choosing one marks it read, drops the count and opens its dispute', async () => {
    const user = userEvent.setup();
    const { me, disputeId } = await userWithReply();
    const unread = unreadIn(me);
    const { router } = renderApp('/scam-alerts');
    const menu = await openMenu(user, await bell(`Notifications, ${unread} unread`));

    const items = within(menu).getAllByRole('menuitem');
    const reply = within(menu).getByRole('menuitem', {
      name: new RegExp(`^Unread: New message from support Support replied on dispute ${disputeId}`),
    });
    expect(items[0]).toBe(reply);
    expect(reply).toHaveAttribute('href', `/dispute/${disputeId}`);
    await choose(user, reply);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dispute/${disputeId}`));
    expect(await bell(`Notifications, ${unread - 1} unread`)).toBeInTheDocument();
    const stored = backend.db.data.notifications.find(
      (n) => n.disputeId === disputeId && n.title === 'New message from support',
    );
    expect(stored?.readBy).toEqual([me.id]);
  });

  it('general news stays in the open menu when chosen, marked read', async () => {
    const user = userEvent.setup();
    await signInAs('admin');
    renderApp('/admin/settings');
    const menu = await openMenu(user, await bell('Notifications, 1 unread'));
    const news = within(menu).getByRole('menuitem', { name: /^Unread: / });
    expect(news).not.toHaveAttribute('href');
    await choose(user, news);

    expect(await bell('Notifications')).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^Phishing wave/ })).toBeInTheDocument());
    expect(screen.getByRole('menu')).toBe(menu);
    expect(within(menu).queryByRole('menuitem', { name: /^Unread: / })).not.toBeInTheDocument();
  });

  it('leads an admin to the admin page of the dispute', async () => {
    const user = userEvent.setup();
    await signInAs('admin');
    const about: Notification = {
      id: 'ntf-admin-1',
      title: 'Dispute DSP-100004: Under Review',
      message: 'Moved by another admin.',
      date: '2026-11-21T10:00:00.000Z',
      type: 'info',
      disputeId: 'DSP-100004',
      read: false,
    };
    backend.server.use(http.get('*/api/notifications', () => HttpResponse.json([about])));
    const { router } = renderApp('/admin/settings');
    const menu = await openMenu(user, await bell('Notifications, 1 unread'));
    const item = within(menu).getByRole('menuitem', { name: /Dispute DSP-100004: Under Review/ });
    expect(item).toHaveAttribute('href', '/admin/dispute/DSP-100004');
    await choose(user, item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dispute/DSP-100004'));
  });

  it('marks all as read: the count and the badge go, every item reads as read', async () => {
    const user = userEvent.setup();
    const me = await signInAs('user');
    const unread = unreadIn(me);
    renderApp('/scam-alerts');
    const button = await bell(`Notifications, ${unread} unread`);
    const menu = await openMenu(user, button);
    expect(within(menu).getAllByRole('menuitem', { name: /^Unread: / })).toHaveLength(unread);
    await choose(user, within(menu).getByRole('menuitem', { name: MARK_ALL_READ }));

    const quiet = await bell('Notifications');
    expect(within(quiet).queryByText(String(unread))).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /^Unread: / })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: MARK_ALL_READ })).toHaveAttribute('aria-disabled', 'true');
    expect(unreadIn(me)).toBe(0);
  });

  it('opens with Enter and with Space, moves with the arrows, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const me = await signInAs('user');
    const name = `Notifications, ${unreadIn(me)} unread`;
    renderApp('/scam-alerts');
    (await bell(name)).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Opening by keyboard may highlight the first item itself: the arrows are judged by where they move it.
    const items = within(menu).getAllByRole('menuitem');
    const highlighted = () => items.findIndex((item) => item.hasAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toBeGreaterThanOrEqual(0));
    const from = highlighted();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toBe(from + 1));
    // Each arrow also asks Zag to focus the menu at the next frame; an Escape before that frame
    // would have the late focus land in the closing menu and be lost with it.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());

    await user.keyboard(' ');
    const again = await screen.findByRole('menu');
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
  });

  it('says when there is nothing yet, with nothing to mark', async () => {
    const user = userEvent.setup();
    await signInAs('user');
    backend.server.use(http.get('*/api/notifications', () => HttpResponse.json([])));
    renderApp('/scam-alerts');
    const menu = await openMenu(user, await bell('Notifications'));
    expect(within(menu).getByText(NO_NOTIFICATIONS)).toBeVisible();
    expect(menu).toHaveAccessibleDescription(NO_NOTIFICATIONS);
    expect(within(menu).getByRole('menuitem', { name: MARK_ALL_READ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the list could not be read, and Retry reads it again', async () => {
    const user = userEvent.setup();
    const me = await signInAs('user');
    backend.server.use(
      http.get('*/api/notifications', () => HttpResponse.json({ message: SERVER_SENTENCE }, { status: 500 }), {
        once: true,
      }),
    );
    renderApp('/scam-alerts');
    const button = await bell('Notifications');
    const menu = await openMenu(user, button);
    expect(await within(menu).findByText(NOTIFICATIONS_FAILED)).toBeVisible();
    expect(within(menu).getByText(SERVER_SENTENCE)).toBeVisible();
    await choose(user, within(menu).getByRole('menuitem', { name: 'Retry' }));
    expect(await within(menu).findAllByRole('menuitem', { name: /^Unread: / })).toHaveLength(unreadIn(me));
    expect(await bell(`Notifications, ${unreadIn(me)} unread`)).toBeInTheDocument();
  });

  it('follows the list when it is read again: new notifications raise the count, and say so politely', async () => {
    const user = userEvent.setup();
    const me = await signInAs('user');
    const unread = unreadIn(me);
    renderApp('/scam-alerts');
    const menu = await openMenu(user, await bell(`Notifications, ${unread} unread`));
    // Two arrive on the server meanwhile; marking one read fetches the list again.
    const arrival = (n: number): StoredNotification => ({
      id: `ntf-new-${n}`,
      userId: me.id,
      title: `Dispute update ${n}`,
      message: 'Your dispute moved on.',
      date: '2026-11-21T11:00:00.000Z',
      type: 'info',
      disputeId: null,
    });
    await backend.db.write((tx) => {
      tx.put('notifications', arrival(1));
      tx.put('notifications', arrival(2));
    });
    const [first] = within(menu).getAllByRole('menuitem', { name: /^Unread: / });
    if (!first) throw new Error('no unread notification listed');
    await choose(user, first);
    expect(await bell(`Notifications, ${unread + 1} unread`)).toBeInTheDocument();
    expect(screen.getByText(`${unread + 1} unread notifications`)).toHaveAttribute('aria-live', 'polite');
  });
});
