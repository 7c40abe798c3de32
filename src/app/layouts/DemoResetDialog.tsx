/**
 * Demo mode only: restores the seed after a confirmation, clears every cached read and sends the
 * visitor to /login (a reset ends every session), and tells the other tabs, which share the store
 * and the session, so they sign out too. Loaded by ./DemoResetButton in demo mode only.
 */
import { Button } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { announceChanges } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { forgetSession } from '../../features/auth';
import { toaster } from '../../theme';
import type { DemoControls } from '../../config/demoState';

export default function DemoResetDialog({ demo }: { demo: DemoControls }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const reset = async () => {
    setBusy(true);
    try {
      await demo.resetDemoData();
    } catch (error) {
      console.error('Demo reset failed:', error);
      toaster.create({
        type: 'error',
        title: 'Could not reset the demo data',
        description: 'Please reload the page and try again.',
      });
      setBusy(false);
      return;
    }
    // The reset bypasses the API client, which announces every other change. It ends every
    // session and puts back the whole store: the other tabs ask who is signed in, then start over.
    announceChanges({ session: true });
    setOpen(false);
    setBusy(false);
    // A guarded page's guard also sends the now signed-out visitor to plain /login (the session
    // ended here, so no `next`); this navigation covers the public pages.
    await forgetSession(mutate);
    await navigate('/login', { replace: true });
    toaster.create({
      type: 'success',
      title: 'Demo data reset',
      description: 'The sample data is back to its original state.',
    });
  };

  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        colorPalette="warning"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Reset demo data
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset the demo data?"
        description="Every change made in this demo is replaced by the original sample data, and you will be signed out."
        confirmLabel="Reset demo data"
        busy={busy}
        finalFocusEl={() => trigger.current}
        onConfirm={() => void reset()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
