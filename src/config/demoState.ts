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
  /**
   * The mail the demo sent (a password reset's link), kept in the store every tab shares, for the
   * outbox page (/demo/outbox). Absent in test doubles that send none.
   */
  outbox?: DemoOutbox;
  /**
   * The code a seeded account's authenticator app would show now (docs/server.md#two-step-sign-in),
   * shown on the sign-in code step so a presenter needs no phone; null for an account without one.
   * Absent in test doubles.
   */
  signInCode?(email: string): DemoSignInCode | null;
}

/** A demo sign-in code and how many seconds it stays valid. */
export interface DemoSignInCode {
  code: string;
  secondsLeft: number;
}

/** A message as the demo's outbox keeps it (mocks/mail/message.ts). */
export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The links the text carries, each with its label. */
  links: readonly { label: string; url: string }[];
  /** ISO time it was sent. */
  sentAt: string;
}

export interface DemoOutbox {
  /** Every message sent, newest first, as the store holds it now (another tab's included). */
  read(): Promise<readonly DemoMail[]>;
  /**
   * Calls `listener` after each change of the outbox, made by this tab or another (a reset clears
   * it too); returns the way to stop.
   */
  subscribe(listener: () => void): () => void;
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
