/**
 * The texts of the admin disputes list when it shows the disputes behind a Reports figure, word for
 * word (docs/texts.md#admin-dashboard). The figures' own words are Reports' (../reports/texts.ts).
 */
import type { BacklogAge, FigureName } from '../../../api/admin';
import { AGE_WORDS } from '../reports/texts';

export const SHOW_ALL_DISPUTES = 'Show all disputes';
export const BACK_TO_REPORTS = 'Back to Reports';

const disputes = (count: number) => (count === 1 ? '1 dispute' : `${count} disputes`);

export interface HeadingParts {
  count: number;
  figure: FigureName;
  status?: string;
  age?: BacklogAge;
  /** The period's days, as Reports writes them. */
  from: string;
  to: string;
  oneDay: boolean;
  /** The group's name (a type's label, an admin's name, "Unassigned"), or null for all disputes. */
  group: string | null;
}

/** "34 disputes filed from Nov 1, 2026 to Nov 30, 2026, Unauthorized transaction" */
export function drillDownHeadingText({ count, figure, status, age, from, to, oneDay, group }: HeadingParts): string {
  const period = oneDay ? `on ${from}` : `from ${from} to ${to}`;
  const atEnd = `at the end of ${to}`;
  const what: Record<FigureName, string> = {
    filed: `filed ${period}`,
    resolved: `resolved ${period}`,
    rejected: `rejected ${period}`,
    open: `open ${atEnd}`,
    withinTarget: `closed within the resolution target ${period}`,
    breached: `closed past the resolution target ${period}`,
    firstReplyWithinTarget: `filed ${period} and answered within the first-reply target`,
    firstReplyBreached: `filed ${period} that missed the first-reply target`,
    backlogStatus: `open ${atEnd} with status ${status ?? ''}`,
    backlogAge: `open for ${age ? AGE_WORDS[age] : ''} ${atEnd}`,
  };
  return `${disputes(count)} ${what[figure]}${group === null ? '' : `, ${group}`}`;
}
