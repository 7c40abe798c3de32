/**
 * The team's settings as the store keeps them (docs/server.md#team-settings): the one record of
 * the `settings` collection, the defaults a store without it reads as, and the sentences its
 * history is written in (docs/texts.md#settings-server). Shared by the seed and the handlers.
 */
import { DEFAULT_RESOLUTION_HOURS, DEFAULT_RESOLUTION_RATE, type Settings } from '../../src/api/admin';
import { DEFAULT_FIRST_REPLY_HOURS } from '../../src/api/sla';
import { SETTINGS_KEY, type DbDocument, type StoredSettings } from './types';

/** What nobody has saved yet: the default targets, set by nobody, and no saved replies. */
export const defaultSettings = (): StoredSettings => ({
  key: SETTINGS_KEY,
  revision: 0,
  targets: {
    firstReplyHours: DEFAULT_FIRST_REPLY_HOURS,
    resolutionHours: DEFAULT_RESOLUTION_HOURS,
    resolutionRate: DEFAULT_RESOLUTION_RATE,
    updatedAt: null,
    updatedBy: null,
  },
  savedReplies: [],
  history: [],
  lastReplyNumber: 0,
});

/** The stored settings, or the defaults when there are none (a store from before settings, or a record set aside). */
export function storedSettings(data: DbDocument): StoredSettings {
  const record = data.settings.find((candidate) => candidate.key === SETTINGS_KEY) ?? defaultSettings();
  // Saved before the first-reply target existed: it reads as the default.
  return typeof record.targets.firstReplyHours === 'number'
    ? record
    : { ...record, targets: { ...record.targets, firstReplyHours: DEFAULT_FIRST_REPLY_HOURS } };
}

/** A saved reply's id: `rpl-` and its number. */
export const replyId = (number: number) => `rpl-${number}`;

/** The answer of GET and PUT /api/admin/settings, built field by field from the record. */
export const toSettings = ({ revision, targets, savedReplies, history }: StoredSettings): Settings => ({
  revision,
  targets: {
    firstReplyHours: targets.firstReplyHours,
    resolutionHours: targets.resolutionHours,
    resolutionRate: targets.resolutionRate,
    updatedAt: targets.updatedAt,
    updatedBy: targets.updatedBy,
  },
  savedReplies: savedReplies.map(({ id, title, text, createdAt, createdBy, updatedAt, updatedBy }) => ({
    id,
    title,
    text,
    createdAt,
    createdBy,
    updatedAt,
    updatedBy,
  })),
  history: history.map(({ at, by, summary }) => ({ at, by, summary })),
});

const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;

/** The history's sentences, one per change (docs/texts.md#settings-server). */
export const SETTINGS_SUMMARY = {
  firstReplyHours: (count: number) => `Set the first-reply target to ${hours(count)}`,
  resolutionHours: (count: number) => `Set the resolution target to ${hours(count)}`,
  resolutionRate: (percent: number) => `Set the resolution rate target to ${percent}%`,
  added: (title: string) => `Added the saved reply “${title}”`,
  renamed: (before: string, after: string) => `Renamed the saved reply “${before}” to “${after}”`,
  edited: (title: string) => `Edited the text of the saved reply “${title}”`,
  renamedAndEdited: (before: string, after: string) =>
    `Renamed the saved reply “${before}” to “${after}” and edited its text`,
  deleted: (title: string) => `Deleted the saved reply “${title}”`,
  reordered: () => 'Changed the order of the saved replies',
} as const;
