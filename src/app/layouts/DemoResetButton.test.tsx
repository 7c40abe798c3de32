import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { tabSyncChannelName } from '../../api';
import type { DemoControls } from '../../config/demoState';
import { RECOVERY_NOTICE } from '../DemoRecoveryNotice';

const backend = setupMockBackend();

function demoControls(recoveredFrom: DemoControls['recoveredFrom'] = null) {
  return { resetDemoData: vi.fn(() => backend.resetDemoData()), recoveredFrom };
}

async function openConfirmation() {
  const header = await screen.findByRole('banner');
  // A disabled placeholder holds the control's place while the dialog's code loads.
  const reset = () => within(header).getByRole('button', { name: 'Reset demo data' });
  await waitFor(() => expect(reset()).toBeEnabled());
  await userEvent.click(reset());
  return screen.findByRole('alertdialog');
}

describe('demo reset', () => {
  it('restores the seed after confirmation, signs everyone out and goes to /login', async () => {
    await signInAs('user');
    backend.db.data.disputes.splice(0, 3);
    const demo = demoControls();
    const { router } = renderApp('/scam-alerts', { demo });
    await screen.findByRole('heading', { level: 1, name: 'Scam Alerts' });
    const dialog = await openConfirmation();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(demo.resetDemoData).toHaveBeenCalledTimes(1);
    expect(backend.db.data.sessions).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('tells the other tabs, which share the store, only once the reset is done', async () => {
    const otherTab = new BroadcastChannel(tabSyncChannelName());
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    try {
      await signInAs('user');
      // The test's own sign-in is announced too.
      await waitFor(() => expect(heard).toHaveLength(1));
      heard.length = 0;
      const demo = demoControls();
      const { router } = renderApp('/scam-alerts', { demo });
      await screen.findByRole('heading', { level: 1, name: 'Scam Alerts' });
      const dialog = await openConfirmation();
      expect(heard).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      await waitFor(() => expect(heard).toEqual([{ type: 'changed', session: true, changes: [] }]));
    } finally {
      otherTab.close();
    }
  });

  it('does nothing when cancelled', async () => {
    const demo = demoControls();
    const { router } = renderApp('/register', { demo });
    const dialog = await openConfirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(demo.resetDemoData).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('holds its place, disabled, while the mock backend starts', async () => {
    renderApp('/login', { demo: 'starting' });
    const header = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1 });
    expect(within(header).getByRole('button', { name: 'Reset demo data' })).toBeDisabled();
  });

  it('is not offered in real mode', async () => {
    await signInAs('user');
    renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back, / });
    expect(within(header).queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});

describe('demo recovery notice', () => {
  it('says once that the saved demo data was replaced', async () => {
    renderApp('/login', { demo: demoControls('corrupt') });
    expect(await screen.findByText(RECOVERY_NOTICE.title)).toBeInTheDocument();
    expect(
      screen.getByText('The saved demo data could not be read, so the demo started again from fresh sample data.'),
    ).toBeInTheDocument();
    expect(RECOVERY_NOTICE.title).toBe('Demo data was reset');
  });

  it('stays silent when the saved data was fine', async () => {
    renderApp('/login', { demo: demoControls(null) });
    await screen.findByRole('banner');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(RECOVERY_NOTICE.title)).not.toBeInTheDocument();
  });
});
