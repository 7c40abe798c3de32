/**
 * A dispute's files as listed, and the room left in it beside the files still on their way: how
 * many more it can take before the server's limit (MAX_EVIDENCE_FILES) refuses one.
 */
import { useMemo } from 'react';
import { MAX_EVIDENCE_FILES } from '../../api';
import { useApiList } from '../../data';
import type { UploadRow } from './useEvidenceUploads';

/** A finished row whose file the list already shows: shown there, not twice. */
export const isListed = (row: UploadRow, listed: ReadonlySet<string>) =>
  row.status === 'done' && row.evidence !== null && listed.has(row.evidence.id);

export function useEvidenceList(disputeId: string, rows: readonly UploadRow[]) {
  const list = useApiList('getDisputeEvidence', { id: disputeId });
  const listedIds = useMemo(() => new Set(list.data?.map((evidence) => evidence.id)), [list.data]);
  // Rows the list does not show yet still take a place: waiting, on their way, or kept but not refetched.
  const pending = rows.filter(
    (row) =>
      row.status === 'waiting' || row.status === 'uploading' || (row.status === 'done' && !isListed(row, listedIds)),
  ).length;
  // Unreadable entries are files all the same: they count against the limit.
  const kept = list.data ? list.data.length + list.unreadable.length : undefined;
  return {
    list,
    listedIds,
    /** Files the dispute can still take (undefined until the list has answered: the server then decides alone). */
    room: kept === undefined ? undefined : Math.max(0, MAX_EVIDENCE_FILES - kept - pending),
    /** The dispute holds as many files as it may. */
    full: kept !== undefined && kept >= MAX_EVIDENCE_FILES,
  };
}
