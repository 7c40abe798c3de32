import { createContext, useContext } from 'react';
import type { DemoControls } from './demo';

/** The demo controls in mock mode, `null` in real mode (no demo UI then). */
export const DemoContext = createContext<DemoControls | null>(null);

export function useDemo(): DemoControls | null {
  return useContext(DemoContext);
}
