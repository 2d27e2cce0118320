import { AppLayout } from '@/components/layout/app-layout';
import { ProtectedRoute } from '../guards';
import type { NavEntry } from '@/components/layout/navigation';

/** The sidebar's entries come from the router (app/screens.ts), which every screen's chunk needs anyway. */
export default function SignedInArea({ navEntries }: { navEntries: readonly NavEntry[] }) {
  return (
    <ProtectedRoute>
      <AppLayout navEntries={navEntries} />
    </ProtectedRoute>
  );
}
