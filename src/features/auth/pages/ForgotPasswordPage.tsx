import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError, calls } from '../../../api';
import { FormAlert, TextField } from '../../../components/form';
import { AuthCard } from '../AuthCard';
import { ForgotPasswordSchema, type ForgotPasswordValues } from '../schemas';

export const RESET_FAILED = 'Something went wrong. Please try again later.';

/**
 * Asks the server to mail a reset link (docs/server.md#password-reset): it answers alike whether
 * or not the email has an account. A prop, so stories and tests can show the pending and failing
 * states with answers of their own.
 */
export const sendPasswordReset = (email: string) => calls.requestPasswordReset({ body: { email } });

export default function ForgotPasswordPage({
  requestReset = sendPasswordReset,
}: {
  requestReset?: (email: string) => Promise<void>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<ForgotPasswordValues>({
    resolver: valibotResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestReset(email);
      setSentTo(email);
    } catch (error) {
      // A server without the reset call (the original contract has none) answers 404: the page
      // then confirms as it always did, since that is all a person could be told before either.
      if (error instanceof ApiError && error.status === 404) setSentTo(email);
      // Too many requests: the server's sentence says how long to wait.
      else if (error instanceof ApiError && error.status === 429) setFailure(error.displayMessage);
      else setFailure(RESET_FAILED);
    }
  });

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email">
        <Stack gap="4">
          <Text>
            If an account exists for <Text as="strong">{sentTo}</Text>, we have sent a link to reset your password.
          </Text>
          <Button asChild colorPalette="blue">
            <RouterLink to="/login">Return to Login</RouterLink>
          </Button>
          <Text fontSize="sm">
            Didn&apos;t receive the email? Check your spam folder or{' '}
            <Link
              as="button"
              colorPalette="blue"
              onClick={() => {
                reset();
                setSentTo(null);
              }}
            >
              try again
            </Link>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a reset link.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={failure} />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            register={register}
            error={formState.errors.email}
          />
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Sending...">
            Send reset link
          </Button>
          <Text textAlign="center" fontSize="sm">
            <Link asChild colorPalette="blue">
              <RouterLink to="/login">Back to sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
