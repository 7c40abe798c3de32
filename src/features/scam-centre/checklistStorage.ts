/**
 * The security checklist's ticks, kept for the browser session (sessionStorage): they survive a
 * reload and end with the tab. Stored as `{ [tipId]: checked }`; anything unreadable is ignored.
 */
import * as v from 'valibot';

export const CHECKLIST_STORAGE_KEY = 'dispute-centre.security-checklist';

const StoredChecklistSchema = v.record(v.string(), v.boolean());
export type ChecklistState = v.InferOutput<typeof StoredChecklistSchema>;

export function readChecklist(storage: Storage | undefined = globalThis.sessionStorage): ChecklistState {
  try {
    const raw = storage?.getItem(CHECKLIST_STORAGE_KEY);
    if (!raw) return {};
    const parsed = v.safeParse(StoredChecklistSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

export function writeChecklist(state: ChecklistState, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the ticks still hold until the page closes.
  }
}
