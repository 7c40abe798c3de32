/**
 * Files on their way to a dispute's evidence, one row each: checked here first by the same rules
 * as the server's (kind by first bytes, 10 MB, the files a dispute still has room for), then sent
 * one at a time with their progress, each cancellable, retryable, and refused with the server's
 * own sentence. Shared by every place that adds evidence (the new-dispute form, the dispute pages,
 * the reply boxes).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, MAX_EVIDENCE_FILE_BYTES, SNIFF_BYTES, type Evidence } from '../../api';
import { evidenceRefusals, sniffEvidenceType } from '../../api/evidenceFiles';
import { isAbortError, uploadEvidence } from '../../api/upload';
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

/** A file's first bytes (through FileReader where Blob.arrayBuffer is missing, as in jsdom). */
async function readHead(file: File): Promise<Uint8Array> {
  const head = file.slice(0, SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const { result } = reader;
      if (result === null || typeof result === 'string') reject(new Error('The file could not be read.'));
      else resolve(new Uint8Array(result));
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsArrayBuffer(head);
  });
}

/** The local check's refusal of a file, or null: the same rules the server applies, said before sending. */
export async function localRefusal(file: File): Promise<string | null> {
  if (file.size > MAX_EVIDENCE_FILE_BYTES) return evidenceRefusals.tooLarge(file.name);
  if (file.size === 0) return evidenceRefusals.empty(file.name);
  // A file this page cannot read is left to the server, which reads what arrives.
  const head = await readHead(file).catch(() => null);
  return head && sniffEvidenceType(head) === null ? evidenceRefusals.notAccepted(file.name) : null;
}

export interface EvidenceUploads {
  rows: UploadRow[];
  /**
   * Adds files as rows; with a dispute id they start at once, else they wait for `start`. `room`
   * is how many more files the dispute can take: those past it are refused here, as the server would.
   */
  add: (files: readonly File[], room?: number) => void;
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

export function useEvidenceUploads(
  disputeId: string | null,
  onUploaded?: (evidence: Evidence) => void,
): EvidenceUploads {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const target = useRef(disputeId);
  const controllers = useRef(new Map<string, AbortController>());
  const sending = useRef(false);
  /** Unmounted: nothing more is sent (a cancelled upload must not hand over to the next one). */
  const disposed = useRef(false);
  /**
   * The rows as last set: every change goes through `setAll`/`change`, which write here and to the
   * state together, so a callback never works from (or writes back) rows missing a later change.
   */
  const rowsRef = useRef<UploadRow[]>([]);
  const uploaded = useRef(onUploaded);
  const refresh = useRefreshAfter('uploadEvidence');

  useEffect(() => {
    target.current = disputeId;
  }, [disputeId]);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    const open = controllers.current;
    disposed.current = false;
    return () => {
      disposed.current = true;
      open.forEach((controller) => controller.abort());
    };
  }, []);

  const setAll = useCallback((next: UploadRow[]) => {
    rowsRef.current = next;
    setRows(next);
  }, []);
  const change = useCallback(
    (key: string, patch: Partial<UploadRow>) => {
      setAll(rowsRef.current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    },
    [setAll],
  );

  /** Sends the waiting rows one after another: one request at a time keeps every bar honest. */
  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const id = target.current;
        const next = rowsRef.current.find((row) => row.status === 'waiting');
        if (!id || !next || disposed.current) return;
        const controller = new AbortController();
        controllers.current.set(next.key, controller);
        change(next.key, { status: 'uploading', sent: 0, total: next.file.size, error: null });
        const refreshWhenAccepted = refresh({ id });
        try {
          const evidence = await uploadEvidence(id, next.file, {
            signal: controller.signal,
            onProgress: (sent, total) => change(next.key, { sent, total }),
          });
          change(next.key, { status: 'done', evidence, sent: next.file.size, total: next.file.size });
          uploaded.current?.(evidence);
          refreshWhenAccepted();
        } catch (error) {
          const status = (error as { status?: unknown }).status;
          const refusedByRule = typeof status === 'number' && [409, 413, 415, 422].includes(status);
          change(
            next.key,
            isAbortError(error)
              ? { status: 'cancelled', error: null, retryable: true }
              : { status: 'failed', error: errorText(error), retryable: !refusedByRule },
          );
        } finally {
          controllers.current.delete(next.key);
        }
      }
    } finally {
      sending.current = false;
    }
  }, [change, refresh]);

  const add = useCallback(
    (files: readonly File[], room = Number.POSITIVE_INFINITY) => {
      void (async () => {
        const refusals = await Promise.all(files.map(localRefusal));
        let taken = 0;
        const added = files.map((file, index): UploadRow => {
          // A file the rules refuse takes no room; past the room, the dispute is full.
          const refusal = refusals[index] ?? (taken < room ? null : evidenceRefusals.tooMany(file.name));
          if (refusal === null) taken += 1;
          return {
            key: `upload-${++rowCount}`,
            file,
            status: refusal ? 'failed' : 'waiting',
            sent: 0,
            total: file.size,
            error: refusal,
            retryable: false,
            evidence: null,
          };
        });
        setAll([...rowsRef.current, ...added]);
        void pump();
      })();
    },
    [pump, setAll],
  );

  const start = useCallback(
    (id: string) => {
      target.current = id;
      void pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const controller = controllers.current.get(key);
      if (controller) return controller.abort();
      setAll(
        rowsRef.current.map((row) =>
          row.key === key && row.status === 'waiting' ? { ...row, status: 'cancelled', retryable: true } : row,
        ),
      );
    },
    [setAll],
  );

  const retry = useCallback(
    (key: string) => {
      const again = (row: UploadRow) =>
        row.key === key && row.retryable && (row.status === 'failed' || row.status === 'cancelled');
      setAll(rowsRef.current.map((row) => (again(row) ? { ...row, status: 'waiting', error: null, sent: 0 } : row)));
      void pump();
    },
    [pump, setAll],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      setAll(rowsRef.current.filter((row) => row.key !== key));
    },
    [setAll],
  );

  const clearDone = useCallback(() => {
    setAll(rowsRef.current.filter((row) => row.status !== 'done'));
  }, [setAll]);

  return {
    rows,
    add,
    start,
    cancel,
    retry,
    remove,
    clearDone,
    busy: rows.some((row) => row.status === 'waiting' || row.status === 'uploading'),
  };
}
