import { useState } from 'react';
import { type SavedReply } from '../../../api/admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { CANCEL, DELETE, DELETE_REPLY_BODY, deleteReplyTitle, DELETING } from './texts';
import { useSettingsSave } from './useSettingsSave';

/**
 * The confirmation before a saved reply is deleted: an alert dialog naming it. `reply` outlives
 * `open`, so the text stays put while the dialog animates out; a failure keeps it open and says why.
 */
export function DeleteReplyDialog({
  reply,
  open,
  onClose,
}: {
  reply: SavedReply | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSettingsSave();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; reason?: string } | null>(null);
  const title = reply?.title ?? '';

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!reply || busy) return;
    setBusy(true);
    setFailure(null);
    const result = await save({ kind: 'delete', id: reply.id, title: reply.title });
    setBusy(false);
    if (result.ok) close();
    else setFailure(result.problem.alert);
  };

  return (
    <ConfirmDialog
      open={open}
      title={deleteReplyTitle(title)}
      description={DELETE_REPLY_BODY}
      confirmLabel={DELETE}
      pendingLabel={DELETING}
      cancelLabel={CANCEL}
      busy={busy}
      failure={failure ? <ErrorState title={failure.title} message={failure.reason} size="sm" /> : null}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
