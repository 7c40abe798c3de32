import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { MAX_EVIDENCE_FILE_BYTES } from '../../../api';
import { evidenceRefusals } from '../../../api/evidenceFiles';
import { useEvidenceUploads } from '../../evidence';
import { EVIDENCE_LIST_LABEL, EvidenceUpload } from './EvidenceUpload';
import { sampleFiles } from '../../evidence';

const { executable, pdf, png } = sampleFiles;

const backend = setupMockBackend();
beforeEach(async () => {
  await signInAs('user');
});

/** The field as the form holds it: the uploads of a dispute that does not exist yet. */
function Field() {
  const uploads = useEvidenceUploads(null);
  return <EvidenceUpload uploads={uploads} />;
}

const input = () => screen.getByLabelText('Evidence files');
const list = () => screen.findByRole('list', { name: EVIDENCE_LIST_LABEL });

describe('EvidenceUpload', () => {
  it('keeps the chosen files in the form, each with Remove, and sends nothing', async () => {
    const calls: string[] = [];
    // Every call but the providers' current-user check, whenever that one goes out.
    backend.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname !== '/api/auth/me') calls.push(`${request.method} ${request.url}`);
    });
    renderWithProviders(<Field />);
    const user = userEvent.setup();
    await user.upload(input(), [png('receipt.png'), pdf('statement.pdf')]);
    const rows = within(await list());
    expect(await rows.findByText('receipt.png')).toBeInTheDocument();
    expect(rows.getByText('statement.pdf')).toBeInTheDocument();
    expect(rows.getByRole('button', { name: 'Remove receipt.png' })).toBeEnabled();
    expect(rows.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    backend.server.events.removeAllListeners();
  });

  it('refuses a file by its rule on its own row, naming it, and keeps the others', async () => {
    renderWithProviders(<Field />);
    const user = userEvent.setup();
    const huge = png('huge-video-still.png');
    Object.defineProperty(huge, 'size', { value: MAX_EVIDENCE_FILE_BYTES + 1 });
    await user.upload(input(), [huge, executable('invoice.png'), pdf('ok.pdf')]);
    const rows = within(await list());
    expect(await rows.findByText(evidenceRefusals.tooLarge('huge-video-still.png'))).toBeInTheDocument();
    expect(rows.getByText(evidenceRefusals.notAccepted('invoice.png'))).toBeInTheDocument();
    expect(rows.getAllByRole('alert')).toHaveLength(2);
    expect(rows.getByText('ok.pdf')).toBeInTheDocument();
  });

  it("refuses the files past the dispute's ten", async () => {
    renderWithProviders(<Field />);
    const user = userEvent.setup();
    await user.upload(
      input(),
      Array.from({ length: 9 }, (_, index) => png(`shot-${index + 1}.png`)),
    );
    await within(await list()).findByText('shot-9.png');
    await user.upload(input(), [png('shot-10.png'), png('shot-11.png')]);
    const rows = within(await list());
    expect(await rows.findByText(evidenceRefusals.tooMany('shot-11.png'))).toBeInTheDocument();
    expect(rows.queryByText(evidenceRefusals.tooMany('shot-10.png'))).not.toBeInTheDocument();
  });

  it('removes a listed file', async () => {
    renderWithProviders(<Field />);
    const user = userEvent.setup();
    await user.upload(input(), [png('a.png'), pdf('b.pdf')]);
    await user.click(await screen.findByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();
    expect(within(await list()).getByText('b.pdf')).toBeInTheDocument();
  });
});
