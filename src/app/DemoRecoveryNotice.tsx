import { useEffect } from 'react';
import { toaster } from '../theme';
import { useDemo } from './demoContext';

export const RECOVERY_NOTICE = {
  title: 'Demo data was reset',
  description: 'The saved demo data could not be read, so the demo started again from fresh sample data.',
  /** Added when the store kept a copy of the unreadable data (see StorageDriver.backup in mocks). */
  backupKept: 'A copy of the old data was kept in this browser.',
} as const;

/** Fired at most once per page load, even when the providers mount twice (StrictMode, tests). */
let shown = false;

/** Tests only: lets another render show the notice again. */
export function resetRecoveryNoticeForTests(): void {
  shown = false;
}

/** The one-time notice when the persisted demo store was unreadable and replaced by the seed. */
export function DemoRecoveryNotice() {
  const demo = useDemo();
  const recovered = demo?.recoveredFrom ?? null;
  const backedUp = demo?.recoveryBackedUp === true;
  useEffect(() => {
    if (recovered === null || shown) return;
    shown = true;
    const description = backedUp ? `${RECOVERY_NOTICE.description} ${RECOVERY_NOTICE.backupKept}` : RECOVERY_NOTICE.description;
    toaster.create({ type: 'warning', title: RECOVERY_NOTICE.title, description, duration: 15_000 });
  }, [recovered, backedUp]);
  return null;
}
