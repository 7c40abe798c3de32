/**
 * Reading an upload's one file from its `multipart/form-data` body, with the multipart parser of
 * `@remix-run/multipart-parser` (streams, in the browser and in Node alike): the file's size is
 * refused as it arrives, never after the whole body is held.
 *
 * The reference server hands an upload's body over as a stream beside the request
 * (`giveStreamedBody`), not inside it: MSW clones every request it handles, and a clone of a
 * streamed body keeps a second copy of everything read from the first.
 */
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MultipartParseError,
  parseMultipartStream,
  type MultipartPart,
} from '@remix-run/multipart-parser';
import { MAX_EVIDENCE_FILE_BYTES, UPLOAD_OVERHEAD_BYTES } from '../../src/api';
import { evidenceRefusals } from '../../src/api/evidenceFiles';
import { errorResponse } from './http';

const streamedBodies = new WeakMap<Request, ReadableStream<Uint8Array>>();

/** The reference server's way to give a handler an upload's body (see above). */
export function giveStreamedBody(request: Request, body: ReadableStream<Uint8Array>): void {
  streamedBodies.set(request, body);
}

export interface UploadedFile {
  /** The name the sender gave it, as sent. */
  name: string;
  chunks: Uint8Array[];
  size: number;
}

export const CUT_OFF_MESSAGE = 'The upload ended before the whole file arrived.';
const HEAD_BYTES = 8 * 1024;

/** The file name in the first part's headers, for a refusal that comes before the part is whole. */
function nameInHead(head: Uint8Array): string {
  const text = new TextDecoder().decode(head);
  const encoded = /filename\*=UTF-8''([^;\r\n]+)/i.exec(text)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A broken escape: the plain form, if any, below.
    }
  }
  return /filename="((?:[^"\\\r\n]|\\.)*)"/i.exec(text)?.[1]?.replace(/\\(.)/g, '$1') ?? 'The file';
}

/** The body as it arrives, its first bytes kept aside for `nameInHead`. */
function keepingHead(body: ReadableStream<Uint8Array>, head: { bytes: Uint8Array }): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head.bytes.byteLength < HEAD_BYTES) {
          const joined = new Uint8Array(Math.min(HEAD_BYTES, head.bytes.byteLength + chunk.byteLength));
          joined.set(head.bytes);
          joined.set(chunk.subarray(0, joined.byteLength - head.bytes.byteLength), head.bytes.byteLength);
          head.bytes = joined;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The one file of the upload's `file` field, or the refusal: 400 (no file, more than one, a
 * malformed or cut-off body), 413 (over the file cap, naming the file), 415 (not multipart).
 */
export async function readUploadedFile(request: Request): Promise<UploadedFile> {
  const boundary = getMultipartBoundary(request.headers.get('Content-Type') ?? '');
  const body = streamedBodies.get(request) ?? request.body;
  if (boundary === null || body === null) throw errorResponse(415, evidenceRefusals.noFile);
  const head = { bytes: new Uint8Array() };
  let file: MultipartPart | undefined;
  try {
    const parts = parseMultipartStream(keepingHead(body, head), {
      boundary,
      maxFileSize: MAX_EVIDENCE_FILE_BYTES,
      maxTotalSize: MAX_EVIDENCE_FILE_BYTES + UPLOAD_OVERHEAD_BYTES,
      maxParts: 4,
    });
    for await (const part of parts) {
      if (part.name !== 'file' || part.filename === undefined) continue;
      if (file) throw errorResponse(400, 'Send one file per upload.');
      file = part;
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof MaxFileSizeExceededError)
      throw errorResponse(413, evidenceRefusals.tooLarge(nameInHead(head.bytes)));
    if (error instanceof MultipartParseError)
      throw errorResponse(400, `The upload could not be read: ${error.message}`);
    throw errorResponse(400, CUT_OFF_MESSAGE);
  }
  if (!file) throw errorResponse(400, evidenceRefusals.noFile);
  return { name: file.filename ?? 'file', chunks: file.content, size: file.size };
}
