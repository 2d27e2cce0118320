import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useEditedId } from '@/lib/use-edited-id';
import { useListReturn } from './list-return';
import { QueryState } from './query-state';
import { useT } from './messages.gen';

type MissingRecordProps = {
  /** e.g. "state", "resting point". */
  what: string;
  /** Its list, offered as the way back. */
  listPath: string;
};

/** An edit screen whose record does not exist (deleted, or a mistyped link). */
function MissingRecord({ what, id, listPath }: MissingRecordProps & { id: string | null }) {
  const list = useListReturn(listPath);
  const t = useT();
  return (
    <Alert variant="warning">
      <Alert.Heading as="h2" className="h5">
        {t('ui.record.notFound', { what: what.charAt(0).toUpperCase() + what.slice(1) })}
      </Alert.Heading>
      <p className="mb-0">
        {t('ui.record.none', { what, id: id ?? '' })}{' '}
        <Link to={list}>{t('ui.record.toList', { what })}</Link>.
      </p>
    </Alert>
  );
}

export type LoadedRecordProps<T> = MissingRecordProps & {
  /** The call that loads it: its loading and error states show here (a 404 is "not found"). */
  query: { isLoading: boolean; error: unknown; mutate: () => unknown };
  record: T | undefined;
  children: (record: T) => ReactNode;
};

/**
 * The record an edit screen edits (its id is in the address): loading, a failure to retry,
 * "not found" with a way back to the list, or `children` with the record.
 */
export function LoadedRecord<T>({ query, record, children, ...missing }: LoadedRecordProps<T>) {
  const { raw } = useEditedId();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const t = useT();
  return (
    <QueryState
      isLoading={query.isLoading}
      loadingLabel={t('ui.record.loading', { what: missing.what })}
      error={notFound ? null : query.error}
      onRetry={() => void query.mutate()}
    >
      {record !== undefined ? children(record) : <MissingRecord id={raw} {...missing} />}
    </QueryState>
  );
}
