/**
 * Placeholders for the screens of later issues, one lazily loaded chunk. Each issue replaces its
 * route's `lazy` import in routes.tsx with the real page from its feature folder.
 */
import { ComingSoonPage } from '../../components/ComingSoonPage';

export const AdminReportsPage = () => <ComingSoonPage title="Reports" />;
export const AdminSettingsPage = () => <ComingSoonPage title="Settings" />;
