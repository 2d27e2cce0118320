import { ContentLayout } from '@/components/layout/content-layout';

export default function BroadcastRoute() {
  return <ContentLayout title="Brodcast" description="Messages sent to drivers." />;
}
