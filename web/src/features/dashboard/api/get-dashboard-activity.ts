import { useApiQuery } from '@/lib/api-query';

/** Drivers checked in now, the busiest resting points and the longest stays in progress. */
export const useDashboardActivity = () => useApiQuery('/dashboard_activity');
