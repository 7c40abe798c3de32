/**
 * Where a saved reply goes in the composer's message: at the caret (over the selected text), or in
 * place of a box holding only white space. Pure, so the rules are tested on their own.
 */
import { LIMITS } from '../../../api';

export interface TextRange {
  start: number;
  end: number;
}

/**
 * The message with `inserted` put in, and where the caret goes (right after it); null when the
 * message would be longer than a message may be (LIMITS.textMax code points). Without a known
 * selection (the box was never focused) the reply goes at the end.
 */
export function insertSavedReply(
  text: string,
  inserted: string,
  selection: TextRange | null,
): { text: string; caret: number } | null {
  if (text.trim() === '') return fits(inserted) ? { text: inserted, caret: inserted.length } : null;
  const clamp = (at: number) => Math.min(Math.max(at, 0), text.length);
  const start = clamp(selection ? Math.min(selection.start, selection.end) : text.length);
  const end = clamp(selection ? Math.max(selection.start, selection.end) : text.length);
  const next = text.slice(0, start) + inserted + text.slice(end);
  return fits(next) ? { text: next, caret: start + inserted.length } : null;
}

const fits = (text: string) => [...text].length <= LIMITS.textMax;
