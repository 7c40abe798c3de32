import type { User } from '../../../api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
  endSessions: {
    title: (name) => `End ${name}'s sessions?`,
    body: (name) =>
      `${name} will be signed out on every device at once, and any page they have open stops updating. They can sign in again.`,
    confirm: 'End sessions',
    palette: 'destructive',
  },
};

/**
 * The confirmation before an account is suspended, reinstated or signed out everywhere: an alert
 * dialog naming the user.
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
    <ConfirmDialog
      open={open}
      title={copy?.title(name)}
      description={copy?.body(name)}
      confirmLabel={copy?.confirm ?? ''}
      pendingLabel={`${copy?.confirm ?? ''}...`}
      palette={copy?.palette}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
