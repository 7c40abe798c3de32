import { Button, Card, Field, Fieldset, Group, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { REPORT_PRESETS } from '../../../api/admin';
import { formatDay } from './formatReport';
import type { Period, PresetDays } from './period';
import {
  APPLY,
  CUSTOM_RANGE_LABEL,
  FROM_LABEL,
  PERIOD_HEADING,
  presetLabel,
  PRESETS_LABEL,
  TO_LABEL,
  utcCaption,
} from './texts';

export type PeriodChoice = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string };

function DateField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={error !== undefined} flex="1" minW={{ base: 'full', sm: '10rem' }} maxW={{ sm: '14rem' }}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The two days of a custom range and Apply. Its fields start from the period shown (the page
 * remounts it when the period changes); what is wrong with the period shows at its fields.
 */
function CustomRangeForm({ period, onApply }: { period: Period; onApply: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const errors = period.kind === 'custom' ? period.errors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(from, to);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">{CUSTOM_RANGE_LABEL}</Fieldset.Legend>
        <HStack align="flex-start" gap="3" wrap="wrap" mt="1">
          <DateField label={FROM_LABEL} value={from} error={errors.from} onChange={setFrom} />
          <DateField label={TO_LABEL} value={to} error={errors.to} onChange={setTo} />
          {/* Level with the inputs: below their labels' line. */}
          <Button type="submit" variant="outline" mt={{ sm: '6' }}>
            {APPLY}
          </Button>
        </HStack>
      </Fieldset.Root>
    </form>
  );
}

/** The period of the report: three presets, or a from–to of one's own. */
export function PeriodControls({
  period,
  today,
  onChange,
}: {
  period: Period;
  today: string;
  onChange: (choice: PeriodChoice) => void;
}) {
  const headingId = useId();
  const presetsId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id={headingId}>
            {PERIOD_HEADING}
          </Heading>
          <Stack gap="2">
            <Text id={presetsId} fontWeight="medium" textStyle="sm">
              {PRESETS_LABEL}
            </Text>
            <Group role="group" aria-labelledby={presetsId} wrap="wrap" gap="2">
              {REPORT_PRESETS.map((days) => {
                const pressed = period.kind === 'preset' && period.days === days;
                return (
                  <Button
                    key={days}
                    size="sm"
                    variant={pressed ? 'solid' : 'outline'}
                    aria-pressed={pressed}
                    onClick={() => onChange({ kind: 'preset', days })}
                  >
                    {presetLabel(days)}
                  </Button>
                );
              })}
            </Group>
          </Stack>
          <CustomRangeForm
            key={`${period.from}|${period.to}`}
            period={period}
            onApply={(from, to) => onChange({ kind: 'custom', from, to })}
          />
          <Text textStyle="xs" color="fg.muted">
            {utcCaption(formatDay(today))}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
