/**
 * The support team's settings (extension, docs/server.md#team-settings): the targets Reports judge
 * by, and the saved replies an admin can insert into the review page's composer.
 *
 * Saving is whole: PUT sends every field with the `revision` it was read at, and a server whose
 * settings moved on since answers 409, so two admins saving at once never lose either's change
 * (the app reads the settings again and applies its one change on top: ../features/admin/settings).
 * Every change records who made it and when, on the target or the reply it changed.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';
import { NON_BLANK, textRules } from './documentedRules';
import { Count, Id, PersonRefSchema } from './entities';
import { LIMITS, tooLong } from './requestFields';
import { DEFAULT_FIRST_REPLY_HOURS, FIRST_REPLY_HOURS_MAX, FIRST_REPLY_HOURS_MESSAGE } from './sla';

export const DEFAULT_RESOLUTION_HOURS = 72;
export const DEFAULT_RESOLUTION_RATE = 90;
export const RESOLUTION_HOURS_MAX = 720;
export const SAVED_REPLIES_MAX = 100;
export const SAVED_REPLY_TITLE_MAX = 100;

export const RESOLUTION_HOURS_MESSAGE = `Resolution target must be a whole number of hours from 1 to ${RESOLUTION_HOURS_MAX}`;
export const RESOLUTION_RATE_MESSAGE = 'Resolution rate must be a whole percentage from 1 to 100';
export const REPLY_TITLE_MESSAGE = 'Title is required';
export const REPLY_TEXT_MESSAGE = 'Reply text is required';
export const SAVED_REPLIES_TOO_MANY_MESSAGE = `At most ${SAVED_REPLIES_MAX} saved replies`;
/** 422, not 400: a document cannot say "unique by title". */
export const REPLY_TITLE_TAKEN_MESSAGE = (title: string) => `Another saved reply is already called “${title}”`;
/** 409: the settings were saved by someone else since they were read. */
export const SETTINGS_CHANGED_MESSAGE =
  'Someone else saved the settings since you opened them; they have been read again';
export const SETTINGS_REVISION_MESSAGE = 'Send the revision the settings were read at';

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const FirstReplyHoursSchema = wholeNumber(FIRST_REPLY_HOURS_MESSAGE, 1, FIRST_REPLY_HOURS_MAX);

export const TargetsSchema = v.object({
  /** Hours from filing to support's first reply, paused time not counted (docs/clock.md). */
  firstReplyHours: v.optional(Count, DEFAULT_FIRST_REPLY_HOURS),
  /** Hours from filing to closing that count as on time, paused time not counted (docs/clock.md). */
  resolutionHours: Count,
  /** The share of closed disputes, in percent, the team aims to close on time. */
  resolutionRate: Count,
});

const ChangeStampEntries = {
  updatedAt: v.nullable(DateTimeSchema),
  /** Who made the last change; null for the server's defaults. */
  updatedBy: v.nullable(PersonRefSchema),
};

export const SavedReplySchema = v.object({
  id: Id,
  title: v.string(),
  text: v.string(),
  createdAt: DateTimeSchema,
  createdBy: v.nullable(PersonRefSchema),
  ...ChangeStampEntries,
});

export const SETTINGS_HISTORY_MAX = 50;

/** One change, as the server words it ("Set the resolution target to 48 hours", "Deleted the saved reply “Refund sent”"). */
export const SettingsChangeSchema = v.object({ at: DateTimeSchema, by: PersonRefSchema, summary: v.string() });

/** GET /api/admin/settings and the answer of PUT. */
export const SettingsSchema = v.object({
  /** Grows by one with every save; PUT must send the one it read. */
  revision: Count,
  targets: v.object({ ...TargetsSchema.entries, ...ChangeStampEntries }),
  /** In the order the team keeps them. */
  savedReplies: v.array(SavedReplySchema),
  /** The latest changes, newest first, at most SETTINGS_HISTORY_MAX (a deleted reply is remembered here). */
  history: v.array(SettingsChangeSchema),
});

export const SavedReplyInputSchema = v.object({
  /** A reply already saved keeps its id; a new one has none (or null). */
  id: v.nullish(v.pipe(v.string(), v.minLength(1))),
  title: v.pipe(
    v.string(REPLY_TITLE_MESSAGE),
    ...textRules({ pattern: NON_BLANK, message: REPLY_TITLE_MESSAGE }, tooLong(SAVED_REPLY_TITLE_MAX)),
    v.trim(),
  ),
  text: v.pipe(
    v.string(REPLY_TEXT_MESSAGE),
    ...textRules({ pattern: NON_BLANK, message: REPLY_TEXT_MESSAGE }, tooLong(LIMITS.textMax)),
    v.trim(),
  ),
});

/** PUT /api/admin/settings: the whole settings as the admin wants them, and the revision they were read at. */
export const SettingsRequestSchema = v.object({
  revision: v.pipe(
    v.number(SETTINGS_REVISION_MESSAGE),
    v.integer(SETTINGS_REVISION_MESSAGE),
    v.minValue(0, SETTINGS_REVISION_MESSAGE),
  ),
  targets: v.object({
    /** Optional: a client that does not know it leaves the saved one as it is. */
    firstReplyHours: v.optional(FirstReplyHoursSchema),
    resolutionHours: wholeNumber(RESOLUTION_HOURS_MESSAGE, 1, RESOLUTION_HOURS_MAX),
    resolutionRate: wholeNumber(RESOLUTION_RATE_MESSAGE, 1, 100),
  }),
  savedReplies: v.pipe(v.array(SavedReplyInputSchema), v.maxLength(SAVED_REPLIES_MAX, SAVED_REPLIES_TOO_MANY_MESSAGE)),
});

export type Targets = v.InferOutput<typeof TargetsSchema>;
export type SettingsChange = v.InferOutput<typeof SettingsChangeSchema>;
export type SavedReply = v.InferOutput<typeof SavedReplySchema>;
export type Settings = v.InferOutput<typeof SettingsSchema>;
export type SavedReplyInput = v.InferInput<typeof SavedReplyInputSchema>;
export type SettingsRequest = v.InferInput<typeof SettingsRequestSchema>;

/** The first title that two replies share (compared trimmed and regardless of case), or null. */
export function duplicateReplyTitle(replies: readonly { title: string }[]): string | null {
  const seen = new Set<string>();
  for (const { title } of replies) {
    const key = title.trim().toLocaleLowerCase('en');
    if (seen.has(key)) return title.trim();
    seen.add(key);
  }
  return null;
}

/** What a settings answer becomes as a PUT body: the same values, at the same revision. */
export const settingsRequestOf = (settings: Settings): SettingsRequest => ({
  revision: settings.revision,
  targets: {
    firstReplyHours: settings.targets.firstReplyHours,
    resolutionHours: settings.targets.resolutionHours,
    resolutionRate: settings.targets.resolutionRate,
  },
  savedReplies: settings.savedReplies.map(({ id, title, text }) => ({ id, title, text })),
});
