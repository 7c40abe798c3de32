/** The header of the signed-out pages (login, register, forgot-password, admin login). */
import { HStack } from '@chakra-ui/react';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { HeaderBar, SignInButtons } from '../../components/HeaderBar';
import { DemoOutboxLink } from './DemoOutboxLink';
import { DemoResetButton } from './DemoResetButton';

export function PublicHeader() {
  return (
    <HeaderBar brandTo="/">
      <HStack as="nav" aria-label="Account" gap="2" ms="auto" wrap="wrap" justify="flex-end">
        <DemoResetButton />
        <DemoOutboxLink />
        <ColorModeToggle />
        <SignInButtons signInText="Log In" registerText="Sign Up" />
      </HStack>
    </HeaderBar>
  );
}
