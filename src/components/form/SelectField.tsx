import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A choice: its value, and the words shown for it (the value itself when none). */
export type SelectOption = string | { value: string; label: string };

interface SelectFieldProps {
  /** The visible label, also the select's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** A first choice with the value "" (nothing chosen yet, or "not sure"). */
  placeholder?: string;
  /** `register(name)` from the form's `useForm`, with any options of its own. */
  registration: UseFormRegisterReturn;
  /** The value's validation error: its message shows under the select, which is marked invalid. */
  error?: FieldError | undefined;
  /** A hint under the select. */
  helperText?: string;
}

/** A labelled native select wired to react-hook-form; Chakra's Field links the label, help and error. */
export function SelectField({ label, options, placeholder, registration, error, helperText }: SelectFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration} placeholder={placeholder}>
          {options.map((option) => {
            const { value, label: words } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {words}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
