import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';

interface TextFieldProps<TValues extends FieldValues> extends Omit<InputProps, 'name'> {
  /** The form value the field edits. */
  name: Path<TValues>;
  /** The visible label, also the input's accessible name. */
  label: string;
  /** `register` from the form's `useForm`: it binds the input to the form value. */
  register: UseFormRegister<TValues>;
  /** The value's validation error (`formState.errors[name]`): its message shows under the field, which is marked invalid. */
  error?: FieldError | undefined;
  /** A hint under the field, e.g. a format or a minimum length. */
  helperText?: string;
  /** A five-row text area for free text instead of a one-line input; it takes none of the input's own props. */
  multiline?: boolean;
}

/** A labelled input wired to react-hook-form; Chakra's Field links the label, help and error. */
export function TextField<TValues extends FieldValues>({
  name,
  label,
  register,
  error,
  helperText,
  multiline = false,
  ...inputProps
}: TextFieldProps<TValues>) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea {...register(name)} rows={5} /> : <Input {...inputProps} {...register(name)} />}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
