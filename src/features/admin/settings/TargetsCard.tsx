import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FIRST_REPLY_HOURS_MAX } from '../../../api';
import { RESOLUTION_HOURS_MAX, type Settings } from '../../../api/admin';
import type { TargetFields } from './applySettingsChange';
import { TargetsFormSchema, type TargetsFormValues } from './forms';
import { ErrorState } from '../../../components/ErrorState';
import { SectionCard } from '../../../components/SectionCard';
import {
  DEFAULT_TARGETS,
  FIRST_REPLY_HELP,
  FIRST_REPLY_LABEL,
  HOURS_HELP,
  HOURS_LABEL,
  lastChanged,
  RATE_HELP,
  RATE_LABEL,
  SAVE_TARGETS,
  SAVING,
  TARGETS_TITLE,
} from './texts';
import { useSettingsSave } from './useSettingsSave';

const FIELDS = ['firstReplyHours', 'resolutionHours', 'resolutionRate'] as const;

/**
 * The targets Reports judge by. Only the targets the admin changed are saved, so another admin's
 * change to the other one meanwhile is kept; the boxes follow the saved values until edited.
 */
export function TargetsCard({ targets }: { targets: Settings['targets'] }) {
  const save = useSettingsSave();
  const [failure, setFailure] = useState<{ title: string; reason?: string } | null>(null);
  const saved: TargetFields = {
    firstReplyHours: targets.firstReplyHours,
    resolutionHours: targets.resolutionHours,
    resolutionRate: targets.resolutionRate,
  };
  const { register, handleSubmit, setError, reset, formState } = useForm<TargetsFormValues, unknown, TargetFields>({
    resolver: valibotResolver(TargetsFormSchema),
    values: saved,
    // Settings read again (after another admin's save) update the boxes the admin has not touched.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, dirtyFields } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changed = FIELDS.filter((field) => dirtyFields[field] && values[field] !== saved[field]);
    // Nothing changed: save both as they are, so Save always answers.
    const picked = changed.length > 0 ? changed : FIELDS;
    const result = await save({
      kind: 'targets',
      targets: Object.fromEntries(picked.map((field) => [field, values[field]])),
    });
    if (result.ok) {
      // The boxes show what is saved now, another admin's change to the other target included.
      const { firstReplyHours, resolutionHours, resolutionRate } = result.settings.targets;
      reset({ firstReplyHours, resolutionHours, resolutionRate });
      return;
    }
    for (const field of FIELDS) {
      const message = result.problem.fields[field];
      if (message) setError(field, { type: 'server', message });
    }
    setFailure(result.problem.alert);
  });

  return (
    <SectionCard
      size="sm"
      id="settings-targets"
      title={TARGETS_TITLE}
      aside={
        <Text textStyle="sm" color="fg.muted">
          {targets.updatedBy && targets.updatedAt
            ? lastChanged(targets.updatedBy.name, targets.updatedAt)
            : DEFAULT_TARGETS}
        </Text>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="settings-targets">
        <Stack gap="4">
          {failure ? <ErrorState title={failure.title} message={failure.reason} size="sm" /> : null}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root invalid={errors.firstReplyHours !== undefined}>
              <Field.Label>{FIRST_REPLY_LABEL}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={FIRST_REPLY_HOURS_MAX}
                step={1}
                {...register('firstReplyHours', { valueAsNumber: true })}
              />
              <Field.HelperText>{FIRST_REPLY_HELP}</Field.HelperText>
              <Field.ErrorText>{errors.firstReplyHours?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={errors.resolutionHours !== undefined}>
              <Field.Label>{HOURS_LABEL}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={RESOLUTION_HOURS_MAX}
                step={1}
                {...register('resolutionHours', { valueAsNumber: true })}
              />
              <Field.HelperText>{HOURS_HELP}</Field.HelperText>
              <Field.ErrorText>{errors.resolutionHours?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={errors.resolutionRate !== undefined}>
              <Field.Label>{RATE_LABEL}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                {...register('resolutionRate', { valueAsNumber: true })}
              />
              <Field.HelperText>{RATE_HELP}</Field.HelperText>
              <Field.ErrorText>{errors.resolutionRate?.message}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="primary"
            alignSelf="flex-start"
            loading={isSubmitting}
            loadingText={SAVING}
          >
            {SAVE_TARGETS}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
