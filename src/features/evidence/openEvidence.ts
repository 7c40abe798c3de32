/**
 * Opening an evidence file in a new tab. The server sends every file as an attachment
 * (`Content-Disposition: attachment`), so a plain link would download it: the bytes are fetched
 * with the session and shown from a Blob URL instead.
 */
import {
  ApiError,
  apiUrl,
  errorText,
  EVIDENCE_TYPES,
  NETWORK_ERROR_MESSAGE,
  parseErrorBody,
  whenBackendReady,
} from '../../api';
import { evidenceFilePath } from '../../api/evidenceFiles';
import { toaster } from '../../theme';
import { DOWNLOAD_FAILED, OPEN_FAILED, SAVED_INSTEAD, SAVED_INSTEAD_WHY } from './texts';

/** How long a Blob URL outlives its opening: ample for the new tab to load it, then its memory goes. */
const REVOKE_AFTER_MS = 60_000;
const SAVE_ONLY = 'application/octet-stream';

/** A file to open: an evidence record, or a message's attachment (which names no type). */
export interface OpenableFile {
  id: string;
  name: string;
  contentType?: string;
}

export const evidenceFileUrl = (disputeId: string, evidenceId: string) =>
  apiUrl(evidenceFilePath(disputeId, evidenceId));

async function fetchFile(disputeId: string, file: OpenableFile): Promise<Blob> {
  await whenBackendReady();
  let response: Response;
  try {
    response = await fetch(evidenceFileUrl(disputeId, file.id), { credentials: 'include' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
  }
  const bytes = await response.arrayBuffer();
  // A Blob URL runs with this app's origin: only the kinds evidence may be (images and PDFs, none of
  // which runs script) are shown; anything else a server sends is saved, never shown.
  const claimed = file.contentType ?? response.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const type = (EVIDENCE_TYPES as readonly string[]).includes(claimed) ? claimed : SAVE_ONLY;
  return new Blob([bytes], { type });
}

function save(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves the file under its name. Fetched first, as opening does: the browser's own download of a
 * link bypasses the service worker that answers in the demo, which would save the app's page.
 */
export function downloadEvidenceFile(disputeId: string, file: OpenableFile): void {
  fetchFile(disputeId, file).then(
    (blob) => {
      const url = URL.createObjectURL(blob);
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      save(url, file.name);
    },
    (error: unknown) => {
      toaster.create({ type: 'error', title: DOWNLOAD_FAILED(file.name), description: errorText(error) });
    },
  );
}

/**
 * Opens the file in a new tab. The tab is opened at once, inside the click, because one opened
 * after the download would be taken for a popup and blocked; the file is put in it when it arrives.
 * Blocked all the same, or not a kind a tab may show, the file is saved instead. A failure closes
 * the empty tab and says why in a toast.
 */
export function openEvidenceFile(disputeId: string, file: OpenableFile): void {
  const tab = window.open('', '_blank');
  // The file's tab gets no handle on this page.
  if (tab) tab.opener = null;
  fetchFile(disputeId, file).then(
    (blob) => {
      const url = URL.createObjectURL(blob);
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      if (tab && !tab.closed && blob.type !== SAVE_ONLY) {
        tab.location.href = url;
        return;
      }
      tab?.close();
      save(url, file.name);
      if (!tab) toaster.create({ type: 'info', title: SAVED_INSTEAD(file.name), description: SAVED_INSTEAD_WHY });
    },
    (error: unknown) => {
      tab?.close();
      toaster.create({ type: 'error', title: OPEN_FAILED(file.name), description: errorText(error) });
    },
  );
}
