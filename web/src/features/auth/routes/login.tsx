import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import { AuthLayout } from '@/components/layout/auth-layout';
import { readSignInPageState } from '@/lib/auth';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  const { sessionExpired } = readSignInPageState(useLocation().state);
  return (
    <AuthLayout title="Log in to your account">
      {sessionExpired && (
        <Alert variant="warning" className="small">
          Your session has expired. Please sign in again to continue where you left off.
        </Alert>
      )}
      <LoginForm />
    </AuthLayout>
  );
}
