import { describe, expect, it } from 'vitest';
import type { DisputeStatus, TimelineEntry } from '../../../api';
import { trackerFor } from './tracker';

const T = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const entry = (status: DisputeStatus, day: number): TimelineEntry => ({
  status,
  timestamp: T(day),
  details: `${status} step`,
});

const PATHS: Record<DisputeStatus, TimelineEntry[]> = {
  New: [entry('New', 1)],
  'In Progress': [entry('New', 1), entry('In Progress', 2)],
  'Under Review': [entry('New', 1), entry('In Progress', 2), entry('Under Review', 4)],
  Resolved: [entry('New', 1), entry('In Progress', 2), entry('Under Review', 4), entry('Resolved', 9)],
  Rejected: [entry('New', 1), entry('In Progress', 2), entry('Rejected', 6)],
};

const map = (status: DisputeStatus, timeline = PATHS[status]) => trackerFor({ status, timeline, createdAt: T(1) });
const states = (status: DisputeStatus, timeline?: TimelineEntry[]) =>
  map(status, timeline).steps.map((step) => step.state);

describe('trackerFor', () => {
  it('New: Submit Your Case done, Investigation up next, nothing current', () => {
    const tracker = map('New');
    expect(states('New')).toEqual(['complete', 'upcoming', 'upcoming', 'upcoming']);
    expect(tracker.stepIndex).toBe(1);
    expect(tracker.outcome).toBe('open');
    expect(tracker.steps[0]?.reachedAt).toBe(T(1));
  });

  it('In Progress: Investigation is current, since the In Progress entry', () => {
    const tracker = map('In Progress');
    expect(states('In Progress')).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    expect(tracker.stepIndex).toBe(1);
    expect(tracker.steps.map((step) => step.reachedAt)).toEqual([T(1), T(2), null, null]);
  });

  it('Under Review: Legal Action is current', () => {
    const tracker = map('Under Review');
    expect(states('Under Review')).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(tracker.stepIndex).toBe(2);
    expect(tracker.steps[2]?.reachedAt).toBe(T(4));
  });

  it('Resolved: every step done, each with its date', () => {
    const tracker = map('Resolved');
    expect(states('Resolved')).toEqual(['complete', 'complete', 'complete', 'complete']);
    expect(tracker.stepIndex).toBe(4);
    expect(tracker.outcome).toBe('resolved');
    expect(tracker.steps.map((step) => step.reachedAt)).toEqual([T(1), T(2), T(4), T(9)]);
  });

  it('Rejected: ends at the step reached, marked declined, the rest not reached', () => {
    const tracker = map('Rejected');
    expect(states('Rejected')).toEqual(['complete', 'declined', 'skipped', 'skipped']);
    expect(tracker.stepIndex).toBe(1);
    expect(tracker.outcome).toBe('rejected');
    expect(tracker.steps[1]).toMatchObject({ reachedAt: T(2), endedAt: T(6) });
  });

  it('Rejected from review or straight from filing ends at that step', () => {
    expect(
      states('Rejected', [entry('New', 1), entry('In Progress', 2), entry('Under Review', 3), entry('Rejected', 5)]),
    ).toEqual(['complete', 'complete', 'declined', 'skipped']);
    expect(states('Rejected', [entry('New', 1), entry('Rejected', 2)])).toEqual([
      'declined',
      'skipped',
      'skipped',
      'skipped',
    ]);
  });

  it('follows the status when the timeline is missing, dating the filing from createdAt', () => {
    const tracker = trackerFor({ status: 'Under Review', timeline: [], createdAt: T(1) });
    expect(tracker.steps.map((step) => step.state)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(tracker.steps.map((step) => step.reachedAt)).toEqual([T(1), null, null, null]);
  });

  it('uses the first entry of a status that repeats (a second review round)', () => {
    const timeline = [...PATHS['Under Review'], entry('Under Review', 7)];
    expect(map('Under Review', timeline).steps[2]?.reachedAt).toBe(T(4));
  });
});
