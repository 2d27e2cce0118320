import { ContentLayout } from '@/components/layout/content-layout';
import { ChangePasswordForm } from '../components/change-password-form';
import { useT } from '../messages.gen';

export default function ChangePasswordRoute() {
  const t = useT();
  return (
    <ContentLayout
      title={t('profile.settings.title')}
      description={t('profile.settings.description')}
    >
      <ChangePasswordForm />
    </ContentLayout>
  );
}
