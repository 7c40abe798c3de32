import type { FieldError, UseFormRegister } from 'react-hook-form';
import { DISPUTE_TYPES } from '../../../api';
import { SelectField } from '../../../components/form';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import type { NewDisputeFormValues } from './schema';

const TYPE_OPTIONS = DISPUTE_TYPES.map((type) => ({ value: type, label: DISPUTE_TYPE_LABELS[type] }));

/** The five dispute types in a native select; none chosen is "Dispute type is required". */
export function DisputeTypeField({
  register,
  error,
}: {
  register: UseFormRegister<NewDisputeFormValues>;
  error: FieldError | undefined;
}) {
  return (
    <SelectField
      label="Dispute type"
      placeholder="Select a dispute type"
      options={TYPE_OPTIONS}
      registration={register('type')}
      error={error}
    />
  );
}
