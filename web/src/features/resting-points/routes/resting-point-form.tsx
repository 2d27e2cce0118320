import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { MissingRecord } from '@/components/ui/missing-record';
import { QueryState } from '@/components/ui/query-state';
import { idFrom } from '@/lib/geography';
import { useRestingPointDetail } from '../api/resting-points';
import { RestingPointForm } from '../components/resting-point-form';

/** /app/resting-points/add adds; /app/resting-points/add?id=12 edits resting point 12. */
export default function RestingPointFormRoute() {
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const detail = useRestingPointDetail(rawId === null ? null : idFrom(rawId));

  if (rawId === null) {
    return (
      <ContentLayout
        title="Add resting point"
        description="A place where drivers can stop and rest."
      >
        <RestingPointForm />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout
      title="Edit resting point"
      description="Change what drivers see about this place."
    >
      <QueryState
        isLoading={detail.isLoading}
        loadingLabel="Loading resting point…"
        error={detail.error?.status === 404 ? null : detail.error}
        onRetry={() => void detail.mutate()}
      >
        {detail.data?.body ? (
          <RestingPointForm key={detail.data.body.id} point={detail.data.body} />
        ) : (
          <MissingRecord
            what="resting point"
            id={rawId}
            listPath="/app/resting-points"
            listName="resting point list"
          />
        )}
      </QueryState>
    </ContentLayout>
  );
}
