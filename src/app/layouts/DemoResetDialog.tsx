/**
 * Demo mode only: restores the seed after a confirmation, clears every cached read and sends the
 * visitor to /login (a reset ends every session), and tells the other tabs, which share the store
 * and the session, so they sign out too. Loaded by ./DemoResetButton in demo mode only.
 */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { announceChanges } from '../../api';
import { forgetSession } from '../../features/auth';
import { toaster } from '../../theme';
import type { DemoControls } from '../demo';

export default function DemoResetDialog({ demo }: { demo: DemoControls }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="warning">
          Reset demo data
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Reset the demo data?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Every change made in this demo is replaced by the original sample data, and you will be signed out.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="destructive" loading={busy} onClick={() => void reset()}>
                Reset demo data
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
