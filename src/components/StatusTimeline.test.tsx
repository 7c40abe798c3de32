import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../api';
import { system } from '../theme';
import { formatDateTime } from './format';
import { NO_TIMELINE_TEXT, StatusTimeline } from './StatusTimeline';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const entries: TimelineEntry[] = [
  { status: 'New', timestamp: '2026-11-01T09:00:00.000Z', details: 'Dispute submitted' },
  { status: 'In Progress', timestamp: '2026-11-02T10:30:00.000Z', details: 'Assigned to an investigator' },
  { status: 'Under Review', timestamp: '2026-11-04T15:45:00.000Z', details: 'Evidence under review' },
];

describe('StatusTimeline', () => {
  it('lists every entry in order with its status, time and details', () => {
    wrap(<StatusTimeline entries={entries} />);
    const items = within(screen.getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    entries.forEach((entry, index) => {
      const item = items[index];
      if (!item) throw new Error(`entry ${index} missing`);
      expect(item).toHaveTextContent(entry.status);
      expect(item).toHaveTextContent(entry.details);
      expect(item).toHaveTextContent(formatDateTime(entry.timestamp));
      expect(within(item).getByText(formatDateTime(entry.timestamp))).toHaveAttribute('datetime', entry.timestamp);
    });
  });

  it('highlights the last entry only: aria-current="step" and a visible "Current" tag', () => {
    wrap(<StatusTimeline entries={entries} />);
    const items = screen.getAllByRole('listitem');
    const last = items[items.length - 1];
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(last).toHaveTextContent('Current');
    for (const item of items.slice(0, -1)) {
      expect(item).not.toHaveAttribute('aria-current');
      expect(item).not.toHaveTextContent('Current');
    }
    expect(screen.getAllByText('Current')).toHaveLength(1);
  });

  it('orders entries by time whatever order they arrive in, and marks the newest as current', () => {
    const [filed, assigned, reviewed] = entries;
    if (!filed || !assigned || !reviewed) throw new Error('three entries expected');
    wrap(<StatusTimeline entries={[reviewed, filed, assigned]} />);
    const items = within(screen.getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Dispute submitted'),
      expect.stringContaining('Assigned to an investigator'),
      expect.stringContaining('Evidence under review'),
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(within(items[2] as HTMLElement).getByText('Current')).toBeInTheDocument();
  });

  it('marks a single entry as current', () => {
    wrap(<StatusTimeline entries={entries.slice(0, 1)} />);
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-current', 'step');
  });

  it('says so when there is no entry', () => {
    wrap(<StatusTimeline entries={[]} />);
    expect(screen.getByText(NO_TIMELINE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders details as text, never as markup', () => {
    wrap(
      <StatusTimeline
        entries={[
          {
            ...entries[0],
            status: 'New',
            timestamp: entries[0]?.timestamp ?? '',
            details: '<img src=x onerror=alert(1)>',
          },
        ]}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
