/**
 * What a save of the team's settings changes (docs/server.md#team-settings): the settings as an
 * admin sent them, laid over the stored ones. Pure, so the rules are read in one place:
 * - a target's stamp (`updatedAt`, `updatedBy`) moves only when a target's value changed;
 * - a reply keeps its id and `createdAt`/`createdBy`; its stamp moves only when its title or
 *   text changed;
 * - a reply without an id, or with one the stored settings do not hold (deleted meanwhile, or
 *   already used by an earlier reply of the same save), is a new reply with an id of the server's;
 * - a stored reply the save leaves out is deleted;
 * - every change is one entry of the history, newest first, at most SETTINGS_HISTORY_MAX.
 * A save that changes nothing is no change: the settings come back as they were, revision included.
 */
import { type PersonRef } from '../../src/api';
import { type SavedReply, SETTINGS_HISTORY_MAX, type SettingsChange, type Targets } from '../../src/api/admin';
import { replyId, SETTINGS_SUMMARY } from '../db/settingsRecord';
import type { StoredSettings } from '../db/types';

/** The body of PUT /api/admin/settings once its schema passed it (texts trimmed). */
interface Request {
  targets: Omit<Targets, 'firstReplyHours'> & { firstReplyHours?: number };
  savedReplies: readonly { id?: string | null; title: string; text: string }[];
}

/** The index of the reply whose title an earlier one already has (trimmed, any case), or -1. */
export function duplicateTitleAt(replies: readonly { title: string }[]): number {
  const seen = new Set<string>();
  return replies.findIndex(({ title }) => {
    const key = title.trim().toLocaleLowerCase('en');
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

function replyChange(before: SavedReply, title: string, text: string): string | null {
  const renamed = before.title !== title;
  const edited = before.text !== text;
  if (renamed && edited) return SETTINGS_SUMMARY.renamedAndEdited(before.title, title);
  if (renamed) return SETTINGS_SUMMARY.renamed(before.title, title);
  return edited ? SETTINGS_SUMMARY.edited(title) : null;
}

/** The settings after `request`, saved by `by` at `at`; `current` itself when nothing changed. */
export function applySettings(current: StoredSettings, request: Request, by: PersonRef, at: string): StoredSettings {
  const changes: string[] = [];
  const { resolutionHours, resolutionRate } = request.targets;
  // Absent: a client that does not know the first-reply target keeps the saved one.
  const firstReplyHours = request.targets.firstReplyHours ?? current.targets.firstReplyHours;
  if (firstReplyHours !== current.targets.firstReplyHours)
    changes.push(SETTINGS_SUMMARY.firstReplyHours(firstReplyHours));
  if (resolutionHours !== current.targets.resolutionHours)
    changes.push(SETTINGS_SUMMARY.resolutionHours(resolutionHours));
  if (resolutionRate !== current.targets.resolutionRate) changes.push(SETTINGS_SUMMARY.resolutionRate(resolutionRate));
  const targets =
    changes.length > 0
      ? { firstReplyHours, resolutionHours, resolutionRate, updatedAt: at, updatedBy: by }
      : current.targets;

  const stored = new Map(current.savedReplies.map((reply) => [reply.id, reply]));
  const taken = new Set(stored.keys());
  const kept = new Set<string>();
  let lastReplyNumber = current.lastReplyNumber;
  const newId = () => {
    do {
      lastReplyNumber += 1;
    } while (taken.has(replyId(lastReplyNumber)));
    return replyId(lastReplyNumber);
  };
  const savedReplies = request.savedReplies.map(({ id, title, text }): SavedReply => {
    const before = id === null || id === undefined || kept.has(id) ? undefined : stored.get(id);
    if (!before) {
      changes.push(SETTINGS_SUMMARY.added(title));
      return { id: newId(), title, text, createdAt: at, createdBy: by, updatedAt: null, updatedBy: null };
    }
    kept.add(before.id);
    const change = replyChange(before, title, text);
    if (change === null) return before;
    changes.push(change);
    return { ...before, title, text, updatedAt: at, updatedBy: by };
  });
  for (const reply of current.savedReplies)
    if (!kept.has(reply.id)) changes.push(SETTINGS_SUMMARY.deleted(reply.title));
  const orderBefore = current.savedReplies.filter((reply) => kept.has(reply.id)).map((reply) => reply.id);
  const orderAfter = savedReplies
    .filter((reply) => stored.has(reply.id) && kept.has(reply.id))
    .map((reply) => reply.id);
  if (orderBefore.some((id, index) => orderAfter[index] !== id)) changes.push(SETTINGS_SUMMARY.reordered());

  if (changes.length === 0) return current;
  const entries: SettingsChange[] = changes.map((summary) => ({ at, by, summary }));
  return {
    ...current,
    revision: current.revision + 1,
    targets,
    savedReplies,
    history: [...entries, ...current.history].slice(0, SETTINGS_HISTORY_MAX),
    lastReplyNumber,
  };
}
