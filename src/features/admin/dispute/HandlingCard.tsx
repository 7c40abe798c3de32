import { Button, DataList, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ACTIVE_STATUSES, errorText, isActiveStatus, LIMITS, type DisputeStatus } from '../../../api';
import { type AdminDispute } from '../../../api/admin';
import { useApiList, useApiWrite } from '../../../data';
import { useAuth } from '../../auth';
import type { ControlProps, Outcome } from './handlingOutcome';
import { ReopenControl } from './ReopenControl';
import { Fact } from './Fact';
import { SectionCard } from '../../../components/SectionCard';
import { ErrorState } from '../../../components/ErrorState';

/** Shown word for word (docs/texts.md#admin-review-conversation). */
export const UNASSIGNED = 'Unassigned';
export const ASSIGN_FAILED = 'The assignee could not be changed.';
export const STATUS_FAILED = 'The status could not be changed.';
export const ADMINS_FAILED = 'The list of admins could not be loaded.';
export const CLOSED_HANDLING = 'A closed dispute keeps its assignee and status until it is reopened.';
export const assignedText = (name: string | null) => (name ? `Assigned to ${name}.` : 'The dispute is now unassigned.');
export const statusChangedText = (status: DisputeStatus) => `Status changed to ${status}.`;

type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
const activeStatus = (value: string): ActiveStatus | undefined => ACTIVE_STATUSES.find((status) => status === value);

/**
 * Who holds the dispute and where it stands, for an active dispute: the assignee (any admin, or
 * nobody; "Assign to me") and a move between the active statuses with an optional note
 * (docs/statuses.md#transitions). Each write fetches the dispute again; a refusal (the dispute
 * closed meanwhile, an account that is no admin, no network) says why and fetches it too, so the
 * page shows the dispute as it now is. A closed dispute shows its assignee read-only and can be
 * reopened, with a reason (docs/statuses.md#transitions).
 */
export function HandlingCard({ dispute, onRefresh }: { dispute: AdminDispute; onRefresh: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const open = isActiveStatus(dispute.status);
  const report = (next: Outcome) => {
    setOutcome(next);
    if (!next.ok) onRefresh();
  };
  return (
    <SectionCard size="sm" id="review-handling" title="Handling">
      {outcome?.ok === false ? <ErrorState title={outcome.title} message={outcome.reason} size="sm" /> : null}
      {/* Always in the page, so screen readers announce what lands in it. */}
      <Text role="status" textStyle="sm" color="fg.success" _empty={{ mt: '-4' }}>
        {outcome?.ok === true ? outcome.text : ''}
      </Text>
      {open ? (
        <Stack gap="5">
          <AssigneeControl dispute={dispute} report={report} />
          <StatusControl dispute={dispute} report={report} />
        </Stack>
      ) : (
        <>
          <DataList.Root orientation="horizontal" size="sm">
            <Fact label="Assignee">{dispute.assignee?.name ?? UNASSIGNED}</Fact>
            <Fact label="Status">{dispute.status}</Fact>
          </DataList.Root>
          <Text textStyle="sm" color="fg.muted">
            {CLOSED_HANDLING}
          </Text>
          <ReopenControl dispute={dispute} report={report} />
        </>
      )}
    </SectionCard>
  );
}

function AssigneeControl({ dispute, report }: ControlProps) {
  const { user } = useAuth();
  const admins = useApiList('getAdmins');
  const assign = useApiWrite('assignDispute');
  const current = dispute.assignee?.id ?? '';
  // The admin's pick until it is applied; then the select shows what the server holds.
  const [choice, setChoice] = useState<string | null>(null);
  // Which button sent the write on its way, for its spinner.
  const [sentBy, setSentBy] = useState<'pick' | 'me'>('pick');
  const pending = assign.isPending ? sentBy : null;
  const selected = choice ?? current;
  // The holder stays a choice even if the list of admins lacks them or has not arrived.
  const options = [...(admins.data ?? [])];
  if (dispute.assignee && !options.some((admin) => admin.id === dispute.assignee?.id))
    options.unshift({ ...dispute.assignee, email: '' });

  const apply = async (adminId: string | null, which: 'pick' | 'me') => {
    setSentBy(which);
    try {
      const updated = await assign.trigger({ id: dispute.id, body: { adminId } });
      report({ ok: true, text: assignedText(updated.assignee?.name ?? null) });
    } catch (error) {
      report({ ok: false, title: ASSIGN_FAILED, reason: errorText(error) });
    } finally {
      setChoice(null);
    }
  };

  return (
    <Stack gap="2">
      <Field.Root disabled={pending !== null}>
        <Field.Label>Assignee</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={selected} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{UNASSIGNED}</option>
            {options.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.id === user?.id ? `${admin.name} (you)` : admin.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {admins.isLoading ? <Field.HelperText>Loading admins...</Field.HelperText> : null}
      </Field.Root>
      {admins.error !== undefined ? (
        <HStack gap="2" wrap="wrap">
          <Text textStyle="sm" color="fg.error">{`${ADMINS_FAILED} ${errorText(admins.error)}`}</Text>
          <Button size="xs" variant="outline" onClick={() => void admins.mutate()}>
            Retry
          </Button>
        </HStack>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          colorPalette="primary"
          disabled={selected === current || pending !== null}
          loading={pending === 'pick'}
          loadingText="Saving..."
          onClick={() => void apply(selected === '' ? null : selected, 'pick')}
        >
          Save assignee
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!user || current === user.id || pending !== null}
          loading={pending === 'me'}
          loadingText="Saving..."
          onClick={() => {
            if (user) void apply(user.id, 'me');
          }}
        >
          Assign to me
        </Button>
      </HStack>
    </Stack>
  );
}

function StatusControl({ dispute, report }: ControlProps) {
  const setStatus = useApiWrite('setDisputeStatus');
  const [choice, setChoice] = useState<ActiveStatus | null>(null);
  const [note, setNote] = useState('');
  const pending = setStatus.isPending;
  const selected = choice ?? dispute.status;

  const apply = async () => {
    const target = activeStatus(selected);
    if (target === undefined) return;
    try {
      const trimmed = note.trim();
      const updated = await setStatus.trigger({
        id: dispute.id,
        body: { status: target, ...(trimmed ? { note: trimmed } : {}) },
      });
      report({ ok: true, text: statusChangedText(updated.status) });
      setNote('');
    } catch (error) {
      // The note stays: nothing typed is lost.
      report({ ok: false, title: STATUS_FAILED, reason: errorText(error) });
    } finally {
      setChoice(null);
    }
  };

  return (
    <Stack gap="2">
      <Field.Root disabled={pending}>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={selected}
            onChange={(event) => setChoice(activeStatus(event.target.value) ?? null)}
          >
            {ACTIVE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Resolving or rejecting is done with the resolution form.</Field.HelperText>
      </Field.Root>
      <Field.Root disabled={pending}>
        <Field.Label>Note for the timeline (optional)</Field.Label>
        <Input value={note} onChange={(event) => setNote(event.target.value)} maxLength={LIMITS.textMax} />
        <Field.HelperText>The user sees it on their timeline and in the notification.</Field.HelperText>
      </Field.Root>
      <Button
        size="sm"
        colorPalette="primary"
        alignSelf="flex-start"
        disabled={selected === dispute.status || pending}
        loading={pending}
        loadingText="Saving..."
        onClick={() => void apply()}
      >
        Change status
      </Button>
    </Stack>
  );
}
