import { AdminReportsPage } from '../pages/placeholders';

export default AdminReportsPage;
