/**
 * /account: the signed-in person's own account, for users and admins alike (docs/routes.md#account-page).
 * A page of sections, each loading, failing and retrying on its own; a new one is another sibling
 * in the stack below.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { preloadReads, type PageHandle } from '../../data';
import { ACCOUNT_FIRST_READS } from './firstReads';
import { EmailNotifications } from './EmailNotifications';
import { SignedInDevices } from './SignedInDevices';
import { ACCOUNT_HEADING, ACCOUNT_INTRO } from './texts';
import { TwoStepSummary } from './TwoStepSummary';

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(ACCOUNT_FIRST_READS);
  return null;
}

export const handle: PageHandle = { firstReads: ACCOUNT_FIRST_READS };

export default function AccountPage() {
  return (
    <Stack gap="6" maxW="3xl">
      <title>Your account · Dispute Centre</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {ACCOUNT_HEADING}
        </Heading>
        <Text color="fg.muted">{ACCOUNT_INTRO}</Text>
      </Stack>
      <SignedInDevices />
      <TwoStepSummary />
      <EmailNotifications />
    </Stack>
  );
}
