/**
 * The landing page's "Report a Scam" form hands its report to /new-dispute through session
 * storage, so it survives the detour through sign-in or sign-up and vanishes with the tab. Its
 * evidence files wait in IndexedDB under the draft's `evidenceFilesKey` (./draftFiles.ts) and go
 * with the draft.
 */
import * as v from 'valibot';
import { dropDraftFiles } from './draftFiles';

const KEY = 'dispute-centre:scam-report-draft';

export const ScamReportDraftSchema = v.object({
  platform: v.string(),
  affectedWallet: v.string(),
  scammerWallet: v.string(),
  amount: v.string(),
  currency: v.string(),
  description: v.string(),
  /** The evidence files' names, whether or not the files themselves travel. */
  evidenceFileNames: v.array(v.string()),
  /**
   * Where the files themselves wait (./draftFiles.ts); absent when they could not be kept, and then
   * only their names travel and the visitor attaches them again.
   */
  evidenceFilesKey: v.optional(v.string()),
});

export type ScamReportDraft = v.InferOutput<typeof ScamReportDraftSchema>;

/** Saves the draft, replacing any other: the files of the one it replaces go. */
export function saveScamReportDraft(draft: ScamReportDraft): void {
  const previous = readScamReportDraft()?.evidenceFilesKey;
  if (previous !== undefined && previous !== draft.evidenceFilesKey) void dropDraftFiles(previous);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the visitor simply starts from an empty form.
  }
}

export function readScamReportDraft(): ScamReportDraft | null {
  try {
    const parsed = v.safeParse(ScamReportDraftSchema, JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Clears the draft (used or discarded), and its files with it. */
export function clearScamReportDraft(): void {
  const files = readScamReportDraft()?.evidenceFilesKey;
  if (files !== undefined) void dropDraftFiles(files);
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * The dispute description a draft becomes: the report's facts first, then the visitor's words.
 * The evidence files' names are among the facts only when the files themselves stayed behind.
 */
export function draftToDescription(draft: ScamReportDraft): string {
  const facts = [
    ['Platform', draft.platform],
    ['Affected wallet', draft.affectedWallet],
    ['Scammer wallet', draft.scammerWallet],
    ['Currency', draft.currency],
    ['Evidence files', draft.evidenceFilesKey === undefined ? draft.evidenceFileNames.join(', ') : ''],
  ].filter(([, value]) => value !== '');
  return [...facts.map(([label, value]) => `${label}: ${value}`), '', draft.description].join('\n').trim();
}
