import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { MissingRecord } from '@/components/ui/missing-record';
import { QueryState } from '@/components/ui/query-state';
import { idFrom } from '@/lib/geography';
import { useCityDetail } from '../api/cities';
import { CityForm } from '../components/city-form';

/** /app/city/add adds (`?state_id=` preselects the state); /app/city/add?id=12 edits city 12. */
export default function CityFormRoute() {
  const [search] = useSearchParams();
  const rawId = search.get('id');
  const detail = useCityDetail(rawId === null ? null : idFrom(rawId));

  if (rawId === null) {
    return (
      <ContentLayout title="Add city" description="Add a city to a state.">
        <CityForm stateId={String(idFrom(search.get('state_id')) ?? '')} />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Edit city" description="Change a city's name, state or status.">
      <QueryState
        isLoading={detail.isLoading}
        loadingLabel="Loading city…"
        error={detail.error?.status === 404 ? null : detail.error}
        onRetry={() => void detail.mutate()}
      >
        {detail.data?.body ? (
          <CityForm key={detail.data.body.id} city={detail.data.body} />
        ) : (
          <MissingRecord what="city" id={rawId} listPath="/app/city" listName="city list" />
        )}
      </QueryState>
    </ContentLayout>
  );
}
