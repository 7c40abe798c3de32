/**
 * The words for a dispute's clocks (src/api/sla.ts), on both sides: the desk's Due column, the
 * review page's clock card and the user's aim lines (docs/texts.md#the-clock). Pure, so every
 * screen says the same. Times left count from the server's `remainingSeconds`, not this browser's
 * clock, so a wrong clock on the admin's computer cannot make a dispute look on time.
 */
import {
  BREACHING_SOON_MS,
  isActiveStatus,
  isBreachingWithin,
  type DisputeStatus,
  type DisputeSummary,
  type Sla,
  type SlaClock,
  type SlaClockName,
} from '../../api';
import { formatDateTime } from '../format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The review page's card of both clocks. */
export const CLOCK_TITLE = 'Clock';
export const CLOCK_NAMES: Record<SlaClockName, string> = { firstReply: 'First reply', resolution: 'Resolution' };

/** The Due column's words for a stopped clock and for a dispute without clocks. */
export const DUE_TEXTS = {
  met: 'Met',
  missed: 'Missed',
  paused: 'paused: waiting on user',
  none: '—',
  noneSpoken: 'Not known',
} as const;

/**
 * "45 min", "3 h", "1 d 2 h", "2 d"; under a minute "less than a minute". Minutes are whole
 * minutes, rounded down; from an hour on, to the nearest hour, so a clock just started reads its
 * target ("in 24 h", not "in 23 h") and the exact time is in the tooltip.
 */
export function formatSpan(seconds: number): string {
  const span = Math.abs(seconds);
  if (span < MINUTE) return 'less than a minute';
  if (span < HOUR) return `${Math.floor(span / MINUTE)} min`;
  const hours = Math.round(span / HOUR);
  if (hours <= 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** Whether the server sends clocks (docs/clock.md) for any of `disputes`: without, screens stay as they were. */
export const hasClocks = (disputes: readonly DisputeSummary[]): boolean =>
  disputes.some((dispute) => dispute.sla !== undefined && dispute.sla !== null);

/** Whether the clock still counts (it has a time left, and has not been met). */
export const isCounting = (clock: SlaClock): boolean => clock.remainingSeconds !== null && clock.state !== 'met';

/** Whether a counting clock is past its due time. */
const isOverdue = (clock: SlaClock): boolean =>
  clock.remainingSeconds !== null && (clock.state === 'breached' || clock.remainingSeconds < 0);

/**
 * How a clock looks: `overdue` (danger), `soon` (due within 4 h: warning), `paused` (waiting on the
 * user), `running`, or stopped: `met`, `missed`.
 */
export type ClockTone = 'overdue' | 'soon' | 'running' | 'paused' | 'met' | 'missed';

export function clockTone(clock: SlaClock): ClockTone {
  if (!isCounting(clock)) return clock.state === 'breached' ? 'missed' : 'met';
  if (isOverdue(clock)) return 'overdue';
  if (clock.state === 'paused') return 'paused';
  return isBreachingWithin(clock, BREACHING_SOON_MS) ? 'soon' : 'running';
}

/** The Due column's value: "in 3 h", "overdue by 1 d 2 h", "paused: waiting on user", "Met", "Missed". */
export function dueText(clock: SlaClock): string {
  const tone = clockTone(clock);
  const seconds = clock.remainingSeconds ?? 0;
  if (tone === 'met' || tone === 'missed') return DUE_TEXTS[tone];
  if (tone === 'paused') return DUE_TEXTS.paused;
  return tone === 'overdue' ? `overdue by ${formatSpan(seconds)}` : `in ${formatSpan(seconds)}`;
}

/** The exact due time, for a tooltip and for screen readers: "due Nov 21, 2026, 2:00 PM" ("was due" once past). */
export function exactDueText(clock: SlaClock): string {
  const past = clock.remainingSeconds === null ? clock.state !== 'running' : clock.remainingSeconds < 0;
  return `${past ? 'was due' : 'due'} ${formatDateTime(clock.dueAt)}`;
}

/**
 * The clock that matters now: first reply until it is met (or missed and answered), then
 * resolution; a closed dispute's is its resolution clock. Null without clocks.
 */
export function currentClock(
  sla: Sla | null | undefined,
  status: DisputeStatus,
): { name: SlaClockName; clock: SlaClock } | null {
  if (!sla) return null;
  if (isActiveStatus(status) && isCounting(sla.firstReply)) return { name: 'firstReply', clock: sla.firstReply };
  return { name: 'resolution', clock: sla.resolution };
}

/**
 * One clock on the review page, after its name: "due in 3 h (Nov 21, 2026, 2:00 PM)",
 * "paused, waiting on the user (2 d 4 h left)", "met", "overdue by 2 h (was due …)", "missed (was due …)".
 * A closed dispute's paused clock waits on nobody: "paused while the dispute is closed".
 */
export function clockStateText(clock: SlaClock, status: DisputeStatus): string {
  const tone = clockTone(clock);
  const at = formatDateTime(clock.dueAt);
  const seconds = clock.remainingSeconds ?? 0;
  switch (tone) {
    case 'met':
      return 'met';
    case 'missed':
      return `missed (was due ${at})`;
    case 'overdue':
      return `overdue by ${formatSpan(seconds)} (was due ${at})`;
    case 'paused':
      return isActiveStatus(status)
        ? `paused, waiting on the user (${formatSpan(seconds)} left)`
        : 'paused while the dispute is closed';
    default:
      return `due in ${formatSpan(seconds)} (${at})`;
  }
}

export const WAITING_FOR_YOUR_REPLY = 'Waiting for your reply';
/** The user's dashboard column of the first aim line. */
export const NEXT_FROM_SUPPORT = 'Next from support';
/** What a screen reader hears for the column's dash (a closed dispute: support aims at nothing more). */
export const NO_AIM_SPOKEN = 'None';

/** The user's line for one clock, or null when it has nothing to say (met, or missed and answered). */
function aimLine(name: SlaClockName, clock: SlaClock): string | null {
  const at = formatDateTime(clock.dueAt);
  switch (clockTone(clock)) {
    case 'met':
    case 'missed':
      return null;
    case 'paused':
      return WAITING_FOR_YOUR_REPLY;
    case 'overdue':
      return name === 'firstReply'
        ? `Support's reply is overdue; it was due ${at}`
        : `Support's resolution is overdue; it was due ${at}`;
    default:
      return name === 'firstReply' ? `Support aims to reply by ${at}` : `Support aims to resolve this by ${at}`;
  }
}

/**
 * What the user reads about support's aims, the first reply's line first: while the first reply
 * counts, both lines; once it is met, the resolution's only; "Waiting for your reply" once while
 * support waits on them. Nothing on a closed dispute or without clocks.
 */
export function aimLines(sla: Sla | null | undefined, status: DisputeStatus): string[] {
  if (!sla || !isActiveStatus(status)) return [];
  const lines = [aimLine('firstReply', sla.firstReply), aimLine('resolution', sla.resolution)];
  return [...new Set(lines.filter((line): line is string => line !== null))];
}
