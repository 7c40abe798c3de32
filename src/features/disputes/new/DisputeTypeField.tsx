import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { DISPUTE_TYPES } from '../../../api';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import type { NewDisputeFormValues } from './schema';

/** The five dispute types in a native select; none chosen is "Dispute type is required". */
export function DisputeTypeField({
  register,
  error,
}: {
  register: UseFormRegister<NewDisputeFormValues>;
  error: FieldError | undefined;
}) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>Dispute type</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder="Select a dispute type" {...register('type')}>
          {DISPUTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {DISPUTE_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
