import { ContentLayout } from '@/components/layout/content-layout';

export default function RestingPointListRoute() {
  return (
    <ContentLayout
      title="Resting points managment"
      description="Resting points drivers can stop at."
    />
  );
}
