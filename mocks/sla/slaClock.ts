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

/**
 * The events that move the clock, oldest first; stamps that are no date are left out. Kept per
 * record: a stored record is never changed in place (a write puts a new one), and the admin list
 * reads every dispute's clocks on each request.
 */
const stepsByRecord = new WeakMap<StoredDispute, readonly Step[]>();
function stepsOf(dispute: StoredDispute): readonly Step[] {
  const known = stepsByRecord.get(dispute);
  if (known) return known;
  const steps: Step[] = [];
  const push = (stamp: string, kind: Step['kind']) => {
    const at = Date.parse(stamp);
    if (!Number.isNaN(at)) steps.push({ at, kind });
  };
  for (const entry of dispute.timeline) push(entry.timestamp, isActiveStatus(entry.status) ? 'open' : 'close');
  for (const message of dispute.messages) {
    if (message.internal === true) continue;
    push(message.timestamp, message.isFromAdmin ? 'support' : 'user');
  }
  // Stable: at one moment, the timeline's entries come before the messages they came with.
  steps.sort((a, b) => a.at - b.at);
  stepsByRecord.set(dispute, steps);
  return steps;
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

/** A clock run over the steps, up to the last one that has happened: the end's span not yet added. */
interface Fold extends Omit<Run, 'paused'> {
  waitingOnUser: boolean;
  /** Where the run stopped reading: the last step's time (or the filing). */
  from: number;
  /** Whether every step had happened, so the fold holds for any later now. */
  complete: boolean;
}

/** Adds the span from `fold.from` to `to` to a clock that still counts. */
function advance(fold: Fold, to: number, targetMs: number): void {
  if (to <= fold.from) return;
  if (!fold.waitingOnUser && Number.isNaN(fold.closedAt)) {
    if (Number.isNaN(fold.breachedAt) && fold.usedMs + (to - fold.from) > targetMs) {
      fold.breachedAt = fold.from + (targetMs - fold.usedMs);
    }
    fold.usedMs += to - fold.from;
  }
  fold.from = to;
}

/**
 * Runs one clock over the steps until `stopOn` stops it, or up to `now`: how much running time it
 * used, and when that reached `targetMs`.
 */
type StopOn = 'a reply' | 'never';

function fold(created: number, steps: readonly Step[], now: number, targetMs: number, stopOn: StopOn): Fold {
  const state: Fold = {
    stoppedAt: Number.NaN,
    breachedAt: Number.NaN,
    usedMs: 0,
    closedAt: Number.NaN,
    waitingOnUser: false,
    from: created,
    complete: true,
  };
  for (const step of steps) {
    // Later stamps have not happened yet.
    if (step.at > now) {
      state.complete = false;
      break;
    }
    advance(state, step.at, targetMs);
    // A closing answers the user too.
    if (stopOn === 'a reply' && (step.kind === 'support' || step.kind === 'close')) {
      state.stoppedAt = step.at;
      return state;
    }
    if (step.kind === 'support') state.waitingOnUser = true;
    else if (step.kind === 'user') state.waitingOnUser = false;
    else if (step.kind === 'close') state.closedAt = Number.isNaN(state.closedAt) ? step.at : state.closedAt;
    else if (!Number.isNaN(state.closedAt)) {
      // Reopened: support owes the next step, whoever wrote last.
      state.closedAt = Number.NaN;
      state.waitingOnUser = false;
    }
  }
  return state;
}

/**
 * Folds are kept per record, clock and target: the admin list reads every dispute's clocks on each
 * request, and a fold of steps that have all happened does not change with the time.
 */
const folds: Record<StopOn, WeakMap<StoredDispute, Fold & { targetMs: number }>> = {
  'a reply': new WeakMap(),
  never: new WeakMap(),
};
function run(dispute: StoredDispute, created: number, now: number, targetMs: number, stopOn: StopOn): Run {
  let folded = folds[stopOn].get(dispute);
  if (!folded || folded.from > now || folded.targetMs !== targetMs) {
    folded = { ...fold(created, stepsOf(dispute), now, targetMs, stopOn), targetMs };
    if (folded.complete) folds[stopOn].set(dispute, folded);
  }
  const { stoppedAt, closedAt, waitingOnUser, from } = folded;
  let { breachedAt, usedMs } = folded;
  // The span from the last step to now, for a clock that still counts and runs.
  const end = Math.max(now, from);
  if (Number.isNaN(stoppedAt) && !waitingOnUser && Number.isNaN(closedAt) && end > from) {
    if (Number.isNaN(breachedAt) && usedMs + (end - from) > targetMs) breachedAt = from + (targetMs - usedMs);
    usedMs += end - from;
  }
  const paused = Number.isNaN(stoppedAt) && (waitingOnUser || !Number.isNaN(closedAt));
  return { stoppedAt, breachedAt, usedMs, paused, closedAt };
}

/** ISO stamps of due times, kept: most clocks' due times do not move from one request to the next. */
const stamps = new Map<number, string>();
function isoOf(ms: number): string {
  let stamp = stamps.get(ms);
  if (stamp === undefined) {
    if (stamps.size >= 100_000) stamps.clear();
    stamp = new Date(ms).toISOString();
    stamps.set(ms, stamp);
  }
  return stamp;
}

function clockOf(created: number, runOf: Run, now: number, targetMs: number): SlaClock {
  const stopped = !Number.isNaN(runOf.stoppedAt);
  if (!Number.isNaN(runOf.breachedAt)) {
    return {
      dueAt: isoOf(runOf.breachedAt),
      state: 'breached',
      remainingSeconds: stopped ? null : Math.round((runOf.breachedAt - now) / 1000),
    };
  }
  // Not reached: due when the rest of the target has run from the end (the stop, or now).
  const end = stopped ? runOf.stoppedAt : Math.max(now, created);
  const dueAt = end + (targetMs - runOf.usedMs);
  if (stopped) return { dueAt: isoOf(dueAt), state: 'met', remainingSeconds: null };
  return {
    dueAt: isoOf(dueAt),
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
  const firstReplyMs = targets.firstReplyHours * HOUR;
  const resolutionMs = targets.resolutionHours * HOUR;
  const known = stoppedClocks.get(dispute);
  const valid = known && known.firstReplyMs === firstReplyMs && known.resolutionMs === resolutionMs;
  const created = createdOf(dispute);
  const firstReply =
    valid && known.firstReply && now >= known.firstReply.at
      ? known.firstReply.clock
      : keep(
          dispute,
          'firstReply',
          clockOf(created, run(dispute, created, now, firstReplyMs, 'a reply'), now, firstReplyMs),
          now,
          targets,
        );
  let resolution: SlaClock;
  if (valid && known.resolution && now >= known.resolution.at) resolution = known.resolution.clock;
  else {
    const ran = run(dispute, created, now, resolutionMs, 'never');
    // A closing stops the resolution clock only while the dispute stays closed.
    const stopped = Number.isNaN(ran.closedAt) ? ran : { ...ran, stoppedAt: ran.closedAt, paused: false };
    resolution = keep(dispute, 'resolution', clockOf(created, stopped, now, resolutionMs), now, targets);
  }
  return { firstReply, resolution };
}

/**
 * A stopped clock (nothing remaining) reads the same at every later moment: it is kept per record
 * and targets, so the admin list builds it once. `at` is the moment it was read at.
 */
type Kept = { clock: SlaClock; at: number } | null;
const stoppedClocks = new WeakMap<
  StoredDispute,
  { firstReplyMs: number; resolutionMs: number; firstReply: Kept; resolution: Kept }
>();
function keep(dispute: StoredDispute, name: keyof Sla, clock: SlaClock, now: number, targets: ClockTargets): SlaClock {
  if (clock.remainingSeconds !== null) return clock;
  const firstReplyMs = targets.firstReplyHours * HOUR;
  const resolutionMs = targets.resolutionHours * HOUR;
  let known = stoppedClocks.get(dispute);
  if (!known || known.firstReplyMs !== firstReplyMs || known.resolutionMs !== resolutionMs) {
    known = { firstReplyMs, resolutionMs, firstReply: null, resolution: null };
    stoppedClocks.set(dispute, known);
  }
  known[name] = { clock, at: now };
  return clock;
}

const createdTimes = new WeakMap<StoredDispute, number>();
function createdOf(dispute: StoredDispute): number {
  let created = createdTimes.get(dispute);
  if (created === undefined) {
    created = Date.parse(dispute.createdAt);
    createdTimes.set(dispute, created);
  }
  return created;
}
