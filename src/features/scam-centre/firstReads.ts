/** The reads the scam centre makes first: its HTML or its clientLoader starts them (src/data/preload.ts). */
export const SCAM_CENTRE_FIRST_READS = ['getScamAlerts', 'getSecurityTips', 'getEducationalResources'] as const;
