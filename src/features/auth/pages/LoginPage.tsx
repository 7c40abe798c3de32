import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, type User } from '../../../api';
import { CheckboxField, FormAlert, TextField } from '../../../components/form';
import { demoAccounts } from '../../../config/demo';
import { AuthCard } from '../AuthCard';
import { useAuth } from '../authContext';
import { SecondStepForm } from '../secondStep/SecondStepForm';
import { PasskeyButton } from '../secondStep/PasskeyButton';
import { SecondStepNeeded, type SecondStepMethod } from '../secondStep/secondStepNeeded';
import { SIGN_IN_WITH_PASSKEY } from '../../../components/passkeys/texts';
import { LoginFormSchema, safeNextPath, type LoginFormValues } from '../schemas';

export const LOGIN_FAILED = 'Invalid email or password. Please try again.';

/** Too many tries is not a wrong password: a person who knows theirs is told to wait, and for how long. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.displayMessage : LOGIN_FAILED;

/**
 * The prefill is also each field's `defaultValue`, so the prerendered form shows it at first paint
 * and react-hook-form keeps what a person typed over it before the app was ready.
 */
const PREFILL = { username: demoAccounts?.user.email ?? '', password: demoAccounts?.user.password ?? '' };

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<{ challenge: string; email: string; method: SecondStepMethod } | null>(
    null,
  );
  const { register, control, handleSubmit, formState, getValues } = useForm<LoginFormValues>({
    resolver: valibotResolver(LoginFormSchema),
    defaultValues: { ...PREFILL, rememberMe: false },
  });

  const signedIn = (user: User) => {
    // The destination follows the returned user's role, never the email text (docs/routes.md#after-sign-in).
    const home = user.isAdmin ? '/admin/dashboard' : '/dashboard';
    navigate(safeNextPath(searchParams.get('next')) ?? home, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      signedIn(await login(values));
    } catch (error) {
      if (error instanceof SecondStepNeeded)
        setSecondStep({ challenge: error.challenge, email: values.username, method: error.method });
      else setFailure(failureText(error));
    }
  });

  if (secondStep)
    return (
      <AuthCard title="Sign in to your account" subtitle="Follow your disputes and talk to support.">
        <SecondStepForm
          {...secondStep}
          onSignedIn={signedIn}
          onBack={(message) => {
            setSecondStep(null);
            setFailure(message ?? null);
          }}
        />
      </AuthCard>
    );

  const nextQuery = searchParams.get('next') ? `?next=${encodeURIComponent(searchParams.get('next') ?? '')}` : '';
  return (
    <AuthCard title="Sign in to your account" subtitle="Follow your disputes and talk to support.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={failure} />
          <TextField
            name="username"
            label="Email"
            type="email"
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
          <HStack justify="space-between" wrap="wrap">
            <CheckboxField name="rememberMe" control={control} label="Remember me" />
            <Link asChild colorPalette="blue">
              <RouterLink to="/forgot-password">Forgot password?</RouterLink>
            </Link>
          </HStack>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Signing in...">
            Sign in
          </Button>
          <PasskeyButton
            label={SIGN_IN_WITH_PASSKEY}
            rememberMe={() => getValues('rememberMe') === true}
            onSignedIn={signedIn}
          />
          <Text textAlign="center" fontSize="sm">
            No account yet?{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to={`/register${nextQuery}`}>Sign up</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
