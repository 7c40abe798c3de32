/**
 * The clock's rules (docs/clock.md) as a table: each row a dispute's life, in hours after filing,
 * the targets, the moment it is read, and both clocks as they must read then.
 */
import { describe, expect, it } from 'vitest';
import type { DisputeStatus, SlaState } from '../../src/api';
import type { StoredDispute, StoredMessage } from '../db/types';
import { slaOf, type ClockTargets } from './slaClock';

const FILED = Date.parse('2026-11-01T00:00:00.000Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(FILED + hours * HOUR).toISOString();

type Event =
  | { h: number; support: true; internal?: boolean }
  | { h: number; user: true }
  | { h: number; status: DisputeStatus; details?: string };

/** A dispute filed at FILED with the events in order; its status is that of its last timeline entry. */
function disputeOf(events: readonly Event[]): StoredDispute {
  const messages: StoredMessage[] = [];
  const timeline: StoredDispute['timeline'] = [{ status: 'New', timestamp: at(0), details: 'Dispute submitted' }];
  for (const [index, event] of events.entries()) {
    if ('status' in event) {
      timeline.push({ status: event.status, timestamp: at(event.h), details: event.details ?? 'Moved' });
      continue;
    }
    const fromSupport = 'support' in event;
    messages.push({
      id: `msg-${index}`,
      content: 'text',
      timestamp: at(event.h),
      isFromAdmin: fromSupport,
      attachments: [],
      author: null,
      internal: fromSupport && event.internal === true,
    });
  }
  const status = timeline.at(-1)?.status ?? 'New';
  const closing = status === 'Resolved' || status === 'Rejected' ? timeline.at(-1)?.timestamp : undefined;
  return {
    id: 'DSP-1',
    type: 'other',
    transactionId: 'tx',
    transactionDate: '2026-10-31',
    amount: 10,
    description: 'd',
    contactEmail: 'a@example.com',
    contactPhone: null,
    termsAccepted: true,
    status,
    createdAt: at(0),
    userId: 'usr-1',
    userEmail: 'a@example.com',
    messages,
    timeline,
    transactionDetails: null,
    technicalAnalysis: null,
    adminNotes: null,
    resolution: closing ? { type: 'decline', refundAmount: null, resolvedAt: closing } : null,
  };
}

/** A clock as expected: its due time in hours after filing, its state, and hours left (null: stopped). */
type Expected = [dueH: number, state: SlaState, leftH: number | null];
const DEFAULT: ClockTargets = { firstReplyHours: 24, resolutionHours: 72 };
const resolve = (h: number): Event[] => [
  { h, status: 'Resolved', details: 'Full refund approved' },
  { h, support: true },
];

interface Row {
  name: string;
  events: Event[];
  now: number;
  targets?: ClockTargets;
  firstReply: Expected;
  resolution: Expected;
}

const ROWS: Row[] = [
  { name: 'just filed', events: [], now: 1, firstReply: [24, 'running', 23], resolution: [72, 'running', 71] },
  {
    name: 'due exactly now is not yet breached',
    events: [],
    now: 24,
    firstReply: [24, 'running', 0],
    resolution: [72, 'running', 48],
  },
  {
    name: 'an internal note is no reply',
    events: [{ h: 2, support: true, internal: true }],
    now: 30,
    firstReply: [24, 'breached', -6],
    resolution: [72, 'running', 42],
  },
  {
    name: 'replied in time: first reply met, resolution paused on the user',
    events: [{ h: 3, support: true }],
    now: 5,
    firstReply: [24, 'met', null],
    resolution: [74, 'paused', 69],
  },
  {
    name: 'the user answers: the clock resumes, the pause added to its due time',
    events: [
      { h: 3, support: true },
      { h: 10, user: true },
    ],
    now: 12,
    firstReply: [24, 'met', null],
    resolution: [79, 'running', 67],
  },
  {
    name: 'a message from the user before any reply pauses nothing',
    events: [{ h: 2, user: true }],
    now: 4,
    firstReply: [24, 'running', 20],
    resolution: [72, 'running', 68],
  },
  {
    name: 'replied late: breached at its due time, stopped',
    events: [{ h: 30, support: true }],
    now: 31,
    firstReply: [24, 'breached', null],
    resolution: [73, 'paused', 42],
  },
  {
    name: 'a reply still to come has not happened',
    events: [{ h: 10, support: true }],
    now: 5,
    firstReply: [24, 'running', 19],
    resolution: [72, 'running', 67],
  },
  {
    name: 'closed without a reply after the first-reply target',
    events: resolve(50),
    now: 60,
    firstReply: [24, 'breached', null],
    resolution: [72, 'met', null],
  },
  {
    name: 'closed late',
    events: resolve(80),
    now: 90,
    firstReply: [24, 'breached', null],
    resolution: [72, 'breached', null],
  },
  {
    name: 'closed at 80 h, 20 of them waiting on the user: met',
    events: [{ h: 10, support: true }, { h: 30, user: true }, ...resolve(80)],
    now: 100,
    firstReply: [24, 'met', null],
    resolution: [92, 'met', null],
  },
  {
    name: 'rejected early',
    events: [
      { h: 10, status: 'Rejected', details: 'Claim declined after review' },
      { h: 10, support: true },
    ],
    now: 12,
    firstReply: [24, 'met', null],
    resolution: [72, 'met', null],
  },
  {
    name: 'the user writes after closing: still closed, still met',
    events: [
      { h: 10, status: 'Rejected', details: 'Claim declined after review' },
      { h: 10, support: true },
      { h: 20, user: true },
    ],
    now: 30,
    firstReply: [24, 'met', null],
    resolution: [72, 'met', null],
  },
  {
    name: 'reopened: the closed time paused, support on the clock again',
    events: [...resolve(20), { h: 40, status: 'In Progress', details: 'Reopened (was Resolved): more came in' }],
    now: 50,
    firstReply: [24, 'met', null],
    resolution: [92, 'running', 42],
  },
  {
    name: 'information requested: paused on the user',
    events: [
      { h: 5, status: 'Under Review', details: 'Additional information requested from the user' },
      { h: 5, support: true },
    ],
    now: 20,
    firstReply: [24, 'met', null],
    resolution: [87, 'paused', 67],
  },
  {
    name: 'information requested, then given: resumed',
    events: [
      { h: 5, status: 'Under Review', details: 'Additional information requested from the user' },
      { h: 5, support: true },
      { h: 30, user: true },
    ],
    now: 40,
    firstReply: [24, 'met', null],
    resolution: [97, 'running', 57],
  },
  {
    name: 'a status change while waiting on the user keeps waiting',
    events: [
      { h: 2, support: true },
      { h: 4, status: 'Under Review' },
    ],
    now: 10,
    firstReply: [24, 'met', null],
    resolution: [80, 'paused', 70],
  },
  {
    name: 'several pauses add up',
    events: [
      { h: 2, support: true },
      { h: 4, user: true },
      { h: 6, support: true },
      { h: 10, user: true },
    ],
    now: 12,
    firstReply: [24, 'met', null],
    resolution: [78, 'running', 66],
  },
  {
    name: 'breached while running, then paused: the breach stays',
    events: [
      { h: 1, support: true },
      { h: 2, user: true },
    ],
    now: 80,
    firstReply: [24, 'met', null],
    resolution: [73, 'breached', -7],
  },
  {
    name: 'replied late and then waiting on the user: resolution paused',
    events: [{ h: 30, support: true }],
    now: 100,
    firstReply: [24, 'breached', null],
    resolution: [142, 'paused', 42],
  },
  {
    name: 'a shorter target applies at once',
    events: [],
    now: 10,
    targets: { firstReplyHours: 8, resolutionHours: 72 },
    firstReply: [8, 'breached', -2],
    resolution: [72, 'running', 62],
  },
  {
    name: 'a longer target gives an open dispute more time',
    events: [],
    now: 100,
    targets: { firstReplyHours: 24, resolutionHours: 200 },
    firstReply: [24, 'breached', -76],
    resolution: [200, 'running', 100],
  },
  {
    name: 'an internal note on a waiting dispute does not pause or resume',
    events: [
      { h: 2, user: true },
      { h: 3, support: true, internal: true },
    ],
    now: 6,
    firstReply: [24, 'running', 18],
    resolution: [72, 'running', 66],
  },
];

describe('the clock, as a table', () => {
  it.each(ROWS)('$name', ({ events, now, targets = DEFAULT, firstReply, resolution }) => {
    const sla = slaOf(disputeOf(events), targets, FILED + now * HOUR);
    const read = ([dueH, state, leftH]: Expected) => ({
      dueAt: at(dueH),
      state,
      remainingSeconds: leftH === null ? null : leftH * 3600,
    });
    expect(sla).toEqual({ firstReply: read(firstReply), resolution: read(resolution) });
  });

  it('holds at least twenty lives', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
  });
});
