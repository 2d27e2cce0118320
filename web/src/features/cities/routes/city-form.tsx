import { useSearchParams } from 'react-router-dom';
import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { parseId, paths } from '@/lib/paths';
import { useCityDetail } from '../api/cities';
import { CityForm } from '../components/city-form';

/** /app/city/add adds (`?state_id=` preselects the state); /app/city/add?id=12 edits city 12. */
export default function CityFormRoute() {
  const [search] = useSearchParams();
  return (
    <RecordFormScreen
      what="city"
      listPath={paths.cities.list}
      add={{ title: 'Add city', description: 'Add a city to a state.' }}
      edit={{ title: 'Edit city', description: "Change a city's name, state or status." }}
      useRecord={useCityDetail}
    >
      {(city) =>
        city ? (
          <CityForm key={city.id} city={city} />
        ) : (
          <CityForm stateId={String(parseId(search.get('state_id')) ?? '')} />
        )
      }
    </RecordFormScreen>
  );
}
