/**
 * The signed-in header: brand, role-based navigation, the user's email and initial, Log Out, the
 * colour-mode toggle and (demo mode) the reset control. Below `md` the navigation and Log Out move
 * into a menu.
 */
import { Avatar, Box, Button, Flex, HStack, IconButton, Link, Menu, Portal, Text } from '@chakra-ui/react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import type { User } from '../../api';
import { useAuth } from '../../features/auth';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { DemoResetButton } from './DemoResetButton';
import { MenuIcon } from './icons';
import { navFor } from './nav';

export function userInitial(user: User): string {
  const source = user.firstName?.trim() || user.username.trim() || user.email;
  return source.charAt(0).toUpperCase();
}

export function AppHeader() {
  const { user, isAdmin, logout } = useAuth();
  const { pathname } = useLocation();
  const items = navFor(pathname, isAdmin);
  const onLogout = () => void logout();

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel" px={{ base: '4', md: '6' }} py="3">
      <Flex align="center" gap="4">
        <Link asChild fontWeight="bold" fontSize="lg" color="fg" textDecoration="none">
          <RouterLink to={isAdmin && pathname.startsWith('/admin') ? '/admin/dashboard' : '/dashboard'}>Dispute Centre</RouterLink>
        </Link>
        <Box as="nav" aria-label="Main" hideBelow="md" flex="1">
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
        <HStack gap="2" ms="auto">
          <DemoResetButton />
          <ColorModeToggle />
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
          <Button size="sm" variant="outline" hideBelow="md" onClick={onLogout}>
            Log Out
          </Button>
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton aria-label="Open menu" variant="outline" size="sm" hideFrom="md">
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
                  <Menu.Item value="logout" onSelect={onLogout}>
                    Log Out
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Flex>
    </Box>
  );
}
