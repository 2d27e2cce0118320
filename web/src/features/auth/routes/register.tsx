import { AuthLayout } from '@/components/layout/auth-layout';
import { RegisterForm } from '../components/register-form';

export default function RegisterRoute() {
  return (
    <AuthLayout title="Register your account">
      <RegisterForm />
    </AuthLayout>
  );
}
