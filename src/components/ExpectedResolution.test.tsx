import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPUTE_STATUSES } from '../api';
import { system } from '../theme';
import { ExpectedResolution, expectedResolutionDate } from './ExpectedResolution';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('ExpectedResolution', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 10, 0, 0)); // Nov 21, 2026, local time
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['New', 'In Progress', 'Under Review'] as const)(
    'reads "Expected by" and the date 3 days ahead for %s',
    (status) => {
      const { container } = wrap(<ExpectedResolution status={status} daysAhead={3} />);
      expect(screen.getByText('Expected by Nov 24, 2026')).toBeInTheDocument();
      expect(container).toHaveTextContent(/^Expected by Nov 24, 2026$/);
    },
  );

  it('counts the days it is given (2 for admins)', () => {
    wrap(<ExpectedResolution status="New" daysAhead={2} />);
    expect(screen.getByText('Expected by Nov 23, 2026')).toBeInTheDocument();
  });

  it.each(['Resolved', 'Rejected'] as const)('renders nothing for %s', (status) => {
    const { container } = wrap(<ExpectedResolution status={status} daysAhead={3} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
  });

  it('covers every status', () => {
    const shown = DISPUTE_STATUSES.filter((status) => {
      const { container, unmount } = wrap(<ExpectedResolution status={status} daysAhead={3} />);
      const visible = (container.textContent ?? '') !== '';
      unmount();
      return visible;
    });
    expect(shown).toEqual(['New', 'In Progress', 'Under Review']);
  });

  it('crosses month and year ends by calendar days', () => {
    expect(expectedResolutionDate(3, new Date(2026, 11, 30, 12))).toEqual(new Date(2027, 0, 2, 12));
  });
});
