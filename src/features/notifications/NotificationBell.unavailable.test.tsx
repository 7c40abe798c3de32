import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderWithProviders } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { NotificationBell } from './NotificationBell';
import { MENU_UNAVAILABLE, RELOAD_ADVICE } from './texts';

// The menu's own chunk cannot be fetched (offline, or a deploy removed it).
vi.mock('./NotificationMenu', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/NotificationMenu-1a2b3c.js');
});

setupMockBackend();

describe('the bell whose menu cannot load', () => {
  it('keeps its count and says, when pressed, that the menu could not open and how to get it back', async () => {
    await signInAs('admin');
    renderWithProviders(<NotificationBell disputeHref={(id) => `/admin/dispute/${id}`} />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // A bare press: a pointer or focus on the bell would fetch the chunk first, and the module
    // mock fails only once.
    fireEvent.click(bell);
    const toast = await screen.findByRole('status', { name: MENU_UNAVAILABLE });
    expect(within(toast).getByText(RELOAD_ADVICE)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeEnabled();
  });
});
