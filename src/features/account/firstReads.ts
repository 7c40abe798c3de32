/** The reads the account page makes first: its HTML or its clientLoader starts them (src/data/preload.ts). */
export const ACCOUNT_FIRST_READS = ['getSessions', 'getEmailNotifications'] as const;
