import { createContext, useContext } from 'react';
import type { DemoControls, DemoState } from './demoState';

/** The demo state (./demoState.ts): `null` in real mode, where there is no demo UI. */
export const DemoContext = createContext<DemoState>(null);

/** The demo controls once the mock backend is up; `null` in real mode and while it starts. */
export function useDemo(): DemoControls | null {
  const demo = useContext(DemoContext);
  return demo === 'starting' ? null : demo;
}

/** Mock mode, mock backend still starting. */
export function useDemoStarting(): boolean {
  return useContext(DemoContext) === 'starting';
}

/** Mock mode (the demo), whether its backend is up yet or still starting. */
export function useMockMode(): boolean {
  return useContext(DemoContext) !== null;
}
