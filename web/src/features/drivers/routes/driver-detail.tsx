import { ContentLayout } from '@/components/layout/content-layout';

export default function DriverDetailRoute() {
  return <ContentLayout title="Driver details" description="Everything known about one driver." />;
}
