import { ContentLayout } from '@/components/layout/content-layout';

export default function CityFormRoute() {
  return <ContentLayout title="City" description="Add or edit a city." />;
}
