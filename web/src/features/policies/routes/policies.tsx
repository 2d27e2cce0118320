import { ContentLayout } from '@/components/layout/content-layout';

export default function PoliciesRoute() {
  return <ContentLayout title="Policies" description="Policies drivers accept in the app." />;
}
