import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The one confirmation before an action that cannot be taken back: an alert dialog with a title, a
 * sentence on what will happen, Cancel and the action. While the action runs (`busy`) it cannot be
 * closed and its buttons wait; a failure, when the caller keeps the dialog open, shows above the
 * sentence. The caller keeps the texts put while the dialog animates out (they outlive `open`).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  palette = 'destructive',
  busy,
  failure,
  finalFocusEl,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The action's button while it runs, e.g. "Deleting..."; the spinner alone when absent. */
  pendingLabel?: string;
  cancelLabel?: string;
  palette?: string;
  busy: boolean;
  failure?: ReactNode;
  /** Where focus goes once it closes, when that is not where it was before it opened (the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              {failure}
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button colorPalette={palette} loading={busy} loadingText={pendingLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
