import { useApiQuery } from '@/lib/api-query';

export const useDashboardCounts = () => useApiQuery('/dashboard_count');
