import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import { SupportChat } from './SupportChat';

// The chat's own chunk cannot be fetched (offline, or a deploy removed it).
vi.mock('./ChatWindow', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ChatWindow-1a2b3c.js');
});

setupMockBackend();

describe('support chat whose code cannot load', () => {
  it('says so in place of the chat, and closes back to the opener', async () => {
    const user = userEvent.setup();
    // Starts open: the module mock fails once, and a pointer on the opener would already prefetch.
    renderWithProviders(<SupportChat initialState="open" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The support chat could not load.');
    expect(alert).toHaveTextContent('Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toHaveFocus();
  });
});
