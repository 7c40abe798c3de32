/**
 * Every text the Reports screen shows, word for word (docs/texts.md#reports). The field and range
 * messages are the contract's (REPORT_*_MESSAGE in src/api/reports.ts), so the screen and the
 * server word a bad period alike.
 */
import { type BacklogAge, type FigureName } from '../../../api/admin';

export const PAGE_TITLE = 'Reports';
export const DOCUMENT_TITLE = 'Reports · Dispute Centre';
export const PAGE_INTRO =
  'How support is doing over a period: disputes filed and closed, reply and resolution times, and the open backlog.';

export const PERIOD_HEADING = 'Period';
export const PRESETS_LABEL = 'Preset periods';
export const presetLabel = (days: number) => `Last ${days} days`;
export const CUSTOM_RANGE_LABEL = 'Custom range';
export const FROM_LABEL = 'From';
export const TO_LABEL = 'To';
export const APPLY = 'Apply';
export const utcCaption = (today: string) => `Days in UTC, both ends included. Today is ${today}.`;
export const FIX_PERIOD = 'Correct the dates above to see the report.';

export const LOADING_REPORT = 'Loading report...';
export const REPORT_FAILED = 'Could not load the report';

export const periodHeading = (period: string, days: number) => `${period} · ${days === 1 ? '1 day' : `${days} days`}`;
export const asOfText = (moment: string) => `Figures as of ${moment}.`;
export const targetsText = (hours: string, rate: number) => `Target: ${rate}% of disputes closed within ${hours}.`;
export const replyTargetText = (hours: string) => `First-reply target: ${hours}.`;
export const TARGETS_LINK = 'Change the targets in Settings';
export const DOWNLOAD_CSV = 'Download CSV';

export const EMPTY_TITLE = 'No disputes in this period';
export const emptyDescription = (from: string, to: string, backlog: number) =>
  `No dispute was filed, resolved or rejected from ${from} to ${to}, so the figures below are zero` +
  (backlog > 0 ? ', except the open backlog: disputes filed earlier that were still open at the end.' : '.');

export const TOTALS_HEADING = 'Totals';
export const FILED = 'Filed';
export const FILED_HELP = 'Disputes filed in the period';
export const RESOLVED = 'Resolved';
export const RESOLVED_HELP = 'Closed as Resolved in the period';
export const REJECTED = 'Rejected';
export const REJECTED_HELP = 'Closed as Rejected in the period';
export const OPEN = 'Open backlog';
export const OPEN_HELP = 'Still open at the end of the period';
export const FIRST_REPLY = 'Time to first support reply';
export const RESOLUTION = 'Time to resolution';
export const MEDIAN = 'median';
export const p90Text = (duration: string) => `90th percentile: ${duration}`;
export const overDisputes = (count: number, what: string) =>
  `Over ${count === 1 ? '1 dispute' : `${count} disputes`} ${what}`;
export const REPLIED_WHAT = 'filed in the period with a reply';
export const CLOSED_WHAT = 'closed in the period';
export const NO_REPLIES = 'No replies in this period';
export const NO_REPLIES_HELP = 'No dispute filed in this period has had a reply from support yet.';
export const NO_CLOSED = 'No disputes closed in this period';
export const NO_CLOSED_HELP = 'Times and the share within target count only the disputes closed in the period.';
export const WITHIN_TARGET = 'Closed within target';
/** Follows the share: "84%" then "within 72 hours (target 90%)". */
export const withinTargetHelp = (hours: string, rate: number) => `within ${hours} (target ${rate}%)`;
export const withinTargetCount = (count: number, of: number) => `${count} of ${of} closed disputes`;
/** After the count, a link: "28" then " of 37 closed disputes" (withinTargetCount in two parts). */
export const withinTargetRest = (of: number) => ` of ${of} closed disputes`;
/** After the count, a link: "9" then " breached the target". */
export const BREACHED_REST = ' breached the target';
export const REPLY_WITHIN_TARGET = 'Replied within target';
/** Follows the share: "88.9%" then "first reply within 24 hours". */
export const replyTargetHelp = (hours: string) => `first reply within ${hours}`;
/** After the count, a link: "40" then " of 45 disputes answered or overdue" (the target met, or missed). */
export const replyWithinRest = (of: number) => ` of ${of} disputes answered or overdue`;
export const NO_REPLY_DUE = 'No first reply due in this period';
export const MEETS_TARGET = 'Meets the target';
export const BELOW_TARGET = 'Below the target';
export const REFUNDS = 'Refunds granted';
export const refundsHelp = (sum: string) => `${sum} in total, by disputes closed in the period`;

/** A count's link to the disputes behind it: "34 disputes filed, open the list". */
export const figureLinkLabel = (count: number, what: string, group: string | null) =>
  `${count === 1 ? '1 dispute' : `${count.toLocaleString('en-US')} disputes`} ${what}${group === null ? '' : `, ${group}`}, open the list`;
export const FIGURE_LINK_WHAT: Record<Exclude<FigureName, 'backlogStatus' | 'backlogAge'>, string> = {
  filed: 'filed',
  resolved: 'resolved',
  rejected: 'rejected',
  open: 'open at the end of the period',
  withinTarget: 'closed within the resolution target',
  breached: 'closed past the resolution target',
  firstReplyWithinTarget: 'answered within the first-reply target',
  firstReplyBreached: 'past the first-reply target',
};
export const backlogStatusWhat = (status: string) => `open at the end of the period with status ${status}`;
export const backlogAgeWhat = (age: BacklogAge) => `open for ${AGE_WORDS[age]} at the end of the period`;

export const BACKLOG_HEADING = 'Open backlog';
export const backlogIntro = (total: number, moment: string) =>
  `${total === 1 ? '1 dispute' : `${total} disputes`} open as of ${moment}, by status and by how long they had been open.`;
export const BY_STATUS_HEADING = 'By status';
export const BY_AGE_HEADING = 'By age';
export const BACKLOG_BY_STATUS_CAPTION = 'Open disputes by status';
export const BACKLOG_BY_AGE_CAPTION = 'Open disputes by age';
export const STATUS_COLUMN = 'Status';
export const AGE_COLUMN = 'Open for';
export const OPEN_DISPUTES_COLUMN = 'Open disputes';
export const AGE_LABELS: Record<BacklogAge, string> = {
  under1Day: 'Under 1 day',
  days1To3: '1–3 days',
  days3To7: '3–7 days',
  over7Days: 'Over 7 days',
};

/** An age inside a sentence: "open for over 7 days". */
export const AGE_WORDS: Record<BacklogAge, string> = {
  under1Day: 'under 1 day',
  days1To3: '1–3 days',
  days3To7: '3–7 days',
  over7Days: 'over 7 days',
};

export const BY_TYPE_HEADING = 'By dispute type';
export const BY_TYPE_CAPTION = 'Figures by dispute type';
export const BY_TYPE_CHART_TITLE = 'Filed and resolved by type';
export const BY_ASSIGNEE_HEADING = 'By assignee';
export const BY_ASSIGNEE_CAPTION = 'Figures by assignee';
export const BY_ASSIGNEE_NOTE = 'Each dispute counts under the admin it is assigned to now.';
export const TYPE_COLUMN = 'Type';
export const ASSIGNEE_COLUMN = 'Assignee';
export const UNASSIGNED = 'Unassigned';
/** The columns every breakdown table has after its first, in order. */
export const FIGURE_COLUMNS = [
  'Filed',
  'Resolved',
  'Rejected',
  'Open',
  'Replied',
  'Reply median',
  'Reply 90th pct.',
  'Reply within target',
  'Reply breached',
  'Closed',
  'Resolution median',
  'Resolution 90th pct.',
  'Within target',
  'Breached',
  'Refunds',
  'Refund sum',
] as const;
/** Read out in a cell shown as "—". */
export const NONE = 'None';
export const DASH_NOTE =
  '“—”: no dispute of that row had a reply, or none was closed, or none had a first reply due, in this period.';
export const LINKS_NOTE = 'Each count opens the list of its disputes.';
export const TABLE_SCROLLS = 'Scroll sideways to see every column.';

/** The CSV download (./reportCsv.ts). */
export const CSV_TITLE = 'Dispute report';
export const CSV_HEAD = {
  from: 'From',
  to: 'To',
  asOf: 'Figures as of',
  resolutionHours: 'Resolution target (hours)',
  resolutionRate: 'Target share closed within it (%)',
  firstReplyHours: 'First-reply target (hours)',
} as const;
export const ALL_DISPUTES = 'All disputes';
export const TOTAL_ROW = 'Total';
/** The CSV's columns of a row of figures, after the column that names the row. */
export const CSV_FIGURE_COLUMNS = [
  'Filed',
  'Resolved',
  'Rejected',
  'Open at end',
  'Replied',
  'Reply median (hours)',
  'Reply 90th percentile (hours)',
  'Closed',
  'Resolution median (hours)',
  'Resolution 90th percentile (hours)',
  'Closed within target',
  'Within target (%)',
  'Closed past target',
  'Replied within target',
  'Reply within target (%)',
  'Reply past target',
  'Refunds granted',
  'Refund sum (USD)',
] as const;
