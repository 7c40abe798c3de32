import { useEffect } from 'react';
import { toaster } from '../theme';
import { useDemo } from '../config/demoContext';

export const RECOVERY_NOTICE = {
  title: 'Demo data was reset',
  description: 'The saved demo data could not be read, so the demo started again from fresh sample data.',
  /** Added when the unreadable data was kept (left where it was, or set aside in the store). */
  backupKept: 'A copy of the old data was kept in this browser.',
} as const;

/** When only some saved records could not be read: they were set aside, the rest is as it was. */
export const SET_ASIDE_NOTICE = {
  title: 'Some demo data was set aside',
  description:
    'A few saved demo records could not be read. They were set aside in this browser; everything else is as you left it.',
} as const;

/** Fired at most once per page load, even when the providers mount twice (StrictMode, tests). */
let shown = false;

/** Tests only: lets another render show the notice again. */
export function resetRecoveryNoticeForTests(): void {
  shown = false;
}

/** The one-time notice when the saved demo data could not all be read: replaced by the seed, or some records set aside. */
export function DemoRecoveryNotice() {
  const demo = useDemo();
  const recovered = demo?.recoveredFrom ?? null;
  const backedUp = demo?.recoveryBackedUp === true;
  useEffect(() => {
    if (recovered === null || shown) return;
    shown = true;
    if (recovered === 'partial') {
      toaster.create({ type: 'warning', ...SET_ASIDE_NOTICE, duration: 15_000 });
      return;
    }
    const description = backedUp
      ? `${RECOVERY_NOTICE.description} ${RECOVERY_NOTICE.backupKept}`
      : RECOVERY_NOTICE.description;
    toaster.create({ type: 'warning', title: RECOVERY_NOTICE.title, description, duration: 15_000 });
  }, [recovered, backedUp]);
  return null;
}
