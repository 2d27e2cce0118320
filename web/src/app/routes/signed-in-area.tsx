import { AppLayout } from '@/components/layout/app-layout';
import { ProtectedRoute } from '../guards';

export default function SignedInArea() {
  return (
    <ProtectedRoute>
      <AppLayout />
    </ProtectedRoute>
  );
}
