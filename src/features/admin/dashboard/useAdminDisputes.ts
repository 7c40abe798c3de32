import { useApiList } from '../../../data';

/** GET /api/admin/disputes, shared (one request) by the table and the recent activity. */
export const useAdminDisputes = () => useApiList('getAdminDisputes');
