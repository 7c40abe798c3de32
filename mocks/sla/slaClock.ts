/**
 * The clock on a dispute (docs/clock.md): its two clocks, first reply and resolution, read from
 * its messages and timeline as they stood at `now`. Both backends, the warnings and Reports use
 * this one function; `slaClock.test.ts` holds the rules as a table.
 *
 * The dispute's life is cut into spans. A span is *paused* while the dispute waits on the user
 * (support's last visible message is newer than the user's last) or while it is closed; otherwise
 * it *runs*. A clock is due when its running time reaches its target, so every paused hour moves
 * the due time one hour on. Later events (stamps after `now`) have not happened yet.
 */
import { isActiveStatus } from '../../src/api';
import type { Sla, SlaClock } from '../../src/api/sla';
import type { StoredDispute } from '../db/types';

const HOUR = 3_600_000;

/** The targets, in hours, the clock runs to (the team's settings as saved now). */
export interface ClockTargets {
  firstReplyHours: number;
  resolutionHours: number;
}

type Step = { at: number; kind: 'support' | 'user' | 'close' | 'open' };

/** The events that move the clock, oldest first; stamps that are no date are left out. */
function stepsOf(dispute: StoredDispute, now: number): Step[] {
  const steps: Step[] = [];
  const push = (stamp: string, kind: Step['kind']) => {
    const at = Date.parse(stamp);
    if (!Number.isNaN(at) && at <= now) steps.push({ at, kind });
  };
  for (const entry of dispute.timeline) push(entry.timestamp, isActiveStatus(entry.status) ? 'open' : 'close');
  for (const message of dispute.messages) {
    if (message.internal === true) continue;
    push(message.timestamp, message.isFromAdmin ? 'support' : 'user');
  }
  // Stable: at one moment, the timeline's entries come before the messages they came with.
  return steps.sort((a, b) => a.at - b.at);
}

interface Run {
  /** When the clock stopped (the first reply, the closing), or NaN while it still counts. */
  stoppedAt: number;
  /** When its running time reached the target, or NaN when it had not by the end. */
  breachedAt: number;
  /** Running time used by the end (the stop, or now). */
  usedMs: number;
  /** Whether the dispute was paused at the end. */
  paused: boolean;
  /** When the dispute was closed, while it still was at the end; NaN when open. */
  closedAt: number;
}

/**
 * Runs one clock over the steps until `stopOn` stops it (or until `now`): how much running time
 * it used, and when that reached `targetMs`.
 */
function run(created: number, steps: readonly Step[], now: number, targetMs: number, stopOn: Step['kind'][]): Run {
  let waitingOnUser = false;
  let closedAt = Number.NaN;
  let usedMs = 0;
  let breachedAt = Number.NaN;
  let from = created;
  const advance = (to: number) => {
    if (to <= from) return;
    if (!waitingOnUser && Number.isNaN(closedAt)) {
      if (Number.isNaN(breachedAt) && usedMs + (to - from) > targetMs) breachedAt = from + (targetMs - usedMs);
      usedMs += to - from;
    }
    from = to;
  };
  for (const step of steps) {
    advance(step.at);
    if (stopOn.includes(step.kind)) return { stoppedAt: step.at, breachedAt, usedMs, paused: false, closedAt };
    if (step.kind === 'support') waitingOnUser = true;
    else if (step.kind === 'user') waitingOnUser = false;
    else if (step.kind === 'close') closedAt = Number.isNaN(closedAt) ? step.at : closedAt;
    else if (!Number.isNaN(closedAt)) {
      // Reopened: support owes the next step, whoever wrote last.
      closedAt = Number.NaN;
      waitingOnUser = false;
    }
  }
  advance(Math.max(now, from));
  return { stoppedAt: Number.NaN, breachedAt, usedMs, paused: waitingOnUser || !Number.isNaN(closedAt), closedAt };
}

function clockOf(created: number, runOf: Run, now: number, targetMs: number): SlaClock {
  const stopped = !Number.isNaN(runOf.stoppedAt);
  if (!Number.isNaN(runOf.breachedAt)) {
    return {
      dueAt: new Date(runOf.breachedAt).toISOString(),
      state: 'breached',
      remainingSeconds: stopped ? null : Math.round((runOf.breachedAt - now) / 1000),
    };
  }
  // Not reached: due when the rest of the target has run from the end (the stop, or now).
  const end = stopped ? runOf.stoppedAt : Math.max(now, created);
  const dueAt = end + (targetMs - runOf.usedMs);
  if (stopped) return { dueAt: new Date(dueAt).toISOString(), state: 'met', remainingSeconds: null };
  return {
    dueAt: new Date(dueAt).toISOString(),
    state: runOf.paused ? 'paused' : 'running',
    remainingSeconds: Math.round((dueAt - now) / 1000),
  };
}

/**
 * The dispute's clocks at `now`. First reply stops at support's first visible reply or the
 * closing, whichever is first; resolution stops at a closing that stands (a reopening makes it count
 * again, the closed time paused).
 */
export function slaOf(dispute: StoredDispute, targets: ClockTargets, now: number): Sla {
  const created = Date.parse(dispute.createdAt);
  const steps = stepsOf(dispute, now);
  const firstReplyMs = targets.firstReplyHours * HOUR;
  const resolutionMs = targets.resolutionHours * HOUR;
  const first = run(created, steps, now, firstReplyMs, ['support', 'close']);
  const resolution = run(created, steps, now, resolutionMs, []);
  // A closing stops the resolution clock only while the dispute stays closed.
  const resolutionRun: Run = Number.isNaN(resolution.closedAt)
    ? resolution
    : { ...resolution, stoppedAt: resolution.closedAt, paused: false };
  return {
    firstReply: clockOf(created, first, now, firstReplyMs),
    resolution: clockOf(created, resolutionRun, now, resolutionMs),
  };
}
