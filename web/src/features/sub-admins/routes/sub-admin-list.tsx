import { ContentLayout } from '@/components/layout/content-layout';

export default function SubAdminListRoute() {
  return (
    <ContentLayout
      title="Sub Admin"
      description="Accounts of the people who help run the console."
    />
  );
}
