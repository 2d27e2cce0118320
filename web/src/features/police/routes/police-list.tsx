import { ContentLayout } from '@/components/layout/content-layout';

export default function PoliceListRoute() {
  return (
    <ContentLayout
      title="Police list"
      description="Emergency police contacts drivers see in the app."
    />
  );
}
