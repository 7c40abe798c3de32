/**
 * Whether this build runs on the in-browser mock backend (a demo, Storybook, the unit tests) rather
 * than a real server: the one answer to "is this the demo?" outside React. It is the build-time
 * constant, so a real-mode build folds every use to `false` and drops what only the demo uses (its
 * accounts, its backend; scripts/check-real-bundle.ts proves the backend is gone).
 * Below the root, components read the mode from the demo context (`useMockMode` in
 * src/config/demoContext.tsx), which the root fills from this, so a story or a test renders either mode.
 */
export const isDemo: boolean = import.meta.env.VITE_API_MODE !== 'real';
