/**
 * The signed-in header: brand, role-based navigation, the notification bell, the user's email and
 * initial, Log Out, the colour-mode toggle and (demo mode) the reset control and the link to the
 * other side. Below `NAV_FROM` the navigation and Log Out move into a menu (./NavMenu, loaded when
 * its button is first pressed).
 */
import { Avatar, Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { User } from '../../api';
import { useAuth } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { HeaderBar } from '../../components/HeaderBar';
import { MenuIcon } from '../../components/icons';
import { DemoOutboxLink } from './DemoOutboxLink';
import { DemoResetButton } from './DemoResetButton';
import { OtherSideLink } from './OtherSideLink';
import { ACCOUNT_LINK, NAV_FROM, navFor, type NavItem } from './nav';

const loadNavMenu = () => import('./NavMenu');
const NavMenu = lazy(loadNavMenu);
const prefetchNavMenu = () => {
  loadNavMenu().catch(() => undefined);
};

export function userInitial(user: User): string {
  const source = user.firstName?.trim() || user.username.trim() || user.email;
  return source.charAt(0).toUpperCase();
}

/** Where a notification about a dispute leads: an admin reviews it on the admin side. */
const userDisputeHref = (id: string) => `/dispute/${encodeURIComponent(id)}`;
const adminDisputeHref = (id: string) => `/admin/dispute/${encodeURIComponent(id)}`;

export function AppHeader() {
  const { user, isAdmin, logout } = useAuth();
  const { pathname } = useLocation();
  const items = navFor(pathname, isAdmin);
  const onLogout = () => void logout();

  return (
    <HeaderBar brandTo={isAdmin && pathname.startsWith('/admin') ? '/admin/dashboard' : '/dashboard'}>
      <Box as="nav" aria-label="Main" hideBelow={NAV_FROM} flex="1">
        <HStack as="ul" gap="1" listStyleType="none">
          {items.map((item) => (
            <li key={item.to}>
              <Button asChild variant="ghost" size="sm" css={{ '&[aria-current=page]': { bg: 'bg.emphasized' } }}>
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </Button>
            </li>
          ))}
        </HStack>
      </Box>
      <HStack gap="2" ms="auto" wrap="wrap" justify="flex-end">
        <DemoResetButton />
        <DemoOutboxLink />
        <OtherSideLink />
        <ColorModeToggle />
        {user ? <NotificationBell disputeHref={isAdmin ? adminDisputeHref : userDisputeHref} /> : null}
        {user ? (
          <HStack gap="2">
            <Avatar.Root size="sm" colorPalette="primary" aria-hidden="true">
              <Avatar.Fallback>{userInitial(user)}</Avatar.Fallback>
            </Avatar.Root>
            <Text textStyle="sm" hideBelow="sm">
              {user.email}
            </Text>
          </HStack>
        ) : null}
        <Button asChild size="sm" variant="ghost" hideBelow={NAV_FROM}>
          <NavLink to={ACCOUNT_LINK.to} end>
            {ACCOUNT_LINK.label}
          </NavLink>
        </Button>
        <Button size="sm" variant="outline" hideBelow={NAV_FROM} onClick={onLogout}>
          Log Out
        </Button>
        <MobileNavMenu items={items} onLogout={onLogout} />
      </HStack>
    </HeaderBar>
  );
}

/**
 * The menu button of narrow screens. Until it is first pressed it is a plain button (the menu's
 * code is fetched when a pointer or focus reaches it); pressed, it becomes the menu, open.
 */
function MobileNavMenu({ items, onLogout }: { items: readonly NavItem[]; onLogout: () => void }) {
  const [wanted, setWanted] = useState(false);
  const button = (busy: boolean) => (
    <IconButton
      aria-label="Open menu"
      variant="outline"
      size="sm"
      hideFrom={NAV_FROM}
      loading={busy}
      onPointerEnter={prefetchNavMenu}
      onFocus={prefetchNavMenu}
      onClick={() => setWanted(true)}
    >
      <MenuIcon />
    </IconButton>
  );
  if (!wanted) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <NavMenu items={items} onLogout={onLogout} />
    </Suspense>
  );
}
