import { Button, Checkbox, CheckboxGroup, Field, Fieldset, Input, Stack, Wrap } from '@chakra-ui/react';
import { DISPUTE_STATUSES, DISPUTE_TYPES, type DisputeStatus, type DisputeType } from '../../../api';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import { ASSIGNEE_FILTERS, isFiltered, type AssigneeFilter, type DisputeFilters } from './disputeFilters';

interface Props {
  filters: DisputeFilters;
  /** Any change of search or filters, only what changed: the panel merges it into the current filters, and the page goes back to 1. */
  onChange: (change: Partial<Omit<DisputeFilters, 'page'>>) => void;
}

const isStatus = (value: string): value is DisputeStatus => (DISPUTE_STATUSES as readonly string[]).includes(value);
const isType = (value: string): value is DisputeType => (DISPUTE_TYPES as readonly string[]).includes(value);
const isAssignee = (value: string): value is AssigneeFilter => (ASSIGNEE_FILTERS as readonly string[]).includes(value);

function CheckboxList({
  legend,
  options,
  value,
  onValueChange,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onValueChange: (value: string[]) => void;
}) {
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <CheckboxGroup value={value} onValueChange={onValueChange}>
        <Wrap gap="3" mt="1">
          {options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Wrap>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}

const STATUS_OPTIONS = DISPUTE_STATUSES.map((status) => ({ value: status, label: status }));
const TYPE_OPTIONS = DISPUTE_TYPES.map((type) => ({ value: type, label: DISPUTE_TYPE_LABELS[type] }));
/** The desk's queue filters (docs/texts.md#desk-queue); Mine and Unassigned combine with OR, "Waiting on support" with AND. */
const WAITING = 'waiting';
const QUEUE_OPTIONS = [
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: WAITING, label: 'Waiting on support' },
] as const satisfies readonly { value: AssigneeFilter | typeof WAITING; label: string }[];

/** The search box and the status, type and queue checkbox groups of the admin disputes table. */
export function DisputeFilterControls({ filters, onChange }: Props) {
  const { query, statuses, types, assignees, waitingOnSupport } = filters;
  const queue = [...assignees, ...(waitingOnSupport ? [WAITING] : [])];
  return (
    <Stack gap="4">
      <Field.Root maxW={{ md: 'md' }}>
        <Field.Label>Search disputes</Field.Label>
        <Input
          type="search"
          value={query}
          placeholder="Dispute ID or user email"
          autoComplete="off"
          onChange={(event) => onChange({ query: event.target.value })}
        />
      </Field.Root>
      <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '8' }} align={{ lg: 'flex-start' }}>
        <CheckboxList
          legend="Status"
          options={STATUS_OPTIONS}
          value={statuses}
          onValueChange={(value) => onChange({ statuses: value.filter(isStatus) })}
        />
        <CheckboxList
          legend="Type"
          options={TYPE_OPTIONS}
          value={types}
          onValueChange={(value) => onChange({ types: value.filter(isType) })}
        />
        <CheckboxList
          legend="Queue"
          options={QUEUE_OPTIONS}
          value={queue}
          onValueChange={(value) =>
            onChange({ assignees: value.filter(isAssignee), waitingOnSupport: value.includes(WAITING) })
          }
        />
      </Stack>
      {isFiltered(filters) ? (
        <Button
          alignSelf="flex-start"
          size="xs"
          variant="ghost"
          onClick={() => onChange({ query: '', statuses: [], types: [], assignees: [], waitingOnSupport: false })}
        >
          Clear search and filters
        </Button>
      ) : null}
    </Stack>
  );
}
