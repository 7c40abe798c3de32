/**
 * The toaster in front of the store its view brings (./toaster.tsx): before the view's chunk is
 * there, toasts wait in order, a removed one never shows, and the count follows; the view then
 * hands them to the store. Each test loads the modules afresh, so no view has attached yet.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from './system';

beforeEach(() => {
  vi.resetModules();
});

describe('toasts raised before the view has loaded', () => {
  it('wait in order, leave when removed, and show once the view attaches its store', async () => {
    const { toaster, Toaster } = await import('./toaster');
    const seen: number[] = [];
    const unsubscribe = toaster.subscribe(() => seen.push(toaster.getCount()));
    const first = toaster.create({ title: 'Removed before it showed', type: 'info' });
    toaster.create({ title: 'Waited its turn', type: 'success' });
    toaster.remove(first);
    expect(toaster.getCount()).toBe(1);
    expect(seen).toEqual([1, 2, 1]);
    unsubscribe();

    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Waited its turn');
    expect(screen.queryByText('Removed before it showed')).not.toBeInTheDocument();
    act(() => toaster.remove());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('removing every waiting toast leaves nothing to show', async () => {
    const { toaster } = await import('./toaster');
    toaster.create({ title: 'One', type: 'info' });
    toaster.create({ title: 'Two', type: 'info' });
    toaster.remove();
    expect(toaster.getCount()).toBe(0);
  });
});
