/**
 * Flags for the headless Chromium that the browser tests and the Lighthouse bench start. Without the
 * background-networking flags Chromium keeps dialling out, and this machine refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
