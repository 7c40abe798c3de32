/**
 * The demo accounts the sign-in forms prefill in mock mode only (docs/routes.md#after-sign-in). The
 * check is on the build-time constant, so a real-mode build drops these strings.
 */
const DEMO_ACCOUNTS = {
  user: { email: 'demo@example.com', password: 'Password123!' },
  admin: { email: 'admin@example.com', password: 'Admin123!' },
} as const;

export const demoAccounts = import.meta.env.VITE_API_MODE === 'real' ? null : DEMO_ACCOUNTS;
