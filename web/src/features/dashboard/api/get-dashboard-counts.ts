import { useApiQuery } from '@/lib/api-query';
import type { DashboardCounts } from '@/lib/api-schema.gen';

export const useDashboardCounts = () => useApiQuery<DashboardCounts>('/dashboard_count');
