import { useState } from 'react';
import { useVisibleInterval } from './simulation/useVisibleInterval';

/** The "waited" times move on once a minute while the tab is visible. */
const TICK_MS = 60_000;

/** The time the desk's "Waiting 3 h" figures are read at, from `now` (tests and stories fix it). */
export function useWaitedClock(now: () => number): number {
  const [time, setTime] = useState(now);
  useVisibleInterval(() => setTime(now()), TICK_MS);
  return time;
}
