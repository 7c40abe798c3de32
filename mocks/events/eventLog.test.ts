import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from './changeEvents';
import { createEventLog } from './eventLog';

const note = (n: number): ChangeEvent => ({ type: 'notification.created', id: `ntf-${n}`, userId: null });
const MINUTE = 60_000;

function clockAt(start: number) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the event log', () => {
  it('numbers events in order, and a client that saw one gets every later one', () => {
    const log = createEventLog({ now: () => 0, epoch: 'e1' });
    const [first, second, third] = log.append([note(1), note(2), note(3)]);
    expect([first?.id, second?.id, third?.id]).toEqual(['e1.1', 'e1.2', 'e1.3']);
    expect(log.since('e1.1')).toEqual({ kind: 'events', events: [second, third] });
    expect(log.since('e1.3')).toEqual({ kind: 'events', events: [] });
  });

  it('gives a client without a last id nothing from before it came', () => {
    const log = createEventLog({ now: () => 0, epoch: 'e1' });
    log.append([note(1)]);
    expect(log.since(null)).toEqual({ kind: 'events', events: [] });
  });

  it('answers a reset for an id it never gave: another epoch (a restart), a future number, nonsense', () => {
    const log = createEventLog({ now: () => 0, epoch: 'e2' });
    log.append([note(1), note(2)]);
    for (const id of ['e1.1', 'e2.3', 'e2.', 'e2.-1', '', '__proto__', 'e2.1.1', `e2.${'9'.repeat(30)}`]) {
      expect(log.since(id)).toEqual({ kind: 'reset' });
    }
  });

  it('keeps the last 1,000 however old, and everything of the last 10 minutes however many', () => {
    const clock = clockAt(0);
    const log = createEventLog({ now: clock.now, epoch: 'e' });
    log.append(Array.from({ length: 1_500 }, (_, i) => note(i)));
    // All 1,500 are younger than 10 minutes: all kept.
    expect(log.size).toBe(1_500);
    expect(log.since('e.1')).toMatchObject({ kind: 'events' });
    clock.advance(11 * MINUTE);
    log.append([note(1_501)]);
    // Now older than 10 minutes: only the last 1,000 stay, and older ids answer a reset.
    expect(log.size).toBe(1_000);
    expect(log.since('e.500')).toEqual({ kind: 'reset' });
    const replay = log.since('e.501');
    expect(replay.kind === 'events' ? replay.events.map((entry) => entry.id) : []).toEqual(
      Array.from({ length: 1_000 }, (_, i) => `e.${502 + i}`),
    );
  });

  it('never holds more than its hard limit, whatever the rate', () => {
    const log = createEventLog({ now: () => 0, epoch: 'e', hardLimit: 100, keepCount: 10 });
    for (let n = 0; n < 30; n++) log.append(Array.from({ length: 10 }, (_, i) => note(n * 10 + i)));
    expect(log.size).toBe(100);
    // 201–300 are kept: a client that saw 200 misses nothing, one that saw 199 missed 200.
    expect(log.since('e.199')).toEqual({ kind: 'reset' });
    expect(log.since('e.200')).toMatchObject({ kind: 'events' });
  });

  it('has distinct epochs unless told, so a restarted server never mistakes old ids for its own', () => {
    const a = createEventLog({ now: () => 0 });
    const b = createEventLog({ now: () => 0 });
    const [event] = a.append([note(1)]);
    b.append([note(1), note(2)]);
    expect(b.since(event?.id ?? '')).toEqual({ kind: 'reset' });
  });
});
