import { ContentLayout } from '@/components/layout/content-layout';

export default function CompanyListRoute() {
  return (
    <ContentLayout title="company managment" description="Transport companies drivers work for." />
  );
}
