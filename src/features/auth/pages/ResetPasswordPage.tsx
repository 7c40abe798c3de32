/**
 * /reset-password?token=… (docs/routes.md#reset-password): where a reset link from the mail lands.
 * A new password twice, under the registration rules; then "Your password has been changed" and a
 * way to sign in (the server starts no session and has ended every other). A link the server
 * refuses (expired, used, unknown) or one without its token says so and offers a new one.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError, calls } from '../../../api';
import { resetLinkProblem, type ResetLinkProblem } from '../../../api/passwordReset';
import { FormAlert, TextField } from '../../../components/form';
import { AuthCard } from '../AuthCard';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '../schemas';
import { RESET_FAILED } from './ForgotPasswordPage';

/** Word for word (docs/texts.md#password-reset). */
export const RESET_TEXTS = {
  title: 'Choose a new password',
  subtitle: 'Enter your new password twice. It must be at least 8 characters.',
  done: 'Your password has been changed',
  doneText: 'Sign in with your new password. Every device that was signed in to your account has been signed out.',
  incomplete: 'This reset link is incomplete.',
  incompleteText: 'Open the link from the email again, or copy the whole address into your browser.',
  requestNew: 'Request a new link',
} as const;

/** What each refused link says under its sentence, the sentence being the server's. */
const PROBLEM_TEXT: Record<ResetLinkProblem, string> = {
  expired: 'Reset links work for 30 minutes. Ask for a new one and use it soon after it arrives.',
  used: 'Each reset link works once. If you did not change your password, ask for a new link.',
  invalid: 'It may be cut short or mistyped, or a newer link has replaced it. Ask for a new one.',
};

type Outcome = { kind: 'done' } | { kind: 'refused'; title: string; text: string } | null;

function LinkRefused({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title}>
      <Stack gap="4">
        <Text>{text}</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/forgot-password">{RESET_TEXTS.requestNew}</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}

const subscribeToNothing = () => () => undefined;

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  // The page is rendered at build time, where no address has a token: a missing one is told only
  // once hydrated, so the first paint (the form) is the same on both sides.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordFormValues>({
    resolver: valibotResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await calls.confirmPasswordReset({ body: { token, password } });
      setOutcome({ kind: 'done' });
    } catch (error) {
      if (!(error instanceof ApiError)) return setFailure(RESET_FAILED);
      const body = error.body;
      const sentence = body?.fieldErrors?.token?.[0] ?? body?.message;
      const problem = resetLinkProblem(sentence);
      if ((error.status === 422 || error.status === 400) && sentence && problem)
        return setOutcome({ kind: 'refused', title: sentence, text: PROBLEM_TEXT[problem] });
      const passwordProblem = body?.fieldErrors?.password?.[0];
      if (error.status === 400 && passwordProblem) return setError('password', { message: passwordProblem });
      // Too many refused links from here: the server's sentence says how long to wait.
      setFailure(error.status === 429 ? error.displayMessage : RESET_FAILED);
    }
  });

  if (hydrated && !token) return <LinkRefused title={RESET_TEXTS.incomplete} text={RESET_TEXTS.incompleteText} />;
  if (outcome?.kind === 'refused') return <LinkRefused title={outcome.title} text={outcome.text} />;
  if (outcome?.kind === 'done') {
    return (
      <AuthCard title={RESET_TEXTS.done}>
        <Stack gap="4">
          <Text>{RESET_TEXTS.doneText}</Text>
          <Button asChild colorPalette="blue">
            <RouterLink to="/login">Sign in</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={RESET_TEXTS.title} subtitle={RESET_TEXTS.subtitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={failure} />
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            register={register}
            error={formState.errors.password}
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            register={register}
            error={formState.errors.confirmPassword}
          />
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Changing...">
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
