import { ContentLayout } from '@/components/layout/content-layout';

export default function StateListRoute() {
  return (
    <ContentLayout title="State managment" description="States and union territories served." />
  );
}
