/**
 * The review page's unsent message, kept per dispute in local storage so a reload, a crash or a
 * closed tab loses nothing the admin typed. The kind (reply or internal note) is kept with it: a
 * note restored as a reply to the user could be sent to them by mistake.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';

export const MESSAGE_KINDS = ['reply', 'internal'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const DraftSchema = v.object({ text: v.string(), kind: v.picklist(MESSAGE_KINDS) });
export type ReplyDraft = v.InferOutput<typeof DraftSchema>;

const EMPTY: ReplyDraft = { text: '', kind: 'reply' };

export const draftKey = (disputeId: string) => `dispute-centre:admin-reply-draft:${disputeId}`;

export function readReplyDraft(disputeId: string): ReplyDraft {
  try {
    const parsed = v.safeParse(DraftSchema, JSON.parse(localStorage.getItem(draftKey(disputeId)) ?? 'null'));
    return parsed.success ? parsed.output : EMPTY;
  } catch {
    return EMPTY;
  }
}

function writeReplyDraft(disputeId: string, draft: ReplyDraft): void {
  try {
    if (draft.text === '' && draft.kind === EMPTY.kind) localStorage.removeItem(draftKey(disputeId));
    else localStorage.setItem(draftKey(disputeId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the text stays in the box for as long as the page is open.
  }
}

/** The draft of one dispute: restored on mount, saved on every change, emptied by `clear`. */
export function useReplyDraft(disputeId: string) {
  const [draft, setDraft] = useState<ReplyDraft>(() => readReplyDraft(disputeId));
  useEffect(() => writeReplyDraft(disputeId, draft), [disputeId, draft]);
  return {
    draft,
    setText: (text: string) => setDraft((current) => ({ ...current, text })),
    setKind: (kind: MessageKind) => setDraft((current) => ({ ...current, kind })),
    /**
     * After a send: the sent text goes, unless more was typed while it was on its way; the kind
     * stays (several notes in a row are common).
     */
    clearSent: (sent: string) => setDraft((current) => (current.text === sent ? { ...current, text: '' } : current)),
  };
}

/** Forgets every dispute's draft (stories start from an empty composer). */
export function clearAllReplyDrafts(): void {
  try {
    const prefix = draftKey('');
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
