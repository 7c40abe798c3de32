import { Button, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { errorText } from '../../../api';
import { TwoStepCodeRequestSchema } from '../../../api/twoStep';
import { FormAlert, TextField } from '../../../components/form';
import { CODE_LABEL } from './texts';

/** The body's rule, after the spaces an app shows (`123 456`) are taken out. */
const CodeFormSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\s+/g, '')),
    TwoStepCodeRequestSchema.entries.code,
  ),
});
type CodeValues = v.InferInput<typeof CodeFormSchema>;

/** A code from the app and one button: the form of setting up, renewing codes and turning off. */
export function CodeForm({
  button,
  colorPalette = 'blue',
  onCode,
}: {
  button: string;
  colorPalette?: 'blue' | 'red';
  /** Sends the code; a rejection is shown above the field. */
  onCode(code: string): Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<CodeValues>({
    resolver: valibotResolver(CodeFormSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onCode(code);
      reset({ code: '' });
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={button}>
      <Stack gap="3" maxW="sm">
        <FormAlert message={failure} />
        <TextField
          name="code"
          label={CODE_LABEL}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          register={register}
          error={formState.errors.code}
        />
        <Button type="submit" colorPalette={colorPalette} alignSelf="start" loading={formState.isSubmitting}>
          {button}
        </Button>
      </Stack>
    </form>
  );
}
