import { Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS } from '../../../api';
import { type SavedReply } from '../../../api/admin';
import type { ReplyFields } from './applySettingsChange';
import { characterLength, replyFormSchema, type ReplyFormValues } from './forms';
import { ErrorState } from '../../../components/ErrorState';
import {
  ADD_REPLY,
  CANCEL,
  characterCount,
  EDIT_REPLY_TITLE,
  SAVE_REPLY,
  SAVING,
  TEXT_LABEL,
  TITLE_HELP,
  TITLE_LABEL,
} from './texts';
import { useSettingsSave } from './useSettingsSave';

/** What the dialog is open for: a new reply, or one to edit. */
export type ReplyTarget = { kind: 'add' } | { kind: 'edit'; reply: SavedReply };

/**
 * Adds or edits a saved reply. The form is made afresh each time the dialog opens; a refusal keeps
 * it open with what was typed. A reply deleted by someone else while it was being edited turns the
 * form into an "add", so the text can still be kept.
 */
export function SavedReplyDialog({
  target,
  open,
  replies,
  onClose,
}: {
  target: ReplyTarget;
  open: boolean;
  replies: readonly SavedReply[];
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      size="lg"
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ReplyForm target={target} replies={replies} onBusy={setBusy} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReplyForm({
  target,
  replies,
  onBusy,
  onClose,
}: {
  target: ReplyTarget;
  replies: readonly SavedReply[];
  onBusy: (busy: boolean) => void;
  onClose: () => void;
}) {
  const save = useSettingsSave();
  const [editing, setEditing] = useState(target.kind === 'edit' ? target.reply.id : null);
  const [failure, setFailure] = useState<{ title: string; reason?: string } | null>(null);
  // From the settings as they are now: a title another admin took since the dialog opened counts too.
  const schema = useMemo(
    () => replyFormSchema(replies.filter((reply) => reply.id !== editing).map((reply) => reply.title)),
    [replies, editing],
  );
  const { register, handleSubmit, setError, control, formState } = useForm<ReplyFormValues, unknown, ReplyFields>({
    resolver: valibotResolver(schema),
    // Else the resolver stops the schema's pipe at the first wrong field, and the title's
    // uniqueness (a step after the fields) is not checked while the text is wrong.
    criteriaMode: 'all',
    defaultValues:
      target.kind === 'edit' ? { title: target.reply.title, text: target.reply.text } : { title: '', text: '' },
  });
  const { errors, isSubmitting } = formState;
  const length = characterLength(useWatch({ control, name: 'text' }));

  const onSubmit = handleSubmit(async (reply) => {
    setFailure(null);
    onBusy(true);
    try {
      const result = await save(editing === null ? { kind: 'add', reply } : { kind: 'edit', id: editing, reply });
      if (result.ok) {
        onClose();
        return;
      }
      const { fields, alert, gone } = result.problem;
      if (gone) setEditing(null);
      if (fields.title) setError('title', { type: 'server', message: fields.title }, { shouldFocus: true });
      if (fields.text) setError('text', { type: 'server', message: fields.text });
      setFailure(alert);
    } finally {
      onBusy(false);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{editing === null ? ADD_REPLY : EDIT_REPLY_TITLE}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {failure ? <ErrorState title={failure.title} message={failure.reason} size="sm" /> : null}
          <Field.Root invalid={errors.title !== undefined}>
            <Field.Label>{TITLE_LABEL}</Field.Label>
            <Input autoComplete="off" {...register('title')} />
            <Field.HelperText>{TITLE_HELP}</Field.HelperText>
            <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.text !== undefined}>
            <Field.Label>{TEXT_LABEL}</Field.Label>
            <Textarea rows={8} resize="vertical" {...register('text')} />
            <Field.HelperText color={length > LIMITS.textMax ? 'fg.error' : undefined}>
              {characterCount(length)}
            </Field.HelperText>
            <Field.ErrorText>{errors.text?.message}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={isSubmitting} onClick={onClose}>
          {CANCEL}
        </Button>
        <Button type="submit" colorPalette="primary" loading={isSubmitting} loadingText={SAVING}>
          {SAVE_REPLY}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
