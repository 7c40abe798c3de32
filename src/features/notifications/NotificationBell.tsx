/**
 * The notification bell of the signed-in header: the unread count from `GET /api/notifications`
 * (so it rises by itself whenever that read is fetched again, after a write or a live event), and
 * on press a menu of the newest notifications (./NotificationMenu). The menu's code (Zag's menu and
 * its positioning) is a chunk of its own, fetched when a pointer or focus reaches the bell and
 * opened as soon as it arrives (docs/performance.md#heavy-parts-load-when-needed).
 */
import { VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useApiList } from '../../data';
import { BellButton } from './BellButton';
import { MenuUnavailable } from './MenuUnavailable';
import { arrivedText } from './texts';

const loadMenu = () => import('./NotificationMenu');
const NotificationMenu = lazy(() => loadMenu().catch(() => ({ default: MenuUnavailable })));
const prefetchMenu = () => {
  loadMenu().catch(() => undefined);
};

export interface NotificationBellProps {
  /** Where a notification about a dispute leads: the user's or the admin's page of that dispute. */
  disputeHref: (disputeId: string) => string;
}

/** A rise in the count while the page is open, in words for a polite live region; '' otherwise. */
function useArrivals(unread: number | undefined): string {
  const [state, setState] = useState({ seen: unread, text: '' });
  if (unread !== undefined && unread !== state.seen) {
    // State from the previous render: the first count is not news, a lower one silences the last.
    setState({ seen: unread, text: state.seen !== undefined && unread > state.seen ? arrivedText(unread) : '' });
  }
  return state.text;
}

export function NotificationBell({ disputeHref }: NotificationBellProps) {
  const list = useApiList('getNotifications');
  const unread = list.data?.filter((notification) => !notification.read).length;
  const arrivals = useArrivals(unread);
  const [wanted, setWanted] = useState(false);

  const button = (busy: boolean) => (
    <BellButton
      unread={unread}
      aria-haspopup="menu"
      loading={busy}
      onPointerEnter={prefetchMenu}
      onFocus={prefetchMenu}
      onClick={() => setWanted(true)}
    />
  );
  return (
    <>
      {wanted ? (
        <Suspense fallback={button(true)}>
          <NotificationMenu list={list} unread={unread} disputeHref={disputeHref} />
        </Suspense>
      ) : (
        button(false)
      )}
      <VisuallyHidden aria-live="polite">{arrivals}</VisuallyHidden>
    </>
  );
}
