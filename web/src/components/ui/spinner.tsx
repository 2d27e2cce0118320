import Spinner from 'react-bootstrap/Spinner';
import { useT } from './messages.gen';

export function LoadingView({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const t = useT();
  return (
    <div
      className={`d-flex flex-column align-items-center justify-content-center gap-2 text-secondary ${fullPage ? 'min-vh-100' : 'py-5'}`}
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}
