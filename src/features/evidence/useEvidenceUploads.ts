/**
 * Files on their way to a dispute's evidence, one row each: checked here first by the same rules
 * as the server's (kind by first bytes, 10 MB), then sent one at a time with their progress, each
 * cancellable, retryable, and refused with the server's own sentence. Shared by every place that
 * adds evidence (the new-dispute form, the dispute pages, the reply boxes).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  errorText,
  evidenceRefusals,
  isAbortError,
  MAX_EVIDENCE_FILE_BYTES,
  SNIFF_BYTES,
  sniffEvidenceType,
  uploadEvidence,
  type Evidence,
} from '../../api';
import { useRefreshAfter } from '../../data';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadRow {
  /** Stable for the row's life (a key, an id for its progress bar's label). */
  key: string;
  file: File;
  status: UploadStatus;
  /** Bytes sent of the request's total, while uploading. */
  sent: number;
  total: number;
  /** Why it failed, in words (the server's sentence, or the local check's). */
  error: string | null;
  /** Whether trying again could help (a refusal by the rules will not). */
  retryable: boolean;
  evidence: Evidence | null;
}

let rowCount = 0;

/** The local check's refusal of a file, or null: the same rules the server applies, said before sending. */
export async function localRefusal(file: File): Promise<string | null> {
  if (file.size > MAX_EVIDENCE_FILE_BYTES) return evidenceRefusals.tooLarge(file.name);
  if (file.size === 0) return evidenceRefusals.empty(file.name);
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffEvidenceType(head) === null ? evidenceRefusals.notAccepted(file.name) : null;
}

export interface EvidenceUploads {
  rows: UploadRow[];
  /** Adds files as rows; with a dispute id they start at once, else they wait for `start`. */
  add: (files: readonly File[]) => void;
  /** Starts the waiting rows for this dispute (the new-dispute form, once the dispute exists). */
  start: (disputeId: string) => void;
  cancel: (key: string) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  /** Drops the finished rows (done), keeping what still needs a person. */
  clearDone: () => void;
  /** Whether any row is waiting to be sent or on its way. */
  busy: boolean;
}

export function useEvidenceUploads(disputeId: string | null, onUploaded?: (evidence: Evidence) => void): EvidenceUploads {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const target = useRef(disputeId);
  const controllers = useRef(new Map<string, AbortController>());
  const sending = useRef(false);
  /** The rows as the callbacks last set them (their statuses are always set here first). */
  const rowsRef = useRef<UploadRow[]>([]);
  const uploaded = useRef(onUploaded);
  const refresh = useRefreshAfter('uploadEvidence');

  useEffect(() => {
    target.current = disputeId;
  }, [disputeId]);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  const update = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  /** Sends the waiting rows one after another: one request at a time keeps every bar honest. */
  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const id = target.current;
        const next = rowsRef.current.find((row) => row.status === 'waiting');
        if (!id || !next) return;
        const controller = new AbortController();
        controllers.current.set(next.key, controller);
        rowsRef.current = rowsRef.current.map((row) => (row.key === next.key ? { ...row, status: 'uploading' } : row));
        update(next.key, { status: 'uploading', sent: 0, total: next.file.size, error: null });
        try {
          const evidence = await uploadEvidence(id, next.file, {
            signal: controller.signal,
            onProgress: (sent, total) => update(next.key, { sent, total }),
          });
          rowsRef.current = rowsRef.current.map((row) => (row.key === next.key ? { ...row, status: 'done' } : row));
          update(next.key, { status: 'done', evidence, sent: next.file.size, total: next.file.size });
          uploaded.current?.(evidence);
          refresh();
        } catch (error) {
          const status = (error as { status?: unknown }).status;
          const refusedByRule = typeof status === 'number' && [409, 413, 415, 422].includes(status);
          const outcome: Partial<UploadRow> = isAbortError(error)
            ? { status: 'cancelled', error: null, retryable: true }
            : { status: 'failed', error: errorText(error), retryable: !refusedByRule };
          rowsRef.current = rowsRef.current.map((row) => (row.key === next.key ? { ...row, ...outcome } : row));
          update(next.key, outcome);
        } finally {
          controllers.current.delete(next.key);
        }
      }
    } finally {
      sending.current = false;
    }
  }, [refresh, update]);

  const add = useCallback((files: readonly File[]) => {
    void (async () => {
      const added = await Promise.all(files.map(async (file): Promise<UploadRow> => {
        const refusal = await localRefusal(file);
        return {
          key: `upload-${++rowCount}`, file, status: refusal ? 'failed' : 'waiting', sent: 0, total: file.size,
          error: refusal, retryable: false, evidence: null,
        };
      }));
      rowsRef.current = [...rowsRef.current, ...added];
      setRows(rowsRef.current);
      void pump();
    })();
  }, [pump]);

  const start = useCallback((id: string) => {
    target.current = id;
    void pump();
  }, [pump]);

  const cancel = useCallback((key: string) => {
    const controller = controllers.current.get(key);
    if (controller) return controller.abort();
    rowsRef.current = rowsRef.current.map((row) => (row.key === key && row.status === 'waiting' ? { ...row, status: 'cancelled', retryable: true } : row));
    setRows(rowsRef.current);
  }, []);

  const retry = useCallback((key: string) => {
    rowsRef.current = rowsRef.current.map((row) => (row.key === key ? { ...row, status: 'waiting', error: null, sent: 0 } : row));
    setRows(rowsRef.current);
    void pump();
  }, [pump]);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    rowsRef.current = rowsRef.current.filter((row) => row.key !== key);
    setRows(rowsRef.current);
  }, []);

  const clearDone = useCallback(() => {
    rowsRef.current = rowsRef.current.filter((row) => row.status !== 'done');
    setRows(rowsRef.current);
  }, []);

  return { rows, add, start, cancel, retry, remove, clearDone, busy: rows.some((row) => row.status === 'waiting' || row.status === 'uploading') };
}
