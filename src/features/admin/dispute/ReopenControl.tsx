import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { errorText, LIMITS } from '../../../api';
import { REOPEN_REASON_MESSAGE } from '../../../api/admin';
import { useApiWrite } from '../../../data';
import type { ControlProps } from './handlingOutcome';

/** Shown word for word (docs/texts.md#admin-review-conversation). */
export const REOPEN_FAILED = 'The dispute could not be reopened.';
export const REOPEN_REASON_LABEL = 'Why reopen it?';
export const REOPEN_REASON_HELP =
  'It goes on the timeline, which the user reads too, and in their notification. The decision stays in the history.';
export const REOPENED_TEXT = 'Reopened: the dispute is In Progress again.';

/**
 * Reopens a closed dispute (docs/statuses.md#transitions): back to In Progress, with a reason the
 * user reads on their timeline. No reason, no call; a refusal keeps the reason and says why.
 */
export function ReopenControl({ dispute, report }: ControlProps) {
  const reopen = useApiWrite('reopenDispute');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const pending = reopen.isPending;
  const field = useRef<HTMLTextAreaElement>(null);

  const apply = async () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setMissing(true);
      field.current?.focus();
      return;
    }
    try {
      await reopen.trigger({ id: dispute.id, body: { reason: trimmed } });
      report({ ok: true, text: REOPENED_TEXT });
    } catch (error) {
      // The reason stays: nothing typed is lost.
      report({ ok: false, title: REOPEN_FAILED, reason: errorText(error) });
    }
  };

  return (
    <form
      noValidate
      aria-label="Reopen the dispute"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <Stack gap="2">
        <Field.Root invalid={missing} disabled={pending}>
          <Field.Label>{REOPEN_REASON_LABEL}</Field.Label>
          <Textarea
            ref={field}
            value={reason}
            onChange={(event) => {
              setMissing(false);
              setReason(event.target.value);
            }}
            rows={2}
            maxLength={LIMITS.textMax}
            resize="vertical"
          />
          <Field.HelperText>{REOPEN_REASON_HELP}</Field.HelperText>
          <Field.ErrorText>{REOPEN_REASON_MESSAGE}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          size="sm"
          colorPalette="primary"
          variant="outline"
          alignSelf="flex-start"
          loading={pending}
          loadingText="Reopening..."
        >
          Reopen dispute
        </Button>
      </Stack>
    </form>
  );
}
