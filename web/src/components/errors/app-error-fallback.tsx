import Button from 'react-bootstrap/Button';
import { reloadAtOrigin } from '@/lib/reload';
import { useT } from './messages.gen';

/** Full-screen fallback for failures nothing else caught: reload the app from its origin. */
export function AppErrorFallback() {
  const t = useT();
  return (
    <main
      className="min-vh-100 d-flex flex-column align-items-center justify-content-center gap-3 p-4 text-center"
      role="alert"
    >
      <h1 className="h3">{t('errors.crash')}</h1>
      <Button onClick={reloadAtOrigin}>{t('errors.refresh')}</Button>
    </main>
  );
}
