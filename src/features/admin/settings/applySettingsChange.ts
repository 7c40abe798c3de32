/**
 * One admin's change to the team settings, applied to whatever the settings are now.
 *
 * The server keeps the settings whole and refuses a save made from an old revision (409,
 * src/api/settings.ts). So a change is kept as what the admin did ("add this reply", "set the
 * hours to 48"), not as the settings they saw: on a 409 it is applied again to the settings read
 * afresh, and two admins saving at once both keep their change. A change that no longer fits the
 * new settings (its reply was deleted, its title was taken meanwhile) is refused in words instead.
 */
import { ApiError } from '../../../api';
import {
  duplicateReplyTitle,
  SAVED_REPLIES_MAX,
  type Settings,
  type SettingsRequest,
  settingsRequestOf,
} from '../../../api/admin';

export interface ReplyFields {
  title: string;
  text: string;
}

export type TargetFields = { firstReplyHours: number; resolutionHours: number; resolutionRate: number };

export type SettingsEdit =
  /** Only the targets the admin changed: another admin's change to the other one is kept. */
  | { kind: 'targets'; targets: Partial<TargetFields> }
  | { kind: 'add'; reply: ReplyFields }
  | { kind: 'edit'; id: string; reply: ReplyFields }
  | { kind: 'delete'; id: string; title: string };

/** Why an edit no longer applies to the settings as they are now. */
export type Refusal = { kind: 'titleTaken'; title: string } | { kind: 'gone'; title: string } | { kind: 'full' };

export type Applied =
  | { kind: 'request'; request: SettingsRequest }
  /** Nothing left to do: the reply to delete is gone already. */
  | { kind: 'done' }
  | { kind: 'refused'; refusal: Refusal };

/** The request that makes `edit` on top of `settings`, at their revision, or why it cannot. */
export function applySettingsChange(settings: Settings, edit: SettingsEdit): Applied {
  const request = settingsRequestOf(settings);
  const replies = request.savedReplies;
  switch (edit.kind) {
    case 'targets':
      return { kind: 'request', request: { ...request, targets: { ...request.targets, ...edit.targets } } };
    case 'add': {
      if (replies.length >= SAVED_REPLIES_MAX) return { kind: 'refused', refusal: { kind: 'full' } };
      const taken = duplicateReplyTitle([...replies, edit.reply]);
      if (taken !== null) return { kind: 'refused', refusal: { kind: 'titleTaken', title: taken } };
      return { kind: 'request', request: { ...request, savedReplies: [...replies, { id: null, ...edit.reply }] } };
    }
    case 'edit': {
      const current = replies.find((reply) => reply.id === edit.id);
      if (!current) return { kind: 'refused', refusal: { kind: 'gone', title: edit.reply.title } };
      const others = replies.filter((reply) => reply.id !== edit.id);
      const taken = duplicateReplyTitle([...others, edit.reply]);
      if (taken !== null) return { kind: 'refused', refusal: { kind: 'titleTaken', title: taken } };
      const savedReplies = replies.map((reply) => (reply.id === edit.id ? { id: edit.id, ...edit.reply } : reply));
      return { kind: 'request', request: { ...request, savedReplies } };
    }
    case 'delete': {
      const savedReplies = replies.filter((reply) => reply.id !== edit.id);
      if (savedReplies.length === replies.length) return { kind: 'done' };
      return { kind: 'request', request: { ...request, savedReplies } };
    }
  }
}

/** How many saves one change tries before it gives up on settings that keep changing. */
export const SAVE_ATTEMPTS = 4;

export type SaveOutcome =
  /** `merged`: someone else had saved since `latest`, and the change was applied on top of theirs. */
  | { kind: 'saved'; settings: Settings; merged: boolean }
  | { kind: 'done'; settings: Settings }
  | { kind: 'refused'; refusal: Refusal; settings: Settings }
  /** Every attempt met a 409: `settings` are the last ones read. */
  | { kind: 'conflict'; settings: Settings };

export interface SaveRoute {
  /** The settings as they are now on the server. */
  read: () => Promise<Settings>;
  /** PUT; rejects with ApiError 409 when `request.revision` is stale. */
  write: (request: SettingsRequest) => Promise<Settings>;
  /** Told each time the settings were read again, so the screen can show them. */
  onRead?: (settings: Settings) => void;
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Applies `edit` to `latest` and saves it; on a 409 reads the settings again and applies the same
 * edit on top, up to SAVE_ATTEMPTS saves. Any other failure rejects, as the write's error.
 */
export async function saveSettingsChange(latest: Settings, edit: SettingsEdit, route: SaveRoute): Promise<SaveOutcome> {
  let settings = latest;
  for (let attempt = 1; ; attempt += 1) {
    const applied = applySettingsChange(settings, edit);
    if (applied.kind === 'done') return { kind: 'done', settings };
    if (applied.kind === 'refused') return { kind: 'refused', refusal: applied.refusal, settings };
    try {
      const saved = await route.write(applied.request);
      return { kind: 'saved', settings: saved, merged: settings.revision !== latest.revision };
    } catch (error) {
      if (!isConflict(error)) throw error;
      settings = await route.read();
      route.onRead?.(settings);
      if (attempt >= SAVE_ATTEMPTS) return { kind: 'conflict', settings };
    }
  }
}
