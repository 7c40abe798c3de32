import { Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, type User } from '../../../api';
import { FormAlert, TextField } from '../../../components/form';
import { demoAccounts } from '../../../config/demo';
import { AuthCard } from '../AuthCard';
import { useAuth } from '../authContext';
import { SecondStepForm } from '../secondStep/SecondStepForm';
import { PasskeyButton } from '../secondStep/PasskeyButton';
import { SecondStepNeeded, type SecondStepMethod } from '../secondStep/secondStepNeeded';
import { SIGN_IN_WITH_PASSKEY } from '../../../components/passkeys/texts';
import { AdminLoginSchema, safeNextPath, type AdminLoginValues } from '../schemas';

export const ADMIN_INVALID = 'Invalid admin credentials. Please try again.';
export const ADMIN_FAILED = 'Authentication failed. Please try again.';

/** A refusal of the credentials themselves, as opposed to a failed call. */
const isCredentialRefusal = (error: unknown) => error instanceof ApiError && [400, 401, 403].includes(error.status);

/** The prefill, also each field's `defaultValue` so the prerendered form shows it (as on /login). */
const PREFILL = { username: demoAccounts?.admin.email ?? '', password: demoAccounts?.admin.password ?? '' };

/**
 * No credential pair lives in the client (docs/routes.md#after-sign-in). The form signs in through
 * the login endpoint and admits only a user whose isAdmin is true.
 */
export default function AdminLoginPage() {
  const { login, logout } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<{ challenge: string; email: string; method: SecondStepMethod } | null>(
    null,
  );
  const { register, handleSubmit, formState } = useForm<AdminLoginValues>({
    resolver: valibotResolver(AdminLoginSchema),
    defaultValues: PREFILL,
  });

  const signedIn = async (user: User) => {
    if (!user.isAdmin) {
      // Not an admin: end the session just opened rather than leave them half signed in.
      await logout();
      setSecondStep(null);
      setFailure(ADMIN_INVALID);
      return;
    }
    const next = safeNextPath(searchParams.get('next'));
    navigate(next?.startsWith('/admin/') ? next : '/admin/dashboard', { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signedIn(await login({ username: values.username, password: values.password }));
    } catch (error) {
      if (error instanceof SecondStepNeeded) {
        setSecondStep({ challenge: error.challenge, email: values.username, method: error.method });
        return;
      }
      // Too many tries is not a wrong password: the server's sentence says how long to wait.
      if (error instanceof ApiError && error.status === 429) setFailure(error.displayMessage);
      else setFailure(isCredentialRefusal(error) ? ADMIN_INVALID : ADMIN_FAILED);
    }
  });

  if (secondStep)
    return (
      <AuthCard title="Admin sign in" subtitle="For the dispute review team.">
        <SecondStepForm
          {...secondStep}
          onSignedIn={(user) => void signedIn(user)}
          onBack={(message) => {
            setSecondStep(null);
            setFailure(message ?? null);
          }}
        />
      </AuthCard>
    );

  return (
    <AuthCard title="Admin sign in" subtitle="For the dispute review team.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={failure} />
          <TextField
            name="username"
            label="Username"
            autoComplete="username"
            defaultValue={PREFILL.username}
            register={register}
            error={formState.errors.username}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            defaultValue={PREFILL.password}
            register={register}
            error={formState.errors.password}
          />
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Signing in...">
            Sign in
          </Button>
          <PasskeyButton label={SIGN_IN_WITH_PASSKEY} onSignedIn={(user) => void signedIn(user)} />
        </Stack>
      </form>
    </AuthCard>
  );
}
