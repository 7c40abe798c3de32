import { AdminSettingsPage } from '../pages/placeholders';

export default AdminSettingsPage;
