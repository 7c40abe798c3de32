import useSWR from 'swr';
import { getAdminDisputes, swrKeys } from '../../../api';

/** GET /api/admin/disputes, shared (one request) by the table and the recent activity. */
export const useAdminDisputes = () => useSWR(swrKeys.adminDisputes, getAdminDisputes);
