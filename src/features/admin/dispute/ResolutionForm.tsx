import { Button, Field, Input, InputGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../../api';
import { type AdminDispute } from '../../../api/admin';
import { useApiWrite } from '../../../data';
import { formatAmount } from '../../../components/format';
import { toaster } from '../../../theme';
import { CheckboxField, SelectField } from '../../../components/form';
import { MONO_TEXT } from '../../../components/dispute/DisputeFacts';
import {
  closesDispute,
  DEFAULT_USER_RESPONSE,
  recommendedRefund,
  refundsMoney,
  RESOLUTION_OPTIONS,
  RESOLVE_FAILED,
  RESOLVE_SUCCESS,
  ResolutionFormSchema,
  type ResolutionFormValues,
} from './resolution';
import { SectionCard } from '../../../components/SectionCard';

const FIELDS = ['resolutionType', 'refundAmount', 'adminNotes', 'userResponse', 'confirmScam'] as const;

export const CONFIRM_SCAM_LABEL = 'Confirm the recipient address as a scam';
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

/** The admin's resolution: the outcome, a refund for refunds, notes and the response to the user. */
export function ResolutionForm({ dispute }: { dispute: AdminDispute }) {
  const navigate = useNavigate();
  const resolveDispute = useApiWrite('resolveDispute');
  const recommended = recommendedRefund(dispute.amount);
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: valibotResolver(ResolutionFormSchema),
    // The resolver stops the schema's pipe at the first wrong field unless every criterion is
    // asked for; then the refund's check (a step after the fields) never ran beside them.
    criteriaMode: 'all',
    defaultValues: {
      resolutionType: 'refund',
      refundAmount: recommended.toFixed(2),
      adminNotes: dispute.adminNotes ?? '',
      userResponse: DEFAULT_USER_RESPONSE,
      confirmScam: false,
    } satisfies ResolutionFormValues,
  });
  const { errors, isSubmitting } = formState;
  const resolutionType = useWatch({ control, name: 'resolutionType' });
  const showsRefund = refundsMoney(resolutionType);
  const recipient = dispute.toAddress;
  const offersConfirmation = recipient !== null && closesDispute(resolutionType);

  const onSubmit = handleSubmit(async ({ confirmScam, ...payload }) => {
    const confirmedScamAddress = confirmScam && closesDispute(payload.resolutionType) ? recipient : null;
    try {
      await resolveDispute.trigger({ id: dispute.id, body: { ...payload, confirmedScamAddress } });
      toaster.create({ type: 'success', ...RESOLVE_SUCCESS });
      await navigate('/admin/dashboard');
    } catch (error) {
      toaster.create({
        type: 'error',
        title: RESOLVE_FAILED.title,
        description: errorText(error, RESOLVE_FAILED.fallback),
      });
      const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
      for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
        const message = messages[0];
        // The payload's address is the form's checkbox: its refusal shows there.
        const field = key === 'confirmedScamAddress' ? 'confirmScam' : key;
        if (isField(field) && message) setError(field, { type: 'server', message });
      }
    }
  });

  return (
    <SectionCard size="sm" id="review-resolution" title="Resolve dispute">
      <form onSubmit={onSubmit} noValidate aria-labelledby="review-resolution">
        <Stack gap="4">
          <SelectField
            label="Resolution type"
            options={RESOLUTION_OPTIONS}
            registration={register('resolutionType')}
            error={errors.resolutionType}
          />

          {showsRefund ? (
            <Field.Root invalid={errors.refundAmount !== undefined}>
              <Field.Label>Refund amount</Field.Label>
              <InputGroup startElement="$" maxW={{ sm: '16rem' }}>
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  max={dispute.amount}
                  {...register('refundAmount')}
                />
              </InputGroup>
              <Field.HelperText>{`Recommended refund: ${formatAmount(recommended)}`}</Field.HelperText>
              <Field.ErrorText>{errors.refundAmount?.message}</Field.ErrorText>
            </Field.Root>
          ) : null}

          <Field.Root invalid={errors.adminNotes !== undefined}>
            <Field.Label>Admin notes</Field.Label>
            <Textarea rows={3} {...register('adminNotes')} />
            <Field.HelperText>Optional. Only admins see these notes.</Field.HelperText>
            <Field.ErrorText>{errors.adminNotes?.message}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={errors.userResponse !== undefined}>
            <Field.Label>Response to user</Field.Label>
            <Textarea rows={4} {...register('userResponse')} />
            <Field.HelperText>Sent to the user as a message on the dispute.</Field.HelperText>
            <Field.ErrorText>{errors.userResponse?.message}</Field.ErrorText>
          </Field.Root>

          {offersConfirmation ? (
            <Stack gap="1">
              <CheckboxField name="confirmScam" control={control} label={CONFIRM_SCAM_LABEL} />
              <Text {...MONO_TEXT} textStyle="sm" ps="7">
                {recipient}
              </Text>
              <Text textStyle="xs" color="fg.muted" ps="7">
                The scam check will then report this address as confirmed in a closed dispute.
              </Text>
            </Stack>
          ) : null}

          <Button
            type="submit"
            colorPalette="blue"
            alignSelf="flex-start"
            loading={isSubmitting}
            loadingText="Resolving..."
          >
            Resolve Dispute
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
