import { useState } from 'react';
import { AuthLayout } from '@/components/layout/auth-layout';
import type { RegisteredUser } from '@/lib/api-schema.gen';
import { RegisterForm } from '../components/register-form';
import { RegistrationReceived } from '../components/registration-received';
import { useT } from '../messages.gen';

export default function RegisterRoute() {
  const [registered, setRegistered] = useState<RegisteredUser | null>(null);
  const t = useT();
  return registered ? (
    <AuthLayout title={t('auth.received.title')}>
      <RegistrationReceived user={registered} />
    </AuthLayout>
  ) : (
    <AuthLayout title={t('auth.register.title')}>
      <RegisterForm onRegistered={setRegistered} />
    </AuthLayout>
  );
}
