import { useSearchParams } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { LoadedRecord } from '@/components/ui/missing-record';
import { parseId, paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useCityDetail } from '../api/cities';
import { CityForm } from '../components/city-form';

/** /app/city/add adds (`?state_id=` preselects the state); /app/city/add?id=12 edits city 12. */
export default function CityFormRoute() {
  const [search] = useSearchParams();
  const { raw, id } = useEditedId();
  const detail = useCityDetail(raw === null ? null : id);

  if (raw === null) {
    return (
      <ContentLayout title="Add city" description="Add a city to a state.">
        <CityForm stateId={String(parseId(search.get('state_id')) ?? '')} />
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Edit city" description="Change a city's name, state or status.">
      <LoadedRecord
        what="city"
        listPath={paths.cities.list}
        query={detail}
        record={detail.data?.body}
      >
        {(city) => <CityForm key={city.id} city={city} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
