import { Field, Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';

interface TextFieldProps<TValues extends FieldValues> extends Omit<InputProps, 'name'> {
  name: Path<TValues>;
  label: string;
  register: UseFormRegister<TValues>;
  error?: FieldError | undefined;
  helperText?: string;
  multiline?: boolean;
}

/** A labelled input wired to react-hook-form; Chakra's Field links the label, help and error. */
export function TextField<TValues extends FieldValues>({
  name, label, register, error, helperText, multiline = false, ...inputProps
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
