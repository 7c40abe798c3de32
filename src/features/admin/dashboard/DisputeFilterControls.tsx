import { Button, Checkbox, CheckboxGroup, Field, Fieldset, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { DISPUTE_STATUSES, DISPUTE_TYPES, type DisputeStatus, type DisputeType } from '../../../api';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import {
  ASSIGNEE_FILTERS,
  DISPUTE_SORTS,
  isFiltered,
  sortOf,
  type AssigneeFilter,
  type DisputeFilters,
  type DisputeSort,
  NO_FILTERS,
} from './disputeFilters';

interface Props {
  filters: DisputeFilters;
  /** The server sends clocks: offer "Breaching within 4 h" and the order control. */
  withClocks?: boolean;
  /** Any change of search or filters, only what changed: the panel merges it into the current filters, and the page goes back to 1. */
  onChange: (change: Partial<Omit<DisputeFilters, 'page'>>) => void;
}

/** "Clear search and filters": every filter as none sets it; the order and the page stay the caller's. */
const { sort: _sort, page: _page, ...CLEARED } = NO_FILTERS;

const isStatus = (value: string): value is DisputeStatus => (DISPUTE_STATUSES as readonly string[]).includes(value);
const isType = (value: string): value is DisputeType => (DISPUTE_TYPES as readonly string[]).includes(value);
const isAssignee = (value: string): value is AssigneeFilter => (ASSIGNEE_FILTERS as readonly string[]).includes(value);
const isSort = (value: string): value is DisputeSort => (DISPUTE_SORTS as readonly string[]).includes(value);

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
/**
 * The desk's queue filters (docs/texts.md#desk-queue); Mine and Unassigned combine with OR,
 * "Waiting on support" and "Breaching within 4 h" with AND.
 */
const WAITING = 'waiting';
const BREACHING = 'breaching';
const QUEUE_OPTIONS = [
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: WAITING, label: 'Waiting on support' },
] as const satisfies readonly { value: AssigneeFilter | typeof WAITING; label: string }[];
export const BREACHING_LABEL = 'Breaching within 4 h';
export const SORT_LABEL = 'Sort by';
export const SORT_LABELS: Record<DisputeSort, string> = {
  newest: 'Newest first',
  due: 'Due soonest first',
  waiting: 'Longest waiting first',
};

/** The search box, the order and the status, type and queue checkbox groups of the admin disputes table. */
export function DisputeFilterControls({ filters, withClocks = false, onChange }: Props) {
  const { query, statuses, types, assignees, waitingOnSupport, breachingSoon } = filters;
  const queue = [...assignees, ...(waitingOnSupport ? [WAITING] : []), ...(breachingSoon ? [BREACHING] : [])];
  const queueOptions = withClocks ? [...QUEUE_OPTIONS, { value: BREACHING, label: BREACHING_LABEL }] : QUEUE_OPTIONS;
  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
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
        {withClocks ? (
          <Field.Root maxW={{ md: '14rem' }}>
            <Field.Label>{SORT_LABEL}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={sortOf(filters, withClocks)}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  if (isSort(value)) onChange({ sort: value });
                }}
              >
                {DISPUTE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </Stack>
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
          options={queueOptions}
          value={queue}
          onValueChange={(value) =>
            onChange({
              assignees: value.filter(isAssignee),
              waitingOnSupport: value.includes(WAITING),
              breachingSoon: value.includes(BREACHING),
            })
          }
        />
      </Stack>
      {isFiltered(filters) ? (
        <Button alignSelf="flex-start" size="xs" variant="ghost" onClick={() => onChange(CLEARED)}>
          Clear search and filters
        </Button>
      ) : null}
    </Stack>
  );
}
