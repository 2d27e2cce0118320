import { useState } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import type { RegisteredUser } from '@/lib/api-schema.gen';
import { RegisterForm } from '../components/register-form';
import { RegistrationReceived } from '../components/registration-received';

export default function RegisterRoute() {
  const [registered, setRegistered] = useState<RegisteredUser | null>(null);
  return registered ? (
    <AuthLayout title="Registration received">
      <RegistrationReceived user={registered} />
    </AuthLayout>
  ) : (
    <AuthLayout title="Register your account">
      <RegisterForm onRegistered={setRegistered} />
    </AuthLayout>
  );
}
