/**
 * One button that signs in with a passkey (docs/server.md#passkeys): "Sign in with a passkey" on
 * the sign-in pages, "Use a passkey instead" on the code step. A refusal shows below it; an expired
 * password step goes back to the password form, as the code step does.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiError, errorText, type User } from '../../../api';
import { CHALLENGE_EXPIRED } from '../../../api/twoStep';
import { CHECKING_PASSKEY } from '../../../components/passkeys/texts';
import { FormAlert } from '../../../components/form';
import { useAuth } from '../authContext';

export function PasskeyButton({
  label,
  challenge,
  rememberMe,
  variant = 'outline',
  onSignedIn,
  onExpired,
}: {
  label: string;
  challenge?: string;
  rememberMe?: () => boolean;
  variant?: 'outline' | 'solid' | 'ghost';
  onSignedIn(user: User): void;
  onExpired?(message: string): void;
}) {
  const { signInWithPasskey } = useAuth();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    setBusy(true);
    try {
      onSignedIn(await signInWithPasskey({ challenge, rememberMe: rememberMe?.() }));
    } catch (error) {
      if (onExpired && error instanceof ApiError && error.body?.message === CHALLENGE_EXPIRED)
        onExpired(CHALLENGE_EXPIRED);
      else setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2">
      <Button
        variant={variant}
        colorPalette="blue"
        loading={busy}
        loadingText={CHECKING_PASSKEY}
        onClick={() => void run()}
      >
        {label}
      </Button>
      <FormAlert message={failure} />
    </Stack>
  );
}
