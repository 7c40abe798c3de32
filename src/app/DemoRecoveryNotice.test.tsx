/** The one-time notice after the persisted demo store was replaced, and what it says about the old data. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { renderApp } from '../../tests/kit/renderApp';
import { AppProviders } from './AppProviders';
import type { DemoControls } from '../config/demoState';
import { RECOVERY_NOTICE, SET_ASIDE_NOTICE } from './DemoRecoveryNotice';
import { toaster } from '../theme';

setupMockBackend();

const demo = (overrides: Partial<DemoControls>): DemoControls => ({
  resetDemoData: vi.fn(async () => undefined),
  recoveredFrom: 'corrupt',
  ...overrides,
});

describe('DemoRecoveryNotice', () => {
  it('says the old data was kept when the store set it aside', async () => {
    renderApp('/login', { demo: demo({ recoveredFrom: 'foreign', recoveryBackedUp: true }) });
    expect(await screen.findByText(RECOVERY_NOTICE.title)).toBeInTheDocument();
    expect(
      screen.getByText(
        'The saved demo data could not be read, so the demo started again from fresh sample data. A copy of the old data was kept in this browser.',
      ),
    ).toBeInTheDocument();
  });

  it('says only some records were set aside when the rest of the saved data was read', async () => {
    renderApp('/login', { demo: demo({ recoveredFrom: 'partial', recoveryBackedUp: true }) });
    expect(await screen.findByText(SET_ASIDE_NOTICE.title)).toBeInTheDocument();
    expect(
      screen.getByText(
        'A few saved demo records could not be read. They were set aside in this browser; everything else is as you left it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(RECOVERY_NOTICE.title)).not.toBeInTheDocument();
  });

  it('does not claim a copy that was not kept', async () => {
    renderApp('/login', { demo: demo({ recoveryBackedUp: false }) });
    expect(await screen.findByText(RECOVERY_NOTICE.description)).toBeInTheDocument();
    expect(screen.queryByText(/A copy of the old data was kept/)).not.toBeInTheDocument();
  });

  it('is shown once per page load, even when the providers mount again', async () => {
    const create = vi.spyOn(toaster, 'create');
    const controls = demo({ recoveryBackedUp: true });
    const { unmount } = renderApp('/login', { demo: controls });
    expect(await screen.findByText(RECOVERY_NOTICE.title)).toBeInTheDocument();
    unmount();

    // A second mount in the same page load (StrictMode, a remount): no second notice.
    render(
      <AppProviders demo={controls} swrProvider={() => new Map()}>
        <main>again</main>
      </AppProviders>,
    );
    await screen.findByText('again');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const notices = create.mock.calls.filter(([options]) => options.title === RECOVERY_NOTICE.title);
    expect(notices).toHaveLength(1);
    create.mockRestore();
  });
});
