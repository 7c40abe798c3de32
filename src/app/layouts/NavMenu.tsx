/**
 * The signed-in navigation and Log Out as a menu, for narrow screens. A chunk of its own
 * (docs/performance.md#heavy-parts-load-when-needed: Zag's menu and its positioning code are a
 * large part of a signed-in page), loaded by AppHeader's menu button when it is first pressed; it
 * opens as soon as it arrives.
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon } from '../../components/icons';
import { ACCOUNT_LINK, NAV_FROM, type NavItem } from './nav';

export interface NavMenuProps {
  items: readonly NavItem[];
  onLogout: () => void;
}

export default function NavMenu({ items, onLogout }: NavMenuProps) {
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger asChild>
        <IconButton aria-label="Open menu" variant="outline" size="sm" hideFrom={NAV_FROM}>
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value={ACCOUNT_LINK.to} asChild>
              <RouterLink to={ACCOUNT_LINK.to}>{ACCOUNT_LINK.label}</RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={onLogout}>
              Log Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
