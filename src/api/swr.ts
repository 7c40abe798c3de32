/** SWR keys and the cache rules of SPEC.md §7: never stale, no timers, no focus refetch, no retry. */
import type { SWRConfiguration } from 'swr';

export const swrKeys = {
  currentUser: '/api/auth/me',
  disputes: '/api/disputes',
  dispute: (id: string) => `/api/disputes/${id}`,
  lastCreatedDispute: '/api/disputes/last-created',
  notifications: '/api/notifications',
  scamAlerts: '/api/scam-alerts',
  securityTips: '/api/security-tips',
  educationalResources: '/api/educational-resources',
  adminDisputes: '/api/admin/disputes',
  adminStats: '/api/admin/stats',
  adminDispute: (id: string) => `/api/admin/disputes/${id}`,
  similarCases: (id: string) => `/api/admin/disputes/${id}/similar`,
  adminUsers: '/api/admin/users',
} as const;

export const swrConfig = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;
