import { ContentLayout } from '@/components/layout/content-layout';

export default function DriverListRoute() {
  return (
    <ContentLayout
      title="Driver managments"
      description="Drivers registered with Restpoint, their status and details."
    />
  );
}
