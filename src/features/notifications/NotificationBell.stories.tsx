import { Flex } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURE_MESSAGE, onPhone, storyWithHandlers, type PageStory } from '../../../.storybook/pageStory';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { DEMO_USER } from '../../../mocks/db/seed';
import { calls } from '../../api';
import { NotificationBell } from './NotificationBell';
import { allRead, manyLong, someUnread } from './NotificationBell.storyData';
import { BELL_LIMIT, MARK_ALL_READ, NO_NOTIFICATIONS, NOTIFICATIONS_FAILED, NOTIFICATIONS_LOADING } from './texts';

/**
 * The bell of the signed-in header on its own, in a header bar, signed in as the demo user: the
 * count on its badge and, pressed, the menu of the newest notifications in each of its states.
 * The last stories show it in the app's own header.
 */
export default {
  title: 'Notifications/Bell',
  // A header bar of its own (the page stories at the end bring the app's).
  render: () => (
    <Flex as="header" justify="flex-end" align="center" gap="2" px="4" py="3" bg="bg.panel" borderBottomWidth="1px">
      <NotificationBell disputeHref={(id) => `/dispute/${encodeURIComponent(id)}`} />
    </Flex>
  ),
  loaders: [
    async () => {
      await calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
      return {};
    },
  ],
} satisfies Meta;

type Story = StoryObj;

const answering = (handler: Parameters<typeof http.get>[1]): { msw: { handlers: AnyHandler[] } } => ({
  msw: { handlers: [http.get('*/api/notifications', handler)] },
});

/** The bell by its name. */
const findBell = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('button', { name });

/** Presses the bell and answers the menu (in a portal, outside the story's root). */
async function openBell(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  await userEvent.click(await findBell(canvasElement, name));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  await waitFor(() => expect(menu.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  // Past its opening animation (which starts transparent).
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/** The menu stays inside the viewport, and the page does not scroll sideways. */
function fitsViewport(menu: HTMLElement): void {
  const { left, right } = menu.getBoundingClientRect();
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(window.innerWidth);
  fitsWidth();
}

/** Three unread: the count on the badge, the menu closed. */
export const Closed: Story = {
  parameters: answering(() => HttpResponse.json(someUnread)),
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const bell = await findBell(canvasElement, 'Notifications, 3 unread');
    await expect(within(bell).getByText('3')).toBeVisible();
  },
};

/** Open: the newest first, the three unread marked (a dot, bold, "Unread:" for screen readers); those about a dispute lead to it. */
export const SomeUnread: Story = {
  parameters: answering(() => HttpResponse.json(someUnread)),
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const menu = within(await openBell(canvasElement, 'Notifications, 3 unread'));
    await expect(menu.getAllByRole('menuitem', { name: /^Unread: / })).toHaveLength(3);
    const reply = menu.getByRole('menuitem', { name: /^Unread: New message from support/ });
    await expect(reply).toHaveAttribute('href', '/dispute/DSP-100007');
    await expect(menu.getByRole('menuitem', { name: /^Unread: Phishing wave/ })).not.toHaveAttribute('href');
    await expect(menu.getByRole('menuitem', { name: MARK_ALL_READ })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** Everything opened: no badge, nothing marked, nothing left to mark. */
export const AllRead: Story = {
  parameters: answering(() => HttpResponse.json(allRead)),
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const menu = within(await openBell(canvasElement, 'Notifications'));
    // The name is the same before the list has answered: wait for the list.
    await waitFor(() => expect(menu.getAllByRole('menuitem')).toHaveLength(allRead.length + 1));
    await expect(menu.queryByRole('menuitem', { name: /^Unread: / })).toBeNull();
    await expect(menu.getByRole('menuitem', { name: MARK_ALL_READ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The seeded backend: "Mark all as read" marks them for real, the count and the badge go. */
export const MarkAllAsRead: Story = {
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const menu = within(await openBell(canvasElement, /^Notifications, \d+ unread$/));
    const markAll = menu.getByRole('menuitem', { name: MARK_ALL_READ });
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(markAll).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(await findBell(canvasElement, 'Notifications')).toBeVisible();
    await waitFor(() => expect(menu.queryByRole('menuitem', { name: /^Unread: / })).toBeNull());
  },
};

/** A new account: nothing yet. */
export const Empty: Story = {
  parameters: answering(() => HttpResponse.json([])),
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    const menu = await openBell(canvasElement, 'Notifications');
    await expect(await within(menu).findByText(NO_NOTIFICATIONS)).toBeVisible();
  },
};

/** The list has not answered: the menu says so while it waits. */
export const Loading: Story = {
  parameters: answering(async () => {
    await delay('infinite');
  }),
  tags: ['state:loading'],
  play: async ({ canvasElement }) => {
    const menu = await openBell(canvasElement, 'Notifications');
    await expect(within(menu).getByText(NOTIFICATIONS_LOADING)).toBeVisible();
    await expect(menu).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be read: why, and Retry. */
export const Failing: Story = {
  parameters: answering(() => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 })),
  tags: ['state:error'],
  play: async ({ canvasElement }) => {
    const menu = within(await openBell(canvasElement, 'Notifications'));
    await expect(await menu.findByText(NOTIFICATIONS_FAILED)).toBeVisible();
    await expect(menu.getByText(FAILURE_MESSAGE)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Retry' })).toBeVisible();
  },
};

/** Thirty long ones, 24 unread: the newest eight, wrapped and cut to two lines of message; the menu scrolls within the page. */
export const ManyLong: Story = {
  parameters: answering(() => HttpResponse.json(manyLong)),
  tags: ['state:long'],
  play: async ({ canvasElement }) => {
    const menu = await openBell(canvasElement, 'Notifications, 24 unread');
    await expect(within(await findBell(canvasElement, 'Notifications, 24 unread')).getByText('24')).toBeVisible();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(BELL_LIMIT + 1);
    fitsViewport(menu);
  },
};

/** On a 390 px phone the menu takes the width it has. */
export const ManyLongOnPhone: Story = { ...onPhone(ManyLong as PageStory), tags: ['state:narrow'] };

const inHeader =
  (name: string | RegExp, href: string): PageStory['play'] =>
  async ({ canvasElement }) => {
    // The page first: until the session is known the header is a frame.
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(await within(within(canvasElement).getByRole('banner')).findByRole('button', { name })).toBeVisible();
    const menu = await openBell(canvasElement, name);
    await expect(within(menu).getAllByRole('menuitem', { name: /^Unread: / })[0]).toHaveAttribute('href', href);
    fitsViewport(menu);
  };

/** In the app's header, signed in as the demo user, open. */
export const InTheHeader = {
  ...storyWithHandlers('/new-dispute', 'user', answering(() => HttpResponse.json(someUnread)).msw.handlers, {
    play: inHeader('Notifications, 3 unread', '/dispute/DSP-100007'),
  }),
  tags: ['state:full'],
};

/** In the header on a 390 px phone: the bell stays beside the menu button, the menu fits. */
export const InTheHeaderOnPhone = { ...onPhone(InTheHeader), tags: ['state:narrow'] };

/** An admin's notification leads to the admin page of its dispute. */
export const InTheAdminHeader = {
  ...storyWithHandlers('/admin/settings', 'admin', answering(() => HttpResponse.json(someUnread)).msw.handlers, {
    play: inHeader('Notifications, 3 unread', '/admin/dispute/DSP-100007'),
  }),
  tags: ['state:full'],
};
