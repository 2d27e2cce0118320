import Spinner from 'react-bootstrap/Spinner';

export function LoadingView({
  label = 'Loading…',
  fullPage = false,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <div
      className={`d-flex flex-column align-items-center justify-content-center gap-2 text-secondary ${fullPage ? 'min-vh-100' : 'py-5'}`}
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
