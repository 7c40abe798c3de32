/**
 * The bell's menu, a chunk of its own loaded by ./NotificationBell when the bell is first pressed;
 * it opens as soon as it arrives. The newest notifications, unread ones marked (a dot, bold, and
 * "Unread:" for screen readers); choosing one marks it read and, when it is about a dispute,
 * leads there. "Mark all as read" at the foot. Arrow keys move, Escape closes and gives focus back
 * to the bell (Zag's menu).
 */
import { Box, HStack, Menu, Portal, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText, type Notification } from '../../api';
import { formatDate } from '../../components/format';
import { useApiWrite, type ListRead } from '../../data';
import { toaster } from '../../theme';
import { BellButton } from './BellButton';
import {
  BELL_LIMIT,
  BELL_NAME,
  MARK_ALL_READ,
  MARK_ALL_READ_FAILED,
  MARK_READ_FAILED,
  NO_NOTIFICATIONS,
  NOTIFICATIONS_FAILED,
  NOTIFICATIONS_LOADING,
  UNREAD_PREFIX,
} from './texts';

export interface NotificationMenuProps {
  list: ListRead<Notification>;
  unread: number | undefined;
  disputeHref: (disputeId: string) => string;
}

/** Newest first, whatever order a server sends; those of the same moment keep the server's order. */
function newest(notifications: readonly Notification[]): Notification[] {
  return notifications
    .map((item, index) => ({ item, index, time: Date.parse(item.date) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .slice(0, BELL_LIMIT)
    .map(({ item }) => item);
}

/**
 * Enter on a link item: Zag's own way dispatches a click that does not bubble, which React's
 * handlers never see (the router's link would not route, the item would not be chosen) while the
 * browser follows the link, reloading the app. A real click goes through both.
 */
const followLink = ({ node }: { node: HTMLAnchorElement }) => node.click();

const failed = (title: string) => (error: unknown) => {
  toaster.create({ type: 'error', title, description: errorText(error) });
};

function NotificationText({ notification }: { notification: Notification }) {
  const unread = !notification.read;
  return (
    <>
      <Box
        aria-hidden="true"
        flexShrink={0}
        boxSize="2"
        mt="1.5"
        borderRadius="full"
        bg={unread ? 'primary.fg' : 'transparent'}
        borderWidth="1px"
        borderColor={unread ? 'primary.fg' : 'transparent'}
      />
      <Stack as="span" gap="0.5" flex="1" minW="0">
        <Text as="span" textStyle="sm" fontWeight={unread ? 'semibold' : 'normal'} overflowWrap="anywhere">
          {unread ? (
            <>
              <VisuallyHidden>{UNREAD_PREFIX}</VisuallyHidden>{' '}
            </>
          ) : null}
          {notification.title}
        </Text>
        <Text as="span" textStyle="xs" color="fg.muted" overflowWrap="anywhere" lineClamp={2}>
          {notification.message}
        </Text>
        <Text as="span" textStyle="xs" color="fg.muted">
          {formatDate(notification.date)}
        </Text>
      </Stack>
    </>
  );
}

/** One notification: a link to its dispute, or (general news) an item that stays in the open menu. */
function NotificationItem({
  notification,
  href,
  onChoose,
}: {
  notification: Notification;
  href: string | null;
  onChoose: () => void;
}) {
  const common = {
    value: `notification:${encodeURIComponent(notification.id)}`,
    valueText: notification.title,
    onSelect: onChoose,
    alignItems: 'start',
    gap: '3',
    py: '2',
    whiteSpace: 'normal',
  } as const;
  if (href === null) {
    return (
      <Menu.Item {...common} closeOnSelect={false}>
        <NotificationText notification={notification} />
      </Menu.Item>
    );
  }
  return (
    <Menu.Item {...common} asChild>
      <RouterLink to={href}>
        <NotificationText notification={notification} />
      </RouterLink>
    </Menu.Item>
  );
}

/** What the menu says instead of a list: loading, empty, or failed; the menu is described by it. */
function MenuStatus({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Stack id={id} gap="1" px="2" py="3" textStyle="sm">
      {children}
    </Stack>
  );
}

export default function NotificationMenu({ list, unread, disputeHref }: NotificationMenuProps) {
  const markRead = useApiWrite('markNotificationRead');
  const markAll = useApiWrite('markAllNotificationsRead');
  const statusId = useId();

  const choose = (notification: Notification) => {
    if (notification.read) return;
    markRead.trigger({ id: notification.id }).catch(failed(MARK_READ_FAILED));
  };
  const chooseAll = () => {
    markAll.trigger().catch(failed(MARK_ALL_READ_FAILED));
  };

  const loading = list.data === undefined && list.error === undefined;
  let body: ReactNode;
  if (list.data) {
    body =
      list.data.length === 0 ? (
        <MenuStatus id={statusId}>
          <Text color="fg.muted">{NO_NOTIFICATIONS}</Text>
        </MenuStatus>
      ) : (
        newest(list.data).map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            href={notification.disputeId === null ? null : disputeHref(notification.disputeId)}
            onChoose={() => choose(notification)}
          />
        ))
      );
  } else if (list.error !== undefined) {
    body = (
      <>
        <MenuStatus id={statusId}>
          <Text fontWeight="medium">{NOTIFICATIONS_FAILED}</Text>
          <Text color="fg.muted">{errorText(list.error)}</Text>
        </MenuStatus>
        <Menu.Item value="retry" closeOnSelect={false} onSelect={() => void list.mutate()}>
          Retry
        </Menu.Item>
      </>
    );
  } else {
    body = (
      <MenuStatus id={statusId}>
        <HStack gap="2" color="fg.muted">
          <Spinner size="xs" />
          <Text>{NOTIFICATIONS_LOADING}</Text>
        </HStack>
      </MenuStatus>
    );
  }
  const describedByStatus = !list.data?.length;

  return (
    <Menu.Root defaultOpen lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} navigate={followLink}>
      <Menu.Trigger asChild>
        <BellButton unread={unread} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            w="24rem"
            maxW="calc(100vw - 2rem)"
            maxH="min(32rem, 75vh)"
            overflowY="auto"
            aria-busy={loading || undefined}
            aria-describedby={describedByStatus ? statusId : undefined}
          >
            <HStack justify="space-between" gap="2" px="2" py="1.5" aria-hidden="true">
              <Text textStyle="sm" fontWeight="semibold">
                {BELL_NAME}
              </Text>
              {unread ? <Text textStyle="xs" color="fg.muted">{`${unread} unread`}</Text> : null}
            </HStack>
            <Menu.Separator />
            {body}
            <Menu.Separator />
            <Menu.Item
              value="mark-all"
              closeOnSelect={false}
              disabled={!unread || markAll.isPending}
              onSelect={chooseAll}
              justifyContent="center"
              fontWeight="medium"
            >
              {MARK_ALL_READ}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
