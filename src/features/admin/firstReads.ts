/**
 * The reads each admin page makes first that take no input: its HTML or its clientLoader starts
 * them (src/data/preload.ts).
 */
export const ADMIN_DASHBOARD_FIRST_READS = ['getAdminStats'] as const;
export const ADMIN_USERS_FIRST_READS = ['getAdminUsers'] as const;
export const ADMIN_SETTINGS_FIRST_READS = ['getAdminSettings'] as const;
