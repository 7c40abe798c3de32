import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText } from '../../../api';
import type { TotpSetup as Setup } from '../../../api/twoStep';
import { FormAlert } from '../../../components/form';
import { useApiWrite } from '../../../data';
import { CodeForm } from './CodeForm';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { CONFIRM_BUTTON, SECRET_LABEL, SETUP_PENDING, SETUP_START, SETUP_STEPS } from './texts';

/**
 * Setting up an authenticator app: a new secret (QR code and key), a code to confirm it, then the
 * recovery codes, shown once. `onEnabled` runs once they are saved.
 */
export function TotpSetup({ onEnabled }: { onEnabled(): Promise<void> }) {
  const setup = useApiWrite('setupTotp');
  const confirm = useApiWrite('confirmTotp');
  const [secret, setSecret] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => void onEnabled()} />;
  if (!secret)
    return (
      <Stack gap="3" align="start">
        <FormAlert message={setup.error ? errorText(setup.error) : null} />
        <Button
          colorPalette="blue"
          loading={setup.isPending}
          loadingText={SETUP_PENDING}
          onClick={() => void setup.trigger().then(setSecret, () => undefined)}
        >
          {SETUP_START}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="4">
      <Text>{SETUP_STEPS}</Text>
      <QrCode text={secret.otpauthUri} />
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="semibold" id="setup-key-label">
          {SECRET_LABEL}
        </Text>
        <Code aria-labelledby="setup-key-label" wordBreak="break-all" fontSize="md" p="2">
          {secret.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Code>
      </Stack>
      <CodeForm
        button={CONFIRM_BUTTON}
        onCode={async (code) => setCodes((await confirm.trigger({ body: { code } })).recoveryCodes)}
      />
    </Stack>
  );
}
