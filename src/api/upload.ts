/**
 * Sending one evidence file (`uploadEvidence` of the endpoint table) as `multipart/form-data`,
 * with its progress: fetch reports none for a request body, so this one call goes through
 * XMLHttpRequest. Its path and its answer go through the client's own (`pathOf`, `readAnswer`), so
 * failures are the same ApiError as every other call's, with the server's sentence.
 */
import { pathOf } from './calls';
import { changesOfWrite } from './changes';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, readAnswer, whenBackendReady } from './client';
import { EvidenceSchema, type Evidence } from './evidence';
import { endpoints } from './endpoints';
import { announceChanges } from './tabSync';

export interface UploadOptions {
  /** Called as the body goes out: bytes sent of the whole request's. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

export const isAbortError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** Where there is no XMLHttpRequest (Node: scripts, the contract suite), fetch sends it, without progress. */
async function sendWithFetch(
  path: string,
  body: FormData,
  signal: AbortSignal | undefined,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method: 'POST', body, credentials: 'include', signal });
  } catch (cause) {
    if (isAbortError(cause)) throw abortError();
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  return { status: response.status, text: await response.text().catch(() => '') };
}

/** Uploads `file` to the dispute's evidence; resolves with its record once the server has kept it. */
export async function uploadEvidence(
  disputeId: string,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<Evidence> {
  if (signal?.aborted) throw abortError();
  await whenBackendReady();
  if (signal?.aborted) throw abortError();
  const body = new FormData();
  body.append(endpoints.uploadEvidence.upload, file, file.name);
  const path = pathOf('uploadEvidence', { id: disputeId });

  const { status, text } =
    typeof XMLHttpRequest === 'undefined'
      ? await sendWithFetch(path, body, signal)
      : await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open('POST', apiUrl(path));
          xhr.withCredentials = true;
          xhr.upload.addEventListener('progress', (event) => {
            if (event.lengthComputable) onProgress?.(event.loaded, event.total);
          });
          xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }));
          xhr.addEventListener('error', () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE)));
          xhr.addEventListener('abort', () => reject(abortError()));
          signal?.addEventListener('abort', () => xhr.abort(), { once: true });
          xhr.send(body);
        });

  return readAnswer(status, text, EvidenceSchema, {
    onAccepted: () => announceChanges({ changes: changesOfWrite('uploadEvidence', { id: disputeId }) }),
  });
}
