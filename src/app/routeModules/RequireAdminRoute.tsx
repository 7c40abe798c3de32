import { RequireAdmin } from '../guards';

export default RequireAdmin;
