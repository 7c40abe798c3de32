/**
 * The evidence files of a landing-page report, read back from where they waited
 * (src/components/draftFiles.ts) and added to the form's evidence once.
 */
import { useEffect, useRef, useState } from 'react';
import { readDraftFiles } from '../../../components/draftFiles';
import type { ScamReportDraft } from '../../../components/scamReportDraft';

/**
 * `none`: the draft brought no files (or only their names); `loading`: being read back;
 * `arrived`: in the form; `missing`: the draft named a place, but the files were not there.
 */
export type DraftFilesState = 'none' | 'loading' | 'arrived' | 'missing';

export function useDraftFiles(
  draft: ScamReportDraft | null,
  add: (files: readonly File[]) => void,
): {
  state: DraftFilesState;
  /** The files that arrived (to take out of the form again when the draft is discarded). */
  files: readonly File[];
} {
  const key = draft?.evidenceFilesKey;
  const [read, setRead] = useState<{ key: string; files: File[] | null } | null>(null);
  const adding = useRef(add);
  useEffect(() => {
    adding.current = add;
  });

  useEffect(() => {
    if (key === undefined) return;
    // A draft discarded (or a run undone by Strict Mode) before the files are read adds nothing.
    let current = true;
    void readDraftFiles(key).then((files) => {
      if (!current) return;
      setRead({ key, files });
      if (files && files.length > 0) adding.current(files);
    });
    return () => {
      current = false;
    };
  }, [key]);

  if (key === undefined) return { state: 'none', files: [] };
  if (read?.key !== key) return { state: 'loading', files: [] };
  return read.files ? { state: 'arrived', files: read.files } : { state: 'missing', files: [] };
}
