import { Button, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api';
import { CheckboxField, FormAlert, TextField } from '../../../components/form';
import { AuthCard } from '../AuthCard';
import { useAuth } from '../authContext';
import { RegisterWithWalletSchema } from '../registerWallet';
import { safeNextPath, usernameFor, type RegisterFormValues } from '../schemas';

export const REGISTER_FAILED = 'There was a problem creating your account. Please try again.';
const SERVER_FIELDS = ['email', 'walletAddress', 'password'] as const;

export default function RegisterPage() {
  const { register: createAccount } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<RegisterFormValues>({
    resolver: valibotResolver(RegisterWithWalletSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      walletAddress: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createAccount({
        username: usernameFor(values.firstName, values.lastName),
        email: values.email,
        password: values.password,
        walletAddress: values.walletAddress,
        firstName: values.firstName,
        lastName: values.lastName,
      });
      navigate(safeNextPath(searchParams.get('next')) ?? '/dashboard', { replace: true });
    } catch (error) {
      setFailure(REGISTER_FAILED);
      // A taken email (409) or a rule the server caught: show it beside the field it concerns.
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      for (const field of SERVER_FIELDS) {
        const message = fieldErrors?.[field]?.[0];
        if (message) setError(field, { message });
      }
    }
  });

  return (
    <AuthCard title="Create your account" subtitle="File and follow disputes over crypto transactions.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={failure} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              name="firstName"
              label="First name"
              autoComplete="given-name"
              register={register}
              error={errors.firstName}
            />
            <TextField
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              register={register}
              error={errors.lastName}
            />
          </SimpleGrid>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            register={register}
            error={errors.email}
          />
          <TextField
            name="walletAddress"
            label="Wallet address"
            autoComplete="off"
            spellCheck={false}
            register={register}
            error={errors.walletAddress}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText="At least 8 characters"
            register={register}
            error={errors.password}
          />
          <TextField
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            register={register}
            error={errors.confirmPassword}
          />
          <CheckboxField name="terms" control={control} label="I agree to the terms of service and privacy policy" />
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Creating account...">
            Create account
          </Button>
          <Text textAlign="center" fontSize="sm">
            Already have an account?{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to="/login">Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
