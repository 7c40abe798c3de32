import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/utils/renderApp';
import type { Message } from '../../../api';
import { MessageThread, PrintMessages } from './MessageThread';

const message = (id: string, timestamp: string, isFromAdmin: boolean): Message => ({ id, content: `Message ${id}`, timestamp, isFromAdmin, attachments: [], author: null, internal: false });

/** Newest first, as a server may send them. */
const newestFirst = [
  message('3', '2024-05-03T09:00:00.000Z', true),
  message('2', '2024-05-02T09:00:00.000Z', false),
  message('1', '2024-05-01T09:00:00.000Z', true),
];

describe('MessageThread', () => {
  it('shows the conversation oldest first whatever order it arrives in', () => {
    renderWithProviders(<MessageThread messages={newestFirst} />);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Message \d$/).textContent)).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('prints it oldest first too', () => {
    renderWithProviders(<PrintMessages messages={newestFirst} />);
    const texts = screen.getAllByText(/^Message \d$/).map((node) => node.textContent);
    expect(texts).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });
});
