/**
 * The landing page's "Report a Scam" form hands its report to /new-dispute through session
 * storage, so it survives the detour through sign-in or sign-up and vanishes with the tab.
 */
import * as v from 'valibot';

const KEY = 'dispute-centre:scam-report-draft';

export const ScamReportDraftSchema = v.object({
  platform: v.string(),
  affectedWallet: v.string(),
  scammerWallet: v.string(),
  amount: v.string(),
  currency: v.string(),
  description: v.string(),
  /** Names only: files cannot travel through storage, so the visitor attaches them again. */
  evidenceFileNames: v.array(v.string()),
});

export type ScamReportDraft = v.InferOutput<typeof ScamReportDraftSchema>;

export function saveScamReportDraft(draft: ScamReportDraft): void {
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

export function clearScamReportDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The dispute description a draft becomes: the report's facts first, then the visitor's words. */
export function draftToDescription(draft: ScamReportDraft): string {
  const facts = [
    ['Platform', draft.platform],
    ['Affected wallet', draft.affectedWallet],
    ['Scammer wallet', draft.scammerWallet],
    ['Currency', draft.currency],
    ['Evidence files', draft.evidenceFileNames.join(', ')],
  ].filter(([, value]) => value !== '');
  return [...facts.map(([label, value]) => `${label}: ${value}`), '', draft.description].join('\n').trim();
}
