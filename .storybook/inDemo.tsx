import type { Decorator } from '@storybook/react-vite';
import type { DemoControls } from '../src/config/demoState';
import { DemoContext } from '../src/config/demoContext';

/** The demo's controls, doing nothing: enough for a screen to render as in mock mode. */
const DEMO: DemoControls = { resetDemoData: async () => undefined, recoveredFrom: null };

/**
 * A story as the demo (mock mode) shows it: the header's demo controls, the Sample badges. Every
 * other story renders as a real-mode build does (./preview.tsx).
 */
export const inDemo: Decorator = (Story) => (
  <DemoContext.Provider value={DEMO}>
    <Story />
  </DemoContext.Provider>
);
