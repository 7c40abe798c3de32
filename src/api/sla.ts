/**
 * The clock on every dispute (an extension, docs/clock.md): when support aims to reply first and
 * to resolve, each clock's state, and how far off its due time is. The backend computes it from
 * the dispute's timeline and messages (mocks/sla/slaClock.ts); both sides read it as it comes.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';

export const DEFAULT_FIRST_REPLY_HOURS = 24;
export const FIRST_REPLY_HOURS_MAX = 720;
export const FIRST_REPLY_HOURS_MESSAGE = `First-reply target must be a whole number of hours from 1 to ${FIRST_REPLY_HOURS_MAX}`;

/**
 * - `running`: support is on the clock;
 * - `paused`: waiting on the user (support wrote last) or the dispute is closed; the due time moves
 *   on with the pause;
 * - `met`: replied (or resolved) by the due time;
 * - `breached`: the due time passed first; it stays breached once it did.
 */
export const SLA_STATES = ['running', 'paused', 'met', 'breached'] as const;
export type SlaState = (typeof SLA_STATES)[number];

export const SlaClockSchema = v.object({
  /** When the target falls due, paused time added; for a breached clock, when it was breached. */
  dueAt: DateTimeSchema,
  state: v.fallback(v.picklist(SLA_STATES), 'running'),
  /**
   * Seconds from the server's now to `dueAt` (negative once it has passed) while the clock still
   * counts; null once it has stopped (met, or breached and then answered or closed).
   */
  remainingSeconds: v.nullable(v.number()),
});

export const SlaSchema = v.object({
  /** Until support's first reply that is not an internal note (or the dispute's closing). */
  firstReply: SlaClockSchema,
  /** Until the dispute is resolved or rejected. */
  resolution: SlaClockSchema,
});

export type SlaClock = v.InferOutput<typeof SlaClockSchema>;
export type Sla = v.InferOutput<typeof SlaSchema>;
export type SlaClockName = keyof Sla;
export const SLA_CLOCKS: readonly SlaClockName[] = ['firstReply', 'resolution'];

const HOUR_MS = 3_600_000;

/**
 * How long before its due time a clock warns: at 20 % of its time left or two hours left,
 * whichever comes first (never before the clock starts). A 24-hour clock warns 4.8 hours ahead.
 */
export const warningLeadMs = (targetHours: number): number =>
  Math.min(targetHours * HOUR_MS, Math.max(0.2 * targetHours * HOUR_MS, 2 * HOUR_MS));

/** The "Breaching within 4 h" filter's horizon. */
export const BREACHING_SOON_MS = 4 * HOUR_MS;

/** Whether a clock still counts and falls due within `withinMs` (or is already overdue). */
export const isBreachingWithin = (clock: SlaClock, withinMs: number): boolean =>
  clock.remainingSeconds !== null && clock.state !== 'met' && clock.remainingSeconds * 1000 <= withinMs;
