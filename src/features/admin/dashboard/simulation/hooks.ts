/** The live panels' state: the pure reducers of this folder, driven by a visible-only interval. */
import { useReducer, useRef } from 'react';
import { toaster } from '../../../../theme';
import type { Random } from './random';
import {
  SUPPORT_MESSAGE_INTERVAL_MS,
  canAssign,
  canResolve,
  nextSupportMessage,
  supportReducer,
  type SupportMessage,
} from './support';
import { useVisibleInterval } from './useVisibleInterval';
import { VISITOR_TICK_MS, planVisitorTick, visitorReducer, type Visitor } from './visitors';

export interface SimulationOptions {
  /** The source of randomness; seeded in tests and stories (see random.ts). */
  random?: Random;
  /** The clock, for timestamps only (the timers are real `setInterval`s). */
  now?: () => number;
}

/** Numbers for live arrivals start here, clear of the sample data's. */
const FIRST_LIVE_SEQUENCE = 101;
/** Every toast of a simulation wears the Sample badge (src/theme/ToasterView.tsx). */
const SAMPLE_TOAST = { sample: true } as const;

export function useSupportFeed(
  initial: SupportMessage[],
  { random = Math.random, now = Date.now }: SimulationOptions = {},
) {
  const [state, dispatch] = useReducer(supportReducer, initial, (messages) => ({ messages }));
  const sequence = useRef(FIRST_LIVE_SEQUENCE);

  useVisibleInterval(() => {
    const message = nextSupportMessage(random, now(), sequence.current);
    sequence.current += 1;
    dispatch({ type: 'arrive', message });
    toaster.create({
      title: 'New Support Message',
      description: `${message.userName}: ${message.category}`,
      type: 'info',
      meta: SAMPLE_TOAST,
    });
  }, SUPPORT_MESSAGE_INTERVAL_MS);

  const assign = (message: SupportMessage, admin: string) => {
    if (!canAssign(message)) return;
    dispatch({ type: 'assign', id: message.id, admin });
    toaster.create({
      title: 'Message Assigned',
      description: `${message.userName}'s message is assigned to ${admin}.`,
      type: 'success',
      meta: SAMPLE_TOAST,
    });
  };
  const resolve = (message: SupportMessage) => {
    if (!canResolve(message)) return;
    dispatch({ type: 'resolve', id: message.id });
    toaster.create({
      title: 'Message Resolved',
      description: `${message.userName}'s message is resolved.`,
      type: 'success',
      meta: SAMPLE_TOAST,
    });
  };
  return { messages: state.messages, assign, resolve };
}

export function useVisitorSimulation(
  initial: Visitor[],
  { random = Math.random, now = Date.now }: SimulationOptions = {},
) {
  const [state, dispatch] = useReducer(visitorReducer, initial, (visitors) => ({ visitors }));
  const sequence = useRef(FIRST_LIVE_SEQUENCE);
  // The tick plans from the latest state; the callback always sees it (useVisibleInterval keeps the newest).
  const visitors = state.visitors;

  useVisibleInterval(() => {
    const tick = planVisitorTick(visitors, random, now(), sequence.current);
    sequence.current += tick.arrivals.length;
    dispatch({ type: 'tick', tick });
    for (const visitor of tick.arrivals) {
      toaster.create({
        title: 'New Visitor',
        description: `${visitor.name} from ${visitor.country} is on ${visitor.currentPage}`,
        type: 'info',
        meta: SAMPLE_TOAST,
      });
    }
  }, VISITOR_TICK_MS);

  return { visitors };
}
