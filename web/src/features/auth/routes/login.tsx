import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  return (
    <AuthLayout title="Log in to your account">
      <LoginForm />
    </AuthLayout>
  );
}
