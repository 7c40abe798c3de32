/**
 * The dispute as the four steps of the landing page's process (Submit Your Case,
 * Investigation, Legal Action, Resolution), mapped from its status; the timeline gives the dates.
 */
import type { Dispute, DisputeStatus, TimelineEntry } from '../../../api';

export const TRACKER_STEPS = ['Submit Your Case', 'Investigation', 'Legal Action', 'Resolution'] as const;
export type TrackerStepTitle = (typeof TRACKER_STEPS)[number];

/**
 * - complete: done;
 * - current: the case is at this step now;
 * - upcoming: not reached yet (the case is still open);
 * - declined: the case was rejected while at this step;
 * - skipped: never reached because the case was rejected earlier.
 */
export type StepState = 'complete' | 'current' | 'upcoming' | 'declined' | 'skipped';

export interface TrackerStep {
  title: TrackerStepTitle;
  state: StepState;
  /** When the case reached this step (the first timeline entry of its status), if known. */
  reachedAt: string | null;
  /** For the declined step: when the case was rejected. */
  endedAt: string | null;
}

export interface Tracker {
  steps: TrackerStep[];
  /**
   * The step the Steps component is on: the index of the current or declined step, 1 for a New
   * dispute (Submit Your Case done), or 4 (all done) for a resolved one.
   */
  stepIndex: number;
  outcome: 'open' | 'resolved' | 'rejected';
}

/** The step each status belongs to; Rejected has no step of its own (it ends the step reached). */
const STEP_OF: Record<Exclude<DisputeStatus, 'Rejected'>, number> = {
  New: 0,
  'In Progress': 1,
  'Under Review': 2,
  Resolved: 3,
};

const firstAt = (timeline: readonly TimelineEntry[], statuses: readonly DisputeStatus[]): string | null => {
  const times = timeline.filter((entry) => statuses.includes(entry.status)).map((entry) => entry.timestamp);
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
};

/** The furthest step a rejected dispute reached before it was rejected, from its timeline. */
function stepReached(timeline: readonly TimelineEntry[]): number {
  let reached = 0;
  for (const entry of timeline) {
    if (entry.status !== 'Rejected' && entry.status !== 'Resolved') reached = Math.max(reached, STEP_OF[entry.status]);
  }
  return reached;
}

export function trackerFor(dispute: Pick<Dispute, 'status' | 'timeline' | 'createdAt'>): Tracker {
  const { status, timeline } = dispute;
  const reachedAt = (index: number): string | null => {
    if (index === 0) return firstAt(timeline, ['New']) ?? dispute.createdAt;
    if (index === 1) return firstAt(timeline, ['In Progress']);
    if (index === 2) return firstAt(timeline, ['Under Review']);
    return firstAt(timeline, ['Resolved']);
  };

  if (status === 'Rejected') {
    const declinedAt = stepReached(timeline);
    const steps = TRACKER_STEPS.map((title, index): TrackerStep => {
      const state: StepState = index < declinedAt ? 'complete' : index === declinedAt ? 'declined' : 'skipped';
      return {
        title,
        state,
        reachedAt: state === 'skipped' ? null : reachedAt(index),
        endedAt: state === 'declined' ? firstAt(timeline, ['Rejected']) : null,
      };
    });
    return { steps, stepIndex: declinedAt, outcome: 'rejected' };
  }

  const at = STEP_OF[status];
  const resolved = status === 'Resolved';
  const steps = TRACKER_STEPS.map((title, index): TrackerStep => {
    let state: StepState;
    if (resolved || index < at || (status === 'New' && index === 0)) state = 'complete';
    else if (index === at) state = 'current';
    else state = 'upcoming';
    return { title, state, reachedAt: state === 'upcoming' ? null : reachedAt(index), endedAt: null };
  });
  const stepIndex = resolved ? TRACKER_STEPS.length : status === 'New' ? 1 : at;
  return { steps, stepIndex, outcome: resolved ? 'resolved' : 'open' };
}
