import { ContentLayout } from '@/components/layout/content-layout';

export default function DashboardRoute() {
  return (
    <ContentLayout
      title="Dashboard"
      description="Counts of drivers, companies, resting points, states, cities and vehicle types."
    />
  );
}
