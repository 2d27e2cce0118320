import { useParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { MissingRecord } from '@/components/ui/missing-record';
import { QueryState } from '@/components/ui/query-state';
import { idFrom } from '@/lib/geography';
import { useStateDetail } from '../api/states';
import { StateForm } from '../components/state-form';

/** One screen for /app/state/add and /app/state/edit/:id. */
export default function StateFormRoute() {
  const params = useParams();
  const id = idFrom(params.id);
  const detail = useStateDetail(params.id === undefined ? null : id);

  if (params.id === undefined) {
    return (
      <ContentLayout title="Add state" description="Add a state or union territory.">
        <StateForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Edit state" description="Change a state's name, code or status.">
      <QueryState
        isLoading={detail.isLoading}
        loadingLabel="Loading state…"
        error={detail.error?.status === 404 ? null : detail.error}
        onRetry={() => void detail.mutate()}
      >
        {detail.data?.body ? (
          <StateForm key={detail.data.body.id} state={detail.data.body} />
        ) : (
          <MissingRecord what="state" id={params.id} listPath="/app/state" listName="state list" />
        )}
      </QueryState>
    </ContentLayout>
  );
}
