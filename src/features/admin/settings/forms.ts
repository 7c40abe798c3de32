/**
 * The settings forms' rules: the request's own (src/api/settings.ts),
 * field by field, so the form says at the field what the server would say in its 400.
 */
import * as v from 'valibot';
import {
  duplicateReplyTitle,
  FirstReplyHoursSchema,
  REPLY_TITLE_TAKEN_MESSAGE,
  SavedReplyInputSchema,
  SettingsRequestSchema,
} from '../../../api/admin';

/**
 * The targets as numbers (the inputs register `valueAsNumber`: an empty box is NaN, refused as not
 * a number); the first-reply one required, as the form always shows it.
 */
export const TargetsFormSchema = v.object({
  ...SettingsRequestSchema.entries.targets.entries,
  firstReplyHours: FirstReplyHoursSchema,
});
export type TargetsFormValues = v.InferInput<typeof TargetsFormSchema>;

export interface ReplyFormValues {
  title: string;
  text: string;
}

/** A reply's title and text, and a title none of `otherTitles` has (compared as the server does). */
export const replyFormSchema = (otherTitles: readonly string[]) =>
  v.pipe(
    v.object({ title: SavedReplyInputSchema.entries.title, text: SavedReplyInputSchema.entries.text }),
    // A partial check runs once the title itself passed, even while the text is still wrong, so
    // both messages show together.
    v.forward(
      v.partialCheck(
        [['title']],
        (values) => duplicateReplyTitle([...otherTitles.map((title) => ({ title })), values]) === null,
        (issue) => REPLY_TITLE_TAKEN_MESSAGE(issue.input.title),
      ),
      ['title'],
    ),
  );

/** Which form field a server's field error belongs to (`targets.resolutionHours`, `savedReplies.3.title`). */
export function formFieldOf(
  key: string,
): 'firstReplyHours' | 'resolutionHours' | 'resolutionRate' | 'title' | 'text' | null {
  if (key === 'targets.firstReplyHours') return 'firstReplyHours';
  if (key === 'targets.resolutionHours') return 'resolutionHours';
  if (key === 'targets.resolutionRate') return 'resolutionRate';
  const reply = /^savedReplies\.\d+\.(title|text)$/.exec(key);
  return reply?.[1] === 'title' || reply?.[1] === 'text' ? reply[1] : null;
}

/** Characters as the rules count them: code points (an emoji is one). */
export const characterLength = (text: string) => [...text].length;
