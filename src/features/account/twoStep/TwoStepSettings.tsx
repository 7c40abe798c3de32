import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useApiWrite } from '../../../data';
import { toaster } from '../../../theme';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import {
  ADMIN_KEEPS,
  DISABLE_BUTTON,
  DISABLE_HEADING,
  DISABLE_INTRO,
  DISABLED_TOAST,
  ENABLED_TEXT,
  RENEW_BUTTON,
  RENEW_HEADING,
  RENEW_INTRO,
} from './texts';

/** An account with two-step sign-in on: new recovery codes, and (a user only) turning it off. */
export function TwoStepSettings({ isAdmin, onDisabled }: { isAdmin: boolean; onDisabled(): Promise<void> }) {
  const renew = useApiWrite('renewRecoveryCodes');
  const disable = useApiWrite('disableTwoStep');
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  return (
    <Stack gap="6">
      <Text>{ENABLED_TEXT}</Text>
      <Stack gap="2" as="section" aria-labelledby="renew-heading">
        <Text id="renew-heading" as="h2" fontWeight="semibold">
          {RENEW_HEADING}
        </Text>
        <Text color="fg.muted">{RENEW_INTRO}</Text>
        <CodeForm
          button={RENEW_BUTTON}
          onCode={async (code) => setCodes((await renew.trigger({ body: { code } })).recoveryCodes)}
        />
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="disable-heading">
        <Text id="disable-heading" as="h2" fontWeight="semibold">
          {DISABLE_HEADING}
        </Text>
        {isAdmin ? (
          <Text color="fg.muted">{ADMIN_KEEPS}</Text>
        ) : (
          <>
            <Text color="fg.muted">{DISABLE_INTRO}</Text>
            <CodeForm
              button={DISABLE_BUTTON}
              colorPalette="red"
              onCode={async (code) => {
                await disable.trigger({ body: { code } });
                toaster.create({ type: 'success', title: DISABLED_TOAST });
                await onDisabled();
              }}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
