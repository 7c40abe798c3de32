/**
 * Whether the app runs on its mock backend (a demo, Storybook, the unit tests) rather than a real
 * server: only then may the dashboard show its simulated sample traffic. Read when asked, not at
 * import, so a test can stub the mode; a real-mode build still replaces the check with `false`.
 */
export const isMockMode = (): boolean => import.meta.env.VITE_API_MODE !== 'real';
