import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_BADGE } from '../components/SampleBadge';
import { system } from './system';
import { TOAST_DURATION_MS, Toaster, toaster } from './toaster';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

describe('toaster', () => {
  it('is set to one visible toast, 5000 ms, bottom-end, F8 to focus', () => {
    expect(toaster.attrs).toMatchObject({ max: 1, duration: 5000, placement: 'bottom-end', hotkey: ['F8'] });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows one toast at a time and F8 focuses the region', async () => {
    render(
      <ChakraProvider value={system}>
        <button type="button">elsewhere</button>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toaster.create({ title: 'First', type: 'info' });
      toaster.create({ title: 'Second', type: 'info' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    // Only a simulation's toast wears the Sample badge (its `meta.sample`).
    expect(screen.queryByText(SAMPLE_BADGE)).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-scope', 'toast'));
  });

  it('mounts its region with the first toast, and keeps it', async () => {
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toaster.create({ title: 'Saved', type: 'success' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    act(() => {
      toaster.remove();
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('shows a toast raised before its view had loaded', async () => {
    act(() => {
      toaster.create({ title: 'Login failed', description: 'Wrong email or password', type: 'error' });
    });
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Wrong email or password');
  });
});
