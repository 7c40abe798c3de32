/** The figures and tab filters of the dashboard, as pure functions of the disputes list. */
import { CLOSED_STATUSES, isActiveStatus, type DisputeStatus, type DisputeSummary } from '../../api';

/** The reads the dashboard makes first: its HTML or its clientLoader starts them (src/data/preload.ts). */
export const DASHBOARD_FIRST_READS = ['getDisputes', 'getNotifications', 'getScamAlerts'] as const;
/** The enhanced dashboard's, likewise. */
export const ENHANCED_DASHBOARD_FIRST_READS = ['getDisputes'] as const;

/** The user dashboard's dispute table shows 5 rows a page. */
export const DISPUTES_PAGE_SIZE = 5;
/** The dashboard shows the first two scam alerts. */
export const DASHBOARD_SCAM_ALERTS = 2;
/** How many of the newest notifications the dashboard's Recent Updates shows. */
export const DASHBOARD_UPDATES = 5;

export type DisputeTab = 'active' | 'resolved' | 'all';

const isClosed = (status: DisputeStatus) => (CLOSED_STATUSES as readonly DisputeStatus[]).includes(status);

export function disputesForTab(disputes: readonly DisputeSummary[], tab: DisputeTab): DisputeSummary[] {
  if (tab === 'active') return disputes.filter((dispute) => isActiveStatus(dispute.status));
  if (tab === 'resolved') return disputes.filter((dispute) => isClosed(dispute.status));
  return [...disputes];
}

export interface DashboardFigures {
  active: number;
  resolved: number;
  /** The sum of the amounts of disputes that are not Resolved or Rejected. */
  pendingFunds: number;
}

export function dashboardFigures(disputes: readonly DisputeSummary[]): DashboardFigures {
  const open = disputes.filter((dispute) => !isClosed(dispute.status));
  // Summed in cents so 0.1 + 0.2 shows as 0.30, not 0.30000000000000004 rounded by chance.
  const cents = open.reduce((sum, dispute) => sum + Math.round(dispute.amount * 100), 0);
  return {
    active: disputes.filter((dispute) => isActiveStatus(dispute.status)).length,
    resolved: disputes.filter((dispute) => isClosed(dispute.status)).length,
    pendingFunds: cents / 100,
  };
}

/** The rows of one page (1-based), clamped so a shrinking list never shows an empty page. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = DISPUTES_PAGE_SIZE): T[] {
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}
