// @vitest-environment jsdom
// jsdom: its computed styles keep the CSS variables the theme's tokens name.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DISPUTE_STATUSES } from '../api';
import { STATUS_COLOR, system } from '../theme';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { PageLoading } from './PageLoading';
import { StatusBadge } from './StatusBadge';

const wrap = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('StatusBadge', () => {
  it.each(DISPUTE_STATUSES)('shows %s in its status palette', (status) => {
    wrap(<StatusBadge status={status} />);
    const badge = screen.getByText(status);
    const palette = STATUS_COLOR[status];
    const style = getComputedStyle(badge);
    expect(style.getPropertyValue('--chakra-colors-color-palette-fg')).toContain(`--chakra-colors-${palette}-fg`);
    expect(style.getPropertyValue('--chakra-colors-color-palette-subtle')).toContain(
      `--chakra-colors-${palette}-subtle`,
    );
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('maps each status to its palette (error, primary, warning, secondary, destructive)', () => {
    expect(STATUS_COLOR).toEqual({
      New: 'error',
      'In Progress': 'primary',
      'Under Review': 'warning',
      Resolved: 'secondary',
      Rejected: 'destructive',
    });
  });
});

describe('PageLoading', () => {
  it('is a status region with visible text', () => {
    wrap(<PageLoading label="Loading dashboard..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
  });
});

describe('EmptyState', () => {
  it('shows its text and action', () => {
    wrap(<EmptyState title="No scam alerts" action={<button type="button">Refresh</button>} />);
    expect(screen.getByText('No scam alerts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('offers Retry when the caller can retry', async () => {
    const retry = vi.fn();
    wrap(<ErrorState message="500: Internal Server Error" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('500: Internal Server Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a handler', () => {
    wrap(<ErrorState title="Could not load" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
