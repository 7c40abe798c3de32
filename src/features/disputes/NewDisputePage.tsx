import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api';
import type { CreateDisputeData } from '../../api/disputeRequest';
import { useApiWrite } from '../../data';
import { CheckboxField, FormAlert, TextField } from '../../components/form';
import { clearScamReportDraft, readScamReportDraft, type ScamReportDraft } from '../../components/scamReportDraft';
import { useAuth } from '../auth';
import { useEvidenceUploads } from '../evidence';
import { DisputeTypeField } from './new/DisputeTypeField';
import { DraftNotice } from './new/DraftNotice';
import { EvidenceSending } from './new/EvidenceSending';
import { EvidenceUpload } from './new/EvidenceUpload';
import { TransactionFields } from './new/TransactionFields';
import { draftValues, emptyForm, isFormField, newDisputeResolver, type NewDisputeFormValues } from './new/schema';
import { useDraftFiles } from './new/useDraftFiles';

export const SUBMIT_FAILED = 'Your dispute could not be submitted. Please try again.';
export const TERMS_LABEL = 'I confirm that the information provided is accurate';

export default function NewDisputePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const createDispute = useApiWrite('createDispute');
  const [draft, setDraft] = useState<ScamReportDraft | null>(readScamReportDraft);
  const [failure, setFailure] = useState<string | null>(null);
  // The evidence waits in the form until the dispute exists, then goes to it (docs/validation.md#new-dispute).
  const uploads = useEvidenceUploads(null);
  const draftFiles = useDraftFiles(draft, uploads.add);
  /** The id of the dispute once filed: the form gives way to its files' progress. */
  const [filed, setFiled] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError, setValue, trigger, getValues } = useForm<
    NewDisputeFormValues,
    unknown,
    CreateDisputeData
  >({
    resolver: newDisputeResolver,
    // A field is checked when it loses focus, then as the person types: a network's format is
    // easier to fix while the value is in front of them (docs/transactions.md#the-checks).
    mode: 'onTouched',
    // Every rule runs on every submit: with the default (first error only) the resolver stops the
    // schema's pipe at the first failing field, and a future date went unmentioned until every
    // other field was fixed.
    criteriaMode: 'all',
    defaultValues: emptyForm(user?.email ?? '', draft),
  });
  const { errors, isSubmitting } = formState;

  const discardDraft = () => {
    clearScamReportDraft();
    setDraft(null);
    for (const [key, value] of Object.entries(draftValues(null))) {
      if (isFormField(key)) setValue(key, value);
    }
    for (const row of uploads.rows) {
      if (draftFiles.files.includes(row.file)) uploads.remove(row.key);
    }
  };

  const allSent = filed !== null && !uploads.busy && uploads.rows.every((row) => row.status === 'done');
  useEffect(() => {
    if (allSent) navigate('/dispute-submitted');
  }, [allSent, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let id: string;
    try {
      ({ id } = await createDispute.trigger({ body: values }));
    } catch (error) {
      // The form keeps every value; the server's sentence and its field errors show in place.
      if (!(error instanceof ApiError)) {
        setFailure(SUBMIT_FAILED);
        return;
      }
      setFailure(error.displayMessage);
      for (const [key, messages] of Object.entries(error.body?.fieldErrors ?? {})) {
        const [message] = messages;
        if (isFormField(key) && message) setError(key, { type: 'server', message });
      }
      return;
    }
    clearScamReportDraft();
    setDraft(null);
    // A file the rules refused stays out: its row said why, and sending it could not help.
    for (const row of uploads.rows) {
      if (row.status === 'failed') uploads.remove(row.key);
    }
    if (!uploads.rows.some((row) => row.status === 'waiting')) {
      navigate('/dispute-submitted');
      return;
    }
    setFiled(id);
    uploads.start(id);
  });

  return (
    <Stack gap="6" maxW="3xl" mx="auto">
      <title>File a Dispute · Dispute Centre</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          File a Dispute
        </Heading>
        <Text color="fg.muted">
          Tell us what happened. A $20 one-time fee covers the initial analysis; there are no other fees unless funds
          are recovered.
        </Text>
      </Stack>
      {draft ? <DraftNotice draft={draft} files={draftFiles.state} onDiscard={discardDraft} /> : null}
      {filed !== null ? (
        <EvidenceSending disputeId={filed} uploads={uploads} onContinue={() => navigate('/dispute-submitted')} />
      ) : (
        <Card.Root>
          <Card.Body>
            <form onSubmit={onSubmit} noValidate aria-labelledby="dispute-form-heading">
              <Stack gap="5">
                <Heading as="h2" size="md" id="dispute-form-heading">
                  Dispute details
                </Heading>
                <FormAlert message={failure} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <DisputeTypeField register={register} error={errors.type} />
                  <TransactionFields
                    register={register}
                    control={control}
                    trigger={trigger}
                    getValues={getValues}
                    errors={errors}
                  />
                  <TextField
                    name="transactionDate"
                    label="Transaction date"
                    type="date"
                    register={register}
                    error={errors.transactionDate}
                  />
                  <TextField
                    name="amount"
                    label="Amount"
                    type="number"
                    step="0.01"
                    min="0.01"
                    inputMode="decimal"
                    helperText="In US dollars"
                    register={register}
                    error={errors.amount}
                  />
                </SimpleGrid>
                <TextField
                  name="description"
                  label="Description"
                  multiline
                  register={register}
                  error={errors.description}
                  helperText="What happened, when, and what you expected (at least 20 characters)."
                />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <TextField
                    name="contactEmail"
                    label="Contact email"
                    type="email"
                    autoComplete="email"
                    register={register}
                    error={errors.contactEmail}
                  />
                  <TextField
                    name="contactPhone"
                    label="Contact phone"
                    type="tel"
                    autoComplete="tel"
                    helperText="Optional"
                    register={register}
                    error={errors.contactPhone}
                  />
                </SimpleGrid>
                <EvidenceUpload
                  uploads={uploads}
                  disabled={isSubmitting}
                  bringingDraftFiles={draftFiles.state === 'loading'}
                />
                <CheckboxField name="termsAccepted" control={control} label={TERMS_LABEL} />
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="end" gap="3">
                  <Button asChild variant="outline">
                    <RouterLink to="/dashboard">Cancel</RouterLink>
                  </Button>
                  <Button
                    type="submit"
                    colorPalette="blue"
                    loading={isSubmitting}
                    loadingText="Submitting..."
                    disabled={draftFiles.state === 'loading'}
                  >
                    Submit Dispute
                  </Button>
                </Stack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
