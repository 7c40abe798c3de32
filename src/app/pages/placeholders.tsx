/**
 * The admin navigation names Reports and Settings, but the product has no screen for either yet:
 * each route says so plainly instead of showing made-up content. One lazily loaded chunk.
 */
import { ComingSoonPage } from '../../components/ComingSoonPage';

export const AdminReportsPage = () => <ComingSoonPage title="Reports" />;
export const AdminSettingsPage = () => <ComingSoonPage title="Settings" />;
