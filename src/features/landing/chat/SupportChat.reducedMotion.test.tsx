import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import { entrance } from './ChatWindow';
import { SupportChat } from './SupportChat';

// The visitor asks the system for reduced motion.
vi.mock('framer-motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('framer-motion')>()),
  useReducedMotion: () => true,
}));

setupMockBackend();

describe('support chat motion', () => {
  it('rises and fades in normally, and does not move at all with reduced motion', () => {
    expect(entrance(false, 24)).toMatchObject({ initial: { opacity: 0, y: 24 }, animate: { opacity: 1, y: 0 } });
    expect(entrance(true, 24).initial).toBe(false);
  });

  it('shows the panel and the minimised bar at rest at once when reduced motion is asked for', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportChat />);
    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    const panel = (await screen.findByRole('dialog', { name: 'Support chat' })).parentElement;
    expect(panel?.style.opacity).not.toBe('0');
    expect(panel?.style.transform).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    const bar = screen.getByRole('group', { name: 'Support chat, minimised' }).parentElement;
    expect(bar?.style.opacity).not.toBe('0');
    expect(bar?.style.transform).toBe('none');
  });
});
