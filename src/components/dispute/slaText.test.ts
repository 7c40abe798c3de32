import { describe, expect, it } from 'vitest';
import type { Sla, SlaClock } from '../../api';
import { formatDateTime } from '../format';
import {
  aimLines,
  clockStateText,
  clockTone,
  currentClock,
  dueText,
  exactDueText,
  formatSpan,
  WAITING_FOR_YOUR_REPLY,
} from './slaText';

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const DUE = '2026-12-02T14:00:00.000Z';
const AT = formatDateTime(DUE);
const clock = (state: SlaClock['state'], remainingSeconds: number | null): SlaClock => ({
  dueAt: DUE,
  state,
  remainingSeconds,
});
const sla = (firstReply: SlaClock, resolution: SlaClock): Sla => ({ firstReply, resolution });

describe('formatSpan', () => {
  it.each([
    [30, 'less than a minute'],
    [45 * MIN, '45 min'],
    [59 * MIN + 59, '59 min'],
    [3 * HOUR + 29 * MIN, '3 h'],
    [3 * HOUR + 31 * MIN, '4 h'],
    [DAY - 20, '24 h'],
    [DAY, '24 h'],
    [DAY + 31 * MIN, '1 d 1 h'],
    [DAY + 2 * HOUR + 20 * MIN, '1 d 2 h'],
    [-(DAY + 2 * HOUR), '1 d 2 h'],
    [2 * DAY + 10 * MIN, '2 d'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(formatSpan(seconds)).toBe(text);
  });
});

describe('the Due column', () => {
  it.each([
    [clock('running', 3 * HOUR), 'in 3 h', 'soon'],
    [clock('running', 5 * HOUR), 'in 5 h', 'running'],
    [clock('running', 45 * MIN), 'in 45 min', 'soon'],
    [clock('breached', -(DAY + 2 * HOUR)), 'overdue by 1 d 2 h', 'overdue'],
    [clock('running', -10 * MIN), 'overdue by 10 min', 'overdue'],
    [clock('paused', 2 * HOUR), 'paused: waiting on user', 'paused'],
    [clock('met', null), 'Met', 'met'],
    [clock('breached', null), 'Missed', 'missed'],
  ] as const)('%o reads "%s" (%s)', (value, text, tone) => {
    expect(dueText(value)).toBe(text);
    expect(clockTone(value)).toBe(tone);
  });

  it('says the exact due time, "was due" once it has passed', () => {
    expect(exactDueText(clock('running', HOUR))).toBe(`due ${AT}`);
    expect(exactDueText(clock('breached', -HOUR))).toBe(`was due ${AT}`);
    expect(exactDueText(clock('breached', null))).toBe(`was due ${AT}`);
  });

  it('shows the first reply until it is met or missed, then the resolution; a closed dispute its resolution', () => {
    const running = clock('running', HOUR);
    expect(currentClock(sla(running, running), 'New')?.name).toBe('firstReply');
    expect(currentClock(sla(clock('breached', -HOUR), running), 'New')?.name).toBe('firstReply');
    expect(currentClock(sla(clock('met', null), running), 'In Progress')?.name).toBe('resolution');
    expect(currentClock(sla(clock('breached', null), running), 'In Progress')?.name).toBe('resolution');
    expect(currentClock(sla(running, clock('met', null)), 'Resolved')?.name).toBe('resolution');
    expect(currentClock(null, 'New')).toBeNull();
    expect(currentClock(undefined, 'New')).toBeNull();
  });
});

describe('the review page', () => {
  it.each([
    [clock('running', 3 * HOUR), 'New', `due in 3 h (${AT})`],
    [clock('paused', DAY + 4 * HOUR), 'In Progress', 'paused, waiting on the user (1 d 4 h left)'],
    [clock('paused', HOUR), 'Resolved', 'paused while the dispute is closed'],
    [clock('met', null), 'Resolved', 'met'],
    [clock('breached', -2 * HOUR), 'In Progress', `overdue by 2 h (was due ${AT})`],
    [clock('breached', null), 'Rejected', `missed (was due ${AT})`],
  ] as const)('%o on a %s dispute reads "%s"', (value, status, text) => {
    expect(clockStateText(value, status)).toBe(text);
  });
});

describe("the user's aim lines", () => {
  const running = clock('running', 3 * HOUR);
  it('says both aims while the first reply counts', () => {
    expect(aimLines(sla(running, running), 'New')).toEqual([
      `Support aims to reply by ${AT}`,
      `Support aims to resolve this by ${AT}`,
    ]);
  });

  it('says only the resolution aim once the first reply is met', () => {
    expect(aimLines(sla(clock('met', null), running), 'In Progress')).toEqual([
      `Support aims to resolve this by ${AT}`,
    ]);
  });

  it('says once that support waits for the user', () => {
    expect(aimLines(sla(clock('met', null), clock('paused', HOUR)), 'In Progress')).toEqual([WAITING_FOR_YOUR_REPLY]);
  });

  it('says honestly when support is late', () => {
    expect(aimLines(sla(clock('breached', -HOUR), running), 'New')).toEqual([
      `Support's reply is overdue; it was due ${AT}`,
      `Support aims to resolve this by ${AT}`,
    ]);
    expect(aimLines(sla(clock('breached', null), clock('breached', -HOUR)), 'Under Review')).toEqual([
      `Support's resolution is overdue; it was due ${AT}`,
    ]);
  });

  it('says nothing on a closed dispute or without clocks', () => {
    expect(aimLines(sla(running, running), 'Resolved')).toEqual([]);
    expect(aimLines(null, 'New')).toEqual([]);
    expect(aimLines(undefined, 'New')).toEqual([]);
  });
});
