import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { SavedReply } from '../../../api';
import { SaveFailureAlert } from './SaveFailureAlert';
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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{deleteReplyTitle(title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <SaveFailureAlert failure={failure} />
              <Dialog.Description>{DELETE_REPLY_BODY}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={close}>
                {CANCEL}
              </Button>
              <Button colorPalette="destructive" loading={busy} loadingText={DELETING} onClick={() => void confirm()}>
                {DELETE}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
