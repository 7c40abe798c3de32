import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import type { Message } from '../../../api';
import { MessageThread, PrintMessages } from './MessageThread';

const message = (id: string, timestamp: string, isFromAdmin: boolean): Message => ({
  id,
  content: `Message ${id}`,
  timestamp,
  isFromAdmin,
  attachments: [],
  author: null,
  internal: false,
});

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
    expect(items.map((item) => within(item).getByText(/^Message \d$/).textContent)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
  });

  it('prints it oldest first too', () => {
    renderWithProviders(<PrintMessages messages={newestFirst} />);
    const texts = screen.getAllByText(/^Message \d$/).map((node) => node.textContent);
    expect(texts).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });
});

const sam = { id: 'usr-2', name: 'Sam Rivera' };
const alex = { id: 'usr-1', name: 'Alex Morgan' };
const conversation: Message[] = [
  { ...message('1', '2024-05-01T09:00:00.000Z', false), author: alex },
  { ...message('2', '2024-05-02T09:00:00.000Z', true), author: sam },
  { ...message('3', '2024-05-03T09:00:00.000Z', true), author: sam, internal: true },
  { ...message('4', '2024-05-04T09:00:00.000Z', true), author: null },
  { ...message('5', '2024-05-05T09:00:00.000Z', false), author: null },
];

const labelsOf = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('who wrote each message', () => {
  it('on the user side: "Support · name" (or "Support"), "You" for their own, and no internal note', () => {
    renderWithProviders(<MessageThread messages={conversation} />);
    expect(labelsOf()).toEqual(['You', 'Support · Sam Rivera', 'Support', 'You']);
    expect(screen.queryByText('Message 3')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal note')).not.toBeInTheDocument();
  });

  it('on the admin side: the user by name (else the dispute owner, else "User"), support by name, notes marked', () => {
    renderWithProviders(<MessageThread messages={conversation} viewer="admin" userName="Alex M." />);
    expect(labelsOf()).toEqual(['Alex Morgan', 'Support · Sam Rivera', 'Support · Sam Rivera', 'Support', 'Alex M.']);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    const note = items[2];
    if (!note) throw new Error('expected the note');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(within(note).getByText('Message 3')).toBeInTheDocument();
    // Not colour alone: the note's box is dashed as well as tinted.
    expect(getComputedStyle(note.firstElementChild ?? note).borderStyle).toBe('dashed');
    for (const other of items.filter((item) => item !== note))
      expect(within(other).queryByText('Internal note')).not.toBeInTheDocument();
  });

  it('falls back to "User" when the admin side knows no name', () => {
    renderWithProviders(<MessageThread messages={[message('1', '2024-05-01T09:00:00.000Z', false)]} viewer="admin" />);
    expect(labelsOf()).toEqual(['User']);
  });

  it('prints the same labels, the note marked in words', () => {
    renderWithProviders(<PrintMessages messages={conversation} viewer="admin" />);
    expect(screen.getByText(/^Internal note · Support · Sam Rivera · /)).toBeInTheDocument();
    expect(screen.getAllByText(/^Support · Sam Rivera · /)).toHaveLength(1);
    expect(screen.getByText(/^Alex Morgan · /)).toBeInTheDocument();
  });

  it("prints the user's copy without internal notes", () => {
    renderWithProviders(<PrintMessages messages={conversation} />);
    expect(screen.queryByText('Message 3')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^You · /)).toHaveLength(2);
  });
});
