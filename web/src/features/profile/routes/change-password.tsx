import { ContentLayout } from '@/components/layout/content-layout';
import { ChangePasswordForm } from '../components/change-password-form';

export default function ChangePasswordRoute() {
  return (
    <ContentLayout title="Settings" description="Change the password you sign in with.">
      <ChangePasswordForm />
    </ContentLayout>
  );
}
