import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/utils/mockBackend';
import { renderWithProviders } from '../../../../tests/utils/renderApp';
import { signInAs } from '../../../../tests/utils/session';
import { EvidenceUpload, FAKE_UPLOAD_MS, MAX_FILE_BYTES } from './EvidenceUpload';

const backend = setupMockBackend();
beforeEach(async () => {
  await signInAs('user');
});
afterEach(() => vi.useRealTimers());

function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const input = () => screen.getByLabelText('Evidence files');

describe('EvidenceUpload', () => {
  it('shows "Uploading..." for exactly 2 s, then lists the chosen files, and makes no call', async () => {
    const calls: string[] = [];
    // Every call but the providers' current-user check, whenever that one goes out.
    backend.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname !== '/api/auth/me') calls.push(`${request.method} ${request.url}`);
    });
    renderWithProviders(<EvidenceUpload />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.input(input(), { target: { files: [fileOf('receipt.png', 'image/png'), fileOf('statement.pdf', 'application/pdf')] } });
    // Ark reports the new list a microtask later.
    await act(async () => { await Promise.resolve(); });

    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    expect(screen.queryByText('receipt.png')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FAKE_UPLOAD_MS - 1));
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(calls).toEqual([]);
    backend.server.events.removeAllListeners();
  });

  it('refuses a file over 10MB with a message naming it, and keeps the others', async () => {
    renderWithProviders(<EvidenceUpload />);
    const user = userEvent.setup();
    await user.upload(input(), [fileOf('huge-video-still.png', 'image/png', MAX_FILE_BYTES + 1), fileOf('ok.pdf', 'application/pdf', MAX_FILE_BYTES)]);
    expect(screen.getByRole('alert')).toHaveTextContent('huge-video-still.png is larger than 10MB and was not added.');
    expect(await screen.findByText('ok.pdf')).toBeInTheDocument();
    expect(screen.queryByText('huge-video-still.png')).not.toBeInTheDocument();
  });

  it('removes a listed file', async () => {
    renderWithProviders(<EvidenceUpload />);
    const user = userEvent.setup();
    await user.upload(input(), [fileOf('a.png', 'image/png'), fileOf('b.pdf', 'application/pdf')]);
    const remove = await screen.findByRole('button', { name: 'Remove a.png' });
    await user.click(remove);
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByText('b.pdf')).toBeInTheDocument();
  });
});
