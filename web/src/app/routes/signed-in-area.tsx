import { AppLayout } from '@/components/layout/app-layout';
import { ProtectedRoute } from '../guards';
import { NAV_ENTRIES } from '../screens';

export default function SignedInArea() {
  return (
    <ProtectedRoute>
      <AppLayout navEntries={NAV_ENTRIES} />
    </ProtectedRoute>
  );
}
