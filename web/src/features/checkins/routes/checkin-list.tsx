import { ContentLayout } from '@/components/layout/content-layout';

export default function CheckinListRoute() {
  return <ContentLayout title="Checkin" description="Driver check-ins at resting points." />;
}
