/** The settings screen's words, shown and asserted word for word (docs/texts.md#settings). */
import { FIRST_REPLY_HOURS_MAX, LIMITS } from '../../../api';
import { RESOLUTION_HOURS_MAX, SAVED_REPLY_TITLE_MAX } from '../../../api/admin';
import { formatDate, formatDateTime } from '../../../components/format';

export const SETTINGS_PATH = '/admin/settings';

export const SETTINGS_TITLE = 'Settings';
export const SETTINGS_INTRO =
  'The targets Reports measure the team against, and the saved replies every admin can insert when answering a dispute.';
export const SETTINGS_LOADING = 'Loading settings...';
export const SETTINGS_LOAD_FAILED = 'Could not load the settings';

export const TARGETS_TITLE = 'Targets';
export const FIRST_REPLY_LABEL = 'First-reply target (hours)';
export const FIRST_REPLY_HELP = `Support's first reply is due this many hours after filing, time spent waiting on the user not counted. Whole hours, 1 to ${FIRST_REPLY_HOURS_MAX}.`;
export const HOURS_LABEL = 'Resolution target (hours)';
export const HOURS_HELP = `Disputes closed within this many hours of being filed count as on time, time spent waiting on the user not counted. Whole hours, 1 to ${RESOLUTION_HOURS_MAX}.`;
export const RATE_LABEL = 'Resolution rate target (%)';
export const RATE_HELP = 'The share of closed disputes the team aims to close on time. 1 to 100.';
export const SAVE_TARGETS = 'Save targets';
export const SAVING = 'Saving...';
export const DEFAULT_TARGETS = 'Default';
export const lastChanged = (name: string, at: string) => `Last changed by ${name}, ${formatDateTime(at)}`;

export const REPLIES_TITLE = 'Saved replies';
export const REPLIES_INTRO =
  "Insert these into a reply or an internal note from the composer on a dispute's review page.";
export const ADD_REPLY = 'Add saved reply';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const CANCEL = 'Cancel';
export const NO_REPLIES = 'No saved replies yet';
export const NO_REPLIES_HELP =
  'Save the answers the team sends often, then insert them with one click when answering a dispute.';
export const REPLIES_LIST_LABEL = 'Saved replies';
export const addedBy = (name: string | null, at: string) =>
  name ? `Added by ${name} on ${formatDate(at)}` : `Added on ${formatDate(at)}`;
export const editedBy = (name: string, at: string) => `Edited by ${name} on ${formatDate(at)}`;

export const EDIT_REPLY_TITLE = 'Edit saved reply';
export const TITLE_LABEL = 'Title';
export const TITLE_HELP = `Shown in the composer's list. At most ${SAVED_REPLY_TITLE_MAX} characters.`;
export const TEXT_LABEL = 'Reply text';
export const SAVE_REPLY = 'Save reply';
const LIMIT = LIMITS.textMax.toLocaleString('en-US');
export const characterCount = (count: number) => `${count.toLocaleString('en-US')} / ${LIMIT} characters`;

export const deleteReplyTitle = (title: string) => `Delete “${title}”?`;
export const DELETE_REPLY_BODY =
  'Admins will no longer be able to insert this reply. Messages already sent with it stay as they are.';
export const DELETING = 'Deleting...';

export const HISTORY_TITLE = 'Recent changes';
export const NO_HISTORY = 'No changes yet. Every change to the targets or the saved replies will be listed here.';
export const HISTORY_LIST_LABEL = 'Recent changes';
export const changedBy = (name: string, at: string) => `${name} · ${formatDateTime(at)}`;

/** Toasts. */
export const SAVED = 'Saved';
export const TARGETS_SAVED = 'The targets are saved.';
export const replyAdded = (title: string) => `“${title}” was added.`;
export const replyEdited = (title: string) => `“${title}” was saved.`;
export const replyDeleted = (title: string) => `“${title}” was deleted.`;
export const ALSO_KEPT = 'Someone else saved the settings at the same time; their change is kept too.';
export const ALREADY_DELETED = 'Already deleted';
export const alreadyDeleted = (title: string) => `Someone else had already deleted “${title}”.`;

/** Refusals and failures; what the person typed stays in the form. */
export const SAVE_FAILED = 'Your change could not be saved. What you typed is kept; please try again.';
export const KEPT_CHANGING = 'The settings kept changing while you saved. What you typed is kept; please try again.';
export const replyGone = (title: string) =>
  `Someone else deleted “${title}” while you were editing it, so it could not be changed. Your text is kept: save it to add it as a new reply.`;
