import { ContentLayout } from '@/components/layout/content-layout';

export default function RestingPointFormRoute() {
  return <ContentLayout title="Resting point" description="Add or edit a resting point." />;
}
