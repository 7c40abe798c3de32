/**
 * The "Report a Scam" case file (docs/validation.md#report-a-scam). It is connected: a valid report
 * is kept as a draft (its text in this tab only, its evidence files in IndexedDB beside it) and the
 * visitor goes on to /new-dispute, through sign-in when signed out, where the draft prefills a
 * scam_report dispute and its evidence list.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CheckboxField, SelectField, TextField } from '../../../components/form';
import { keepDraftFiles } from '../../../components/draftFiles';
import { saveScamReportDraft } from '../../../components/scamReportDraft';
import { useAuth } from '../../auth';
import { CURRENCY_OPTIONS, PLATFORM_OPTIONS } from '../content';
import { EvidenceField } from './EvidenceField';
import {
  EMPTY_REPORT,
  ScamReportFormSchema,
  toDraft,
  type ScamReportFormInput,
  type ScamReportFormOutput,
} from './reportSchema';

export const SUBMIT_REPORT = 'Submit report';
export const SIGNED_OUT_NOTE =
  'After you submit, you will sign in or create an account to file your report as a dispute.';
export const SIGNED_IN_NOTE = 'After you submit, your report opens as a new dispute for you to review and file.';

export function ReportScamForm({ defaultValues = EMPTY_REPORT }: { defaultValues?: ScamReportFormInput }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const noteId = useId();
  const { register, control, handleSubmit, formState } = useForm<ScamReportFormInput, unknown, ScamReportFormOutput>({
    resolver: valibotResolver(ScamReportFormSchema),
    defaultValues,
  });
  const termsAccepted = useWatch({ control, name: 'terms' });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    // Where the files cannot be kept, the draft carries their names and the visitor attaches them again.
    const filesKey = values.evidence.length > 0 ? await keepDraftFiles(values.evidence) : null;
    saveScamReportDraft(toDraft(values, filesKey));
    // Signed out, the route guard sends the visitor through /login?next=%2Fnew-dispute and back.
    navigate('/new-dispute');
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Report a scam">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField
            label="Platform"
            placeholder="Select the platform"
            options={PLATFORM_OPTIONS}
            registration={register('platform')}
            error={errors.platform}
          />
          <TextField
            name="affectedWallet"
            label="Affected wallet address"
            register={register}
            error={errors.affectedWallet}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            name="scammerWallet"
            label="Scammer wallet address (optional)"
            register={register}
            error={errors.scammerWallet}
            autoComplete="off"
            spellCheck={false}
          />
          <SimpleGrid columns={2} gap="3">
            <TextField
              name="amount"
              label="Amount lost"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              register={register}
              error={errors.amount}
            />
            <SelectField
              label="Currency"
              options={CURRENCY_OPTIONS}
              registration={register('currency')}
              error={errors.currency}
            />
          </SimpleGrid>
        </SimpleGrid>
        <TextField
          name="description"
          label="Description"
          multiline
          register={register}
          error={errors.description}
          helperText="What happened, when, and how you were contacted (at least 20 characters)."
        />
        <EvidenceField control={control} />
        <CheckboxField
          name="terms"
          control={control}
          label="I confirm the information is accurate and I accept the terms of service"
        />
        <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Button
            type="submit"
            colorPalette="primary"
            size="lg"
            disabled={termsAccepted !== true}
            aria-describedby={noteId}
            loading={formState.isSubmitting}
          >
            {SUBMIT_REPORT}
          </Button>
          <Text id={noteId} textStyle="sm" color="fg.muted">
            {isAuthenticated ? SIGNED_IN_NOTE : SIGNED_OUT_NOTE}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
