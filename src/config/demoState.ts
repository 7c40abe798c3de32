/**
 * What the mock backend hands the app in mock mode (`startMockBackend` in mocks/browser.ts).
 * In real mode the app receives `null` and shows no demo controls.
 */
export interface DemoControls {
  /** Replaces the persisted demo store with a fresh seed. */
  resetDemoData(): Promise<void>;
  /**
   * Set when the saved store could not be used at start-up and the demo runs on a fresh seed
   * ('corrupt', 'foreign'), or when only some records could not be read and were set aside ('partial').
   */
  recoveredFrom: null | 'corrupt' | 'foreign' | 'partial';
  /** After a recovery: the unusable data was set aside beside the new store, not destroyed. */
  recoveryBackedUp?: boolean;
}

/**
 * The app's demo state: `null` in real mode; in mock mode `'starting'` from the first paint until
 * the mock backend is up (the demo controls keep their place, so nothing shifts when they arrive),
 * then the controls.
 */
export type DemoState = DemoControls | 'starting' | null;

/**
 * The demo state of the app's first render, at build time (the prerendered pages) and in the
 * browser (hydration) alike: hydration reuses the page's HTML only where both render the same.
 */
export function firstDemoState(mockMode: boolean): DemoState {
  return mockMode ? 'starting' : null;
}
