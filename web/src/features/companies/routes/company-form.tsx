import { ContentLayout } from '@/components/layout/content-layout';

export default function CompanyFormRoute() {
  return <ContentLayout title="Company" description="Add or edit a transport company." />;
}
