import { EnhancedLayout } from '../layouts/layouts';

export default EnhancedLayout;
