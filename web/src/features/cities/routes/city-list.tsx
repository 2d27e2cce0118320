import { ContentLayout } from '@/components/layout/content-layout';

export default function CityListRoute() {
  return <ContentLayout title="City managment" description="Cities within each state." />;
}
