import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { User } from '../../../api';
import { displayName, type AccountAction } from './users';

export interface AccountActionTarget {
  user: User;
  action: AccountAction;
}

const COPY: Record<
  AccountAction,
  { title: (name: string) => string; body: (name: string) => string; confirm: string; palette: string }
> = {
  suspend: {
    title: (name) => `Suspend ${name}?`,
    body: (name) =>
      `${name} will be signed out everywhere and will not be able to sign in until the account is reinstated.`,
    confirm: 'Suspend',
    palette: 'destructive',
  },
  reinstate: {
    title: (name) => `Reinstate ${name}?`,
    body: (name) => `${name} will be able to sign in again.`,
    confirm: 'Reinstate',
    palette: 'blue',
  },
};

/**
 * The confirmation before an account is suspended or reinstated: an alert dialog naming the user.
 * `target` outlives `open`, so the text stays put while the dialog animates out.
 */
export function AccountActionDialog({
  target,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  target: AccountActionTarget | null;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const copy = target ? COPY[target.action] : null;
  const name = target ? displayName(target.user) : '';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy?.title(name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{copy?.body(name)}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette={copy?.palette}
                loading={busy}
                loadingText={`${copy?.confirm ?? ''}...`}
                onClick={onConfirm}
              >
                {copy?.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
