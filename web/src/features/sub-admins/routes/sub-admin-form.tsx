import { ContentLayout } from '@/components/layout/content-layout';

export default function SubAdminFormRoute() {
  return <ContentLayout title="Sub admin account" description="Add or edit a sub admin account." />;
}
