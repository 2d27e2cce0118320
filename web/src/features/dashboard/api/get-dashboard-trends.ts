import { useApiQuery } from '@/lib/api-query';

/** Check-ins per India day (30 days) and registrations per week (12 weeks), zero-filled. */
export const useDashboardTrends = () => useApiQuery('/dashboard_trends');
