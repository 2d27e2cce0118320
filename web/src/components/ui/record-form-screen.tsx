import type { ReactNode } from 'react';
import { ContentLayout } from '@/components/layout/content-layout';
import { useEditedId } from '@/lib/use-edited-id';
import { LoadedRecord, type LoadedRecordProps } from './missing-record';

type Heading = { title: string; description: string };

type RecordFormScreenProps<T> = Pick<LoadedRecordProps<T>, 'what' | 'listPath'> & {
  add: Heading;
  edit: Heading;
  /**
   * The edited record's call (a hook, given null while adding); its answer's `body` is the
   * record, none once loaded: not found.
   */
  useRecord: (id: number | null) => LoadedRecordProps<T>['query'] & { data?: { body?: T } };
  /** The form: without a record while adding, else for the record loaded. */
  children: (record?: T) => ReactNode;
};

/**
 * An add/edit screen: with an id in its address (`?id=` or `:id`) it edits that record once
 * loaded (or says why it cannot), without one it adds.
 */
export function RecordFormScreen<T>({
  what,
  listPath,
  add,
  edit,
  useRecord,
  children,
}: RecordFormScreenProps<T>) {
  const { raw, id } = useEditedId();
  const query = useRecord(raw === null ? null : id);
  if (raw === null) return <ContentLayout {...add}>{children()}</ContentLayout>;
  return (
    <ContentLayout {...edit}>
      <LoadedRecord what={what} listPath={listPath} query={query} record={query.data?.body}>
        {children}
      </LoadedRecord>
    </ContentLayout>
  );
}
