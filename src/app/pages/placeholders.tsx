/**
 * Placeholders for the screens of later issues, one lazily loaded chunk. Each issue replaces its
 * route's `lazy` import in routes.tsx with the real page from its feature folder.
 */
import { ComingSoonPage } from './ComingSoonPage';

export const DashboardPage = () => <ComingSoonPage title="Dashboard" />;
export const NewDisputePage = () => <ComingSoonPage title="New Dispute" />;
export const DisputeDetailPage = () => <ComingSoonPage title="Dispute Details" />;
export const DisputeSubmittedPage = () => <ComingSoonPage title="Dispute Submitted" />;
export const ScamAlertsPage = () => <ComingSoonPage title="Scam Alerts" />;
export const EnhancedDashboardPage = () => <ComingSoonPage title="Enhanced Dashboard" />;
export const EnhancedDisputePage = () => <ComingSoonPage title="Enhanced Dispute Details" />;
export const ScamDetectionPage = () => <ComingSoonPage title="Scam Detection" />;
export const AdminDashboardPage = () => <ComingSoonPage title="Admin Dashboard" />;
export const AdminDisputePage = () => <ComingSoonPage title="Dispute Review" />;
export const AdminUsersPage = () => <ComingSoonPage title="Users" />;
export const AdminReportsPage = () => <ComingSoonPage title="Reports" />;
export const AdminSettingsPage = () => <ComingSoonPage title="Settings" />;
