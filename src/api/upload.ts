/**
 * Sending one evidence file (`uploadEvidence` of the endpoint table) as `multipart/form-data`,
 * with its progress: fetch reports none for a request body, so this one call goes through
 * XMLHttpRequest. Failures are the same ApiError as every other call's, with the server's sentence.
 */
import * as v from 'valibot';
import { changesOfWrite } from './changes';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, parseErrorBody, whenBackendReady } from './client';
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
  const path = endpoints.uploadEvidence.path.replace('{id}', encodeURIComponent(disputeId));

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

  if (status < 200 || status >= 300) throw new ApiError(status, `${status}: ${text}`, parseErrorBody(text));
  announceChanges({ changes: changesOfWrite('uploadEvidence', { id: disputeId }) });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(status, `${status}: the server sent a body that is not JSON`);
  }
  const parsed = v.safeParse(EvidenceSchema, json);
  if (!parsed.success)
    throw new ApiError(status, `${status}: unexpected response from the server (${parsed.issues[0].message})`);
  return parsed.output;
}
