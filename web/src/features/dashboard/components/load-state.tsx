import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useT } from '../messages.gen';

/** What a panel needs of its SWR call. */
export type Loadable = {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
};

type LoadStateProps = {
  query: Loadable;
  /** Names what loads, for the loading and error texts: "the counts". */
  what: string;
  /** Bootstrap placeholders shaped like the content, shown instead of numbers while loading. */
  skeleton: ReactNode;
  children: ReactNode;
};

/**
 * A dashboard panel's content, or its skeleton while the first answer is on its way, or an error
 * with Retry (which asks again, showing the skeleton meanwhile). Never zeros for "not known yet".
 */
export function LoadState({ query, what, skeleton, children }: LoadStateProps) {
  const t = useT();
  if (query.data !== undefined) return <>{children}</>;
  if (query.error && !query.isLoading) {
    const message = query.error instanceof Error ? query.error.message : '';
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0 py-2">
        <span className="me-auto">{t('dashboard.load.failed', { what, message })}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void query.mutate()}>
          {t('dashboard.load.retry')}
          <span className="visually-hidden">{t('dashboard.load.retryWhat', { what })}</span>
        </Button>
      </Alert>
    );
  }
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('dashboard.load.loading', { what })}
      </span>
      {skeleton}
    </div>
  );
}

/** Lines of placeholder text, e.g. for the rows of a table that is loading. */
export function TextSkeleton({ lines }: { lines: number }) {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`placeholder d-block mb-2 ${i % 2 ? 'col-8' : 'col-11'}`} />
      ))}
    </div>
  );
}
