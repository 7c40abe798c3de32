import { Checkbox, Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface CheckboxFieldProps<TValues extends FieldValues, TTransformed extends FieldValues = TValues> {
  /** The boolean form value the checkbox sets. */
  name: Path<TValues>;
  /** `control` from the form's `useForm`. A form whose resolver outputs another type (`useForm<In, Ctx, Out>`) passes its control as it is. */
  control: Control<TValues, unknown, TTransformed>;
  /** The text beside the box, also its accessible name; clicking it toggles the box. */
  label: ReactNode;
}

/** A Chakra checkbox bound to a boolean form value, with its error under it. */
export function CheckboxField<TValues extends FieldValues, TTransformed extends FieldValues = TValues>({
  name,
  control,
  label,
}: CheckboxFieldProps<TValues, TTransformed>) {
  // Chakra links a field's error to its control only for Field's own inputs, not to a checkbox's
  // hidden input: without this, a person who tabs back to the box hears "invalid" but not why.
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field.Root invalid={fieldState.error !== undefined}>
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            invalid={fieldState.error !== undefined}
          >
            <Checkbox.HiddenInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText id={errorId}>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
