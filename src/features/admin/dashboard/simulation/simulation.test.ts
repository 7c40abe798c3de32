import { describe, expect, it } from 'vitest';
import { pick, seededRandom, type Random } from './random';
import {
  SUPPORT_FEED_LIMIT,
  canAssign,
  canResolve,
  nextSupportMessage,
  sampleSupportMessages,
  supportReducer,
  type SupportMessage,
  type SupportState,
} from './support';
import { MAX_VISITORS, newVisitor, planVisitorTick, sampleVisitors, visitorReducer, type Visitor } from './visitors';

const NOW = Date.parse('2026-11-21T12:00:00Z');
/** A random source that returns the given values in turn, then repeats the last. */
const script = (...values: number[]): Random => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
};

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, values in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 50 }, () => a());
    expect(values).toEqual(Array.from({ length: 50 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });

  it('picks within the list, even for a value at the edge', () => {
    expect(pick(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pick(() => 0.999_999, ['a', 'b', 'c'])).toBe('c');
  });
});

describe('support feed reducer', () => {
  const state = (): SupportState => ({ messages: sampleSupportMessages(NOW) });
  const byId = (s: SupportState, id: string): SupportMessage => {
    const found = s.messages.find((message) => message.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };

  it('starts with sample messages in every status and priority', () => {
    const messages = sampleSupportMessages(NOW);
    expect(new Set(messages.map((message) => message.status))).toEqual(new Set(['new', 'assigned', 'resolved']));
    expect(new Set(messages.map((message) => message.priority))).toEqual(new Set(['high', 'medium', 'low']));
  });

  it('puts an arriving message first and keeps the feed bounded', () => {
    const message = nextSupportMessage(seededRandom(1), NOW, 101);
    expect(message).toMatchObject({
      id: 'sup-live-101',
      status: 'new',
      assignedTo: null,
      timestamp: new Date(NOW).toISOString(),
    });
    let s = supportReducer(state(), { type: 'arrive', message });
    expect(s.messages[0]).toBe(message);
    for (let i = 0; i < SUPPORT_FEED_LIMIT + 5; i++)
      s = supportReducer(s, { type: 'arrive', message: { ...message, id: `m-${i}` } });
    expect(s.messages).toHaveLength(SUPPORT_FEED_LIMIT);
  });

  it('assigns a new message to the admin, and only a new one', () => {
    const before = state();
    const assigned = supportReducer(before, { type: 'assign', id: 'sup-3', admin: 'Sam Rivera' });
    expect(byId(assigned, 'sup-3')).toMatchObject({ status: 'assigned', assignedTo: 'Sam Rivera' });
    expect(byId(before, 'sup-3').status).toBe('new'); // pure: the old state is untouched
    expect(supportReducer(assigned, { type: 'assign', id: 'sup-3', admin: 'Someone else' })).toBe(assigned);
    const resolvedOne = byId(before, 'sup-1');
    expect(canAssign(resolvedOne)).toBe(false);
    expect(supportReducer(before, { type: 'assign', id: 'sup-1', admin: 'Sam Rivera' })).toBe(before);
  });

  it('resolves from new or assigned; a resolved message cannot be resolved again', () => {
    const fromNew = supportReducer(state(), { type: 'resolve', id: 'sup-3' });
    expect(byId(fromNew, 'sup-3').status).toBe('resolved');
    const fromAssigned = supportReducer(state(), { type: 'resolve', id: 'sup-2' });
    expect(byId(fromAssigned, 'sup-2')).toMatchObject({ status: 'resolved', assignedTo: 'Support team' });
    expect(canResolve(byId(fromNew, 'sup-3'))).toBe(false);
    expect(supportReducer(fromNew, { type: 'resolve', id: 'sup-3' })).toBe(fromNew);
    expect(supportReducer(fromNew, { type: 'resolve', id: 'no-such-message' })).toBe(fromNew);
  });
});

describe('visitor simulation', () => {
  const visitors = (): Visitor[] => sampleVisitors(NOW);

  it('starts with active, idle and left visitors', () => {
    expect(visitors().map((visitor) => visitor.status)).toEqual(['active', 'active', 'idle', 'left']);
  });

  it('removes the visitors who left, changes statuses and adds arrivals', () => {
    const before = { visitors: visitors() };
    // Every visitor changes (0 < chance) to the first option, and two arrive.
    const tick = planVisitorTick(before.visitors, () => 0, NOW, 101);
    expect(tick.changes).toEqual({ 'vis-4': 'idle', 'vis-3': 'idle', 'vis-2': 'active' });
    expect(tick.arrivals.map((visitor) => visitor.id)).toEqual(['vis-live-101', 'vis-live-102']);
    const after = visitorReducer(before, { type: 'tick', tick });
    expect(after.visitors.map((visitor) => [visitor.id, visitor.status])).toEqual([
      ['vis-live-101', 'active'],
      ['vis-live-102', 'active'],
      ['vis-4', 'idle'],
      ['vis-3', 'idle'],
      ['vis-2', 'active'],
    ]);
    expect(before.visitors).toHaveLength(4); // pure
  });

  it('shows a visitor who leaves as left for one tick, then removes them', () => {
    // vis-4 changes (0.1) to "left" (0.9); the others stay (0.5); nobody arrives (0.9).
    const first = planVisitorTick(visitors(), script(0.1, 0.9, 0.5, 0.5, 0.9), NOW, 101);
    expect(first).toEqual({ changes: { 'vis-4': 'left' }, arrivals: [] });
    const once = visitorReducer({ visitors: visitors() }, { type: 'tick', tick: first });
    expect(once.visitors.find((visitor) => visitor.id === 'vis-4')?.status).toBe('left');
    const twice = visitorReducer(once, { type: 'tick', tick: { changes: {}, arrivals: [] } });
    expect(twice.visitors.map((visitor) => visitor.id)).toEqual(['vis-3', 'vis-2']);
  });

  it('is deterministic for a seed, and never grows past the limit', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      let state = { visitors: visitors() };
      let sequence = 101;
      for (let i = 0; i < 40; i++) {
        const tick = planVisitorTick(state.visitors, random, NOW + i * 15_000, sequence);
        sequence += tick.arrivals.length;
        state = visitorReducer(state, { type: 'tick', tick });
        expect(state.visitors.length).toBeLessThanOrEqual(MAX_VISITORS);
      }
      return state.visitors;
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('makes newcomers active, with a sample address', () => {
    const visitor = newVisitor(seededRandom(3), NOW, 105);
    expect(visitor).toMatchObject({
      id: 'vis-live-105',
      name: 'Visitor 1105',
      status: 'active',
      enteredAt: new Date(NOW).toISOString(),
    });
    expect(visitor.ipAddress).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/);
  });
});
