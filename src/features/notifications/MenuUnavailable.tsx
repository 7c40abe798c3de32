/** The bell when the menu's code could not be fetched: it says so, and how to get it back. */
import { useEffect, useRef } from 'react';
import { toaster } from '../../theme';
import { BellButton } from './BellButton';
import type { NotificationMenuProps } from './NotificationMenu';
import { MENU_UNAVAILABLE, RELOAD_ADVICE } from './texts';

const sayUnavailable = () => toaster.create({ type: 'error', title: MENU_UNAVAILABLE, description: RELOAD_ADVICE });

export function MenuUnavailable({ unread }: NotificationMenuProps) {
  const said = useRef(false);
  useEffect(() => {
    // Once for the press that asked for the menu; each later press says it again.
    if (said.current) return;
    said.current = true;
    sayUnavailable();
  }, []);
  return <BellButton unread={unread} onClick={sayUnavailable} />;
}
