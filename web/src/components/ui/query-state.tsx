import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadingView } from './spinner';
import { useT } from './messages.gen';

type QueryStateProps = {
  /** Nothing to show yet (first load, not a revalidation). */
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
  isEmpty?: boolean;
  emptyMessage?: ReactNode;
  loadingLabel?: string;
  children: ReactNode;
};

/** The loading, error and empty states every list and detail screen needs, around its content. */
export function QueryState({
  isLoading,
  error,
  onRetry,
  isEmpty = false,
  emptyMessage,
  loadingLabel,
  children,
}: QueryStateProps) {
  const t = useT();
  if (isLoading) return <LoadingView label={loadingLabel} />;
  if (error) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span className="me-auto">
          {t('ui.query.failed')}{' '}
          {error instanceof Error && error.message ? error.message : t('ui.query.tryAgainLater')}
        </span>
        {onRetry && (
          <Button variant="outline-danger" size="sm" onClick={onRetry}>
            {t('ui.tryAgain')}
          </Button>
        )}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <div className="text-center text-secondary border rounded py-5 px-3" role="status">
        {emptyMessage ?? t('ui.nothing')}
      </div>
    );
  }
  return <>{children}</>;
}
