/**
 * Sample clocks (src/api/sla.ts) for stories, one of each state, and the pairs a dispute goes
 * through. The screens read the time left from `remainingSeconds`, so these show the same words
 * whenever a story runs; only the exact due times are fixed dates.
 */
import type { Sla, SlaClock } from '../../api';

const HOUR = 3600;

export const CLOCK_SAMPLES: Record<'running' | 'soon' | 'overdue' | 'paused' | 'met' | 'missed', SlaClock> = {
  /** Due in 1 d 6 h. */
  running: { dueAt: '2026-12-04T14:00:00.000Z', state: 'running', remainingSeconds: 30 * HOUR },
  /** Due in 3 h: within the 4-hour warning. */
  soon: { dueAt: '2026-12-03T11:00:00.000Z', state: 'running', remainingSeconds: 3 * HOUR },
  /** Overdue by 1 d 2 h and still counting. */
  overdue: { dueAt: '2026-12-02T06:00:00.000Z', state: 'breached', remainingSeconds: -26 * HOUR },
  /** Waiting on the user, 2 d 2 h left when it runs again. */
  paused: { dueAt: '2026-12-05T10:00:00.000Z', state: 'paused', remainingSeconds: 50 * HOUR },
  met: { dueAt: '2026-12-02T14:00:00.000Z', state: 'met', remainingSeconds: null },
  /** Breached, then answered or closed. */
  missed: { dueAt: '2026-12-01T14:00:00.000Z', state: 'breached', remainingSeconds: null },
};

const { running, soon, overdue, paused, met, missed } = CLOCK_SAMPLES;

/** A dispute's two clocks, as it goes: first reply counting, then resolution, then closed. */
type SampleName =
  | 'replySoon'
  | 'replyOverdue'
  | 'resolutionRunning'
  | 'resolutionSoon'
  | 'resolutionPaused'
  | 'resolutionOverdue'
  | 'closedMet'
  | 'closedMissed';

export const SLA_SAMPLES: Record<SampleName, Sla> = {
  replySoon: { firstReply: soon, resolution: running },
  replyOverdue: { firstReply: overdue, resolution: running },
  resolutionRunning: { firstReply: met, resolution: running },
  resolutionSoon: { firstReply: met, resolution: soon },
  resolutionPaused: { firstReply: met, resolution: paused },
  resolutionOverdue: { firstReply: missed, resolution: overdue },
  closedMet: { firstReply: met, resolution: met },
  closedMissed: { firstReply: met, resolution: missed },
};
