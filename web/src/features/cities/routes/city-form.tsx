import { useSearchParams } from 'react-router-dom';
import { RecordFormScreen } from '@/components/ui/record-form-screen';
import { parseId, paths } from '@/lib/paths';
import { useCityDetail } from '../api/cities';
import { CityForm } from '../components/city-form';
import { useT } from '../messages.gen';

/** /app/city/add adds (`?state_id=` preselects the state); /app/city/add?id=12 edits city 12. */
export default function CityFormRoute() {
  const [search] = useSearchParams();
  const t = useT();
  return (
    <RecordFormScreen
      what={t('cities.noun.one')}
      listPath={paths.cities.list}
      add={{ title: t('cities.add'), description: t('cities.form.addDescription') }}
      edit={{ title: t('cities.form.edit'), description: t('cities.form.editDescription') }}
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
