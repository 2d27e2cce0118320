import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/store';
import { selectNotifications } from '@/store/notifications';

const Notifications = lazy(async () => ({
  default: (await import('./notifications')).Notifications,
}));

/** The toasts (react-bootstrap's Toast and its container) load with the first notice. */
export function Notices() {
  const any = useAppSelector((state) => selectNotifications(state).length > 0);
  return any ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
