import { AppLayout } from '../layouts/layouts';

export default AppLayout;
