import type { FigureListQuery } from '../../../api/admin';
import { useApiList } from '../../../data';

/**
 * GET /api/admin/disputes, shared (one request) by the table and the recent activity; with a
 * Reports figure's query (./reportDrillDown.ts), only the disputes behind that figure.
 */
export const useAdminDisputes = (figure?: FigureListQuery | null) =>
  useApiList('getAdminDisputes', figure ?? undefined);
