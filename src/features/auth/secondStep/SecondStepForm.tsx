/**
 * The second step of a sign-in (docs/server.md#two-step-sign-in): the code from the authenticator
 * app, or a recovery code. Its texts are in docs/texts.md#two-step-sign-in.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError, errorText, type User } from '../../../api';
import { CHALLENGE_EXPIRED } from '../../../api/twoStep';
import { FormAlert, TextField } from '../../../components/form';
import { useAuth } from '../authContext';
import { PASSKEY_STEP_HINT, USE_PASSKEY_INSTEAD, USE_YOUR_PASSKEY } from '../../../components/passkeys/texts';
import { DemoSignInCode } from './DemoSignInCode';
import { PasskeyButton } from './PasskeyButton';
import type { SecondStepMethod } from './secondStepNeeded';

export const SECOND_STEP_TITLE = 'Two-step sign-in';
export const APP_CODE_HINT = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_CODE_HINT = 'Enter one of your recovery codes. Each works once.';
export const APP_CODE_FORMAT = 'Enter the 6 digits your app shows';
export const RECOVERY_CODE_REQUIRED = 'Enter a recovery code';

const AppCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\s+/g, '')),
    v.regex(/^\d{6}$/, APP_CODE_FORMAT),
  ),
});
const RecoveryCodeSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.minLength(1, RECOVERY_CODE_REQUIRED)) });
type CodeValues = { code: string };

interface SecondStepFormProps {
  challenge: string;
  /** The email the password step signed in with: the demo's code is that account's. */
  email: string;
  onSignedIn(user: User): void;
  /** Back to the password step (its values kept), with the sentence to show there, if any (an expired challenge's). */
  onBack(message?: string): void;
  /** `passkey`: the account's only second step is a passkey (docs/server.md#passkeys). */
  method?: SecondStepMethod;
}

export function SecondStepForm({ challenge, email, onSignedIn, onBack, method = 'totp' }: SecondStepFormProps) {
  if (method === 'passkey') return <PasskeyStep challenge={challenge} onSignedIn={onSignedIn} onBack={onBack} />;
  return <CodeStep challenge={challenge} email={email} onSignedIn={onSignedIn} onBack={onBack} />;
}

/** An account whose second step is a passkey alone: the device's prompt, or back to the password. */
function PasskeyStep({ challenge, onSignedIn, onBack }: Omit<SecondStepFormProps, 'email' | 'method'>) {
  return (
    <Stack gap="4" as="section" aria-label={SECOND_STEP_TITLE}>
      <Text fontWeight="semibold" as="h2">
        {SECOND_STEP_TITLE}
      </Text>
      <Text color="fg.muted">{PASSKEY_STEP_HINT}</Text>
      <PasskeyButton
        label={USE_YOUR_PASSKEY}
        variant="solid"
        challenge={challenge}
        onSignedIn={onSignedIn}
        onExpired={onBack}
      />
      <Button variant="outline" onClick={() => onBack()}>
        Back to password
      </Button>
    </Stack>
  );
}

function CodeStep({ challenge, email, onSignedIn, onBack }: Omit<SecondStepFormProps, 'method'>) {
  const { completeSecondStep } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<CodeValues>({
    resolver: valibotResolver(recovery ? RecoveryCodeSchema : AppCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onSignedIn(await completeSecondStep({ challenge, code }));
    } catch (error) {
      // An expired challenge cannot be retried here: the password step comes again, saying why.
      if (error instanceof ApiError && error.body?.message === CHALLENGE_EXPIRED) onBack(CHALLENGE_EXPIRED);
      else setFailure(errorText(error));
    }
  });

  const toggle = () => {
    setRecovery((was) => !was);
    setFailure(null);
    reset({ code: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={SECOND_STEP_TITLE}>
      <Stack gap="4">
        <Text fontWeight="semibold" as="h2">
          {SECOND_STEP_TITLE}
        </Text>
        <Text color="fg.muted">{recovery ? RECOVERY_CODE_HINT : APP_CODE_HINT}</Text>
        <FormAlert message={failure} />
        {recovery ? (
          <TextField
            key="recovery"
            name="code"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            register={register}
            error={formState.errors.code}
          />
        ) : (
          <TextField
            key="app"
            name="code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus
            register={register}
            error={formState.errors.code}
          />
        )}
        {!recovery && <DemoSignInCode email={email} />}
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Checking...">
          Verify
        </Button>
        <Button variant="ghost" onClick={toggle}>
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <PasskeyButton
          label={USE_PASSKEY_INSTEAD}
          variant="ghost"
          challenge={challenge}
          onSignedIn={onSignedIn}
          onExpired={onBack}
        />
        <Button variant="outline" onClick={() => onBack()}>
          Back to password
        </Button>
      </Stack>
    </form>
  );
}
