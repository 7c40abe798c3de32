/**
 * The header of the signed-out pages (login, register, forgot-password, admin login), and of the
 * pages a signed-in person may open too (a reset link, the demo outbox): for them it leads back to
 * their side of the app instead of offering to sign in (docs/routes.md#layouts).
 */
import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { HeaderBar, SignInButtons } from '../../components/HeaderBar';
import { useAuth } from '../../features/auth';
import { DemoOutboxLink } from './DemoOutboxLink';
import { DemoResetButton } from './DemoResetButton';

export const BACK_TO_APP = 'Back to your dashboard';

export function PublicHeader() {
  const { user } = useAuth();
  return (
    <HeaderBar brandTo="/">
      <HStack as="nav" aria-label="Account" gap="2" ms="auto" wrap="wrap" justify="flex-end">
        <DemoResetButton />
        <DemoOutboxLink />
        <ColorModeToggle />
        {user ? (
          <Button asChild size="sm" colorPalette="primary">
            <RouterLink to={user.isAdmin ? '/admin/dashboard' : '/dashboard'}>{BACK_TO_APP}</RouterLink>
          </Button>
        ) : (
          <SignInButtons signInText="Log In" registerText="Sign Up" />
        )}
      </HStack>
    </HeaderBar>
  );
}
