/** The evidence feature's words, shown and asserted word for word. Refusals of a file are the API's (`evidenceRefusals`). */
import { MAX_EVIDENCE_FILES } from '../../api';

export const EVIDENCE_TITLE = 'Evidence';
export const FILES_LIST_LABEL = 'Evidence files';
export const EVIDENCE_LOADING = 'Loading files...';
export const NO_FILES_YET = 'No files yet.';
export const NO_FILES_HINT = 'Screenshots, statements and receipts added here are kept with the dispute.';
export const EVIDENCE_FAILED = 'The files could not be loaded';

export const ADD_FILES_LABEL = 'Add evidence files';
export const CHOOSE_FILES = 'Choose files';
export const ADD_FILES_HINT = `PNG, JPEG, WebP, GIF or PDF, up to 10 MB each; at most ${MAX_EVIDENCE_FILES} files a dispute`;
export const CLOSED_NO_FILES = 'This dispute is closed, so no more files can be added.';
export const FULL_NO_FILES = `This dispute already has ${MAX_EVIDENCE_FILES} files, the most it can hold, so no more can be added.`;

export const ATTACH_FILES = 'Attach files';
export const ATTACHED_LABEL = 'Files to send with this message';
/** Under the reply box while a file is still on its way: Send waits for it. */
export const WAIT_FOR_UPLOADS = 'Send is available once your files have finished uploading.';
export const ATTACHMENTS_LABEL = 'Attachments';
export const UPLOADS_LABEL = 'Files being added';

export const fileCount = (count: number) => `${count} of ${MAX_EVIDENCE_FILES} files`;
export const uploadedBy = (name: string) => `Uploaded by ${name.trim() || 'someone'} on`;
export const openLabel = (name: string) => `Open ${name}`;
export const downloadLabel = (name: string) => `Download ${name}`;
export const DOWNLOAD = 'Download';
export const OPEN = 'Open';

export const WAITING = 'Waiting to upload';
export const UPLOADED = 'Uploaded';
export const CANCELLED = 'Upload cancelled';
export const progressLabel = (name: string, percent: number) => `Uploading ${name}, ${percent}%`;
export const cancelLabel = (name: string) => `Cancel ${name}`;
export const retryLabel = (name: string) => `Retry ${name}`;
export const removeLabel = (name: string) => `Remove ${name}`;

export const OPEN_FAILED = (name: string) => `Could not open ${name}`;
export const DOWNLOAD_FAILED = (name: string) => `Could not download ${name}`;
/** A blocked new tab: the file is saved instead, and the person is told where it went. */
export const SAVED_INSTEAD = (name: string) => `${name} was downloaded`;
export const SAVED_INSTEAD_WHY = 'Your browser did not allow a new tab, so the file was saved instead.';

/** "16 KB", "2.4 MB": sizes as people read them (1 KB = 1024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}
