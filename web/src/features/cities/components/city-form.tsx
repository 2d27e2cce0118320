import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import {
  PLACE_DEPENDENT_PATHS,
  PLACE_STATUS_OPTIONS,
  placeOptions,
  useStateOptions,
} from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { addCity, CITY_FAILURE, editCity } from '../api/cities';
import { CITY_LABELS, cityRequest, citySchema, cityValues } from './city-schema';

/** Adds a city (no `city`) or edits one. A failure keeps what was typed and says why. */
export function CityForm({
  city,
  stateId,
}: {
  city?: StaleRecordOf<'/city_edit'>;
  stateId?: string;
}) {
  const states = useStateOptions();

  return (
    <PageForm
      titles={{ add: 'Add city', edit: 'Edit city' }}
      listPath={paths.cities.list}
      maxWidth="36rem"
      record={city}
      initialValues={cityValues(city, stateId)}
      toValues={cityValues}
      validationSchema={citySchema}
      labels={CITY_LABELS}
      save={(values, version) => {
        const input = cityRequest(values);
        return city ? editCity({ id: city.id, ...input, version }) : addCity(input);
      }}
      success={(values) => {
        const { name } = cityRequest(values);
        return city
          ? { title: 'City saved', message: `${name} was saved.` }
          : { title: 'City added', message: `${name} was added.` };
      }}
      failure={CITY_FAILURE}
      revalidate={PLACE_DEPENDENT_PATHS}
      // Back to the list as it was left; from the plain list, to the saved city's state.
      savedTo={(values, list) =>
        list === paths.cities.list
          ? href(paths.cities.list, { state_id: cityRequest(values).state_id })
          : list
      }
    >
      {({ field }) => (
        <>
          <TextField {...field('name')} hint="Unique within its state." />
          <SelectField
            {...field('state_id')}
            placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
            options={placeOptions(states.data?.body ?? [])}
            hint={states.error ? 'The states could not be loaded. Reload to try again.' : undefined}
          />
          <SelectField {...field('status')} options={PLACE_STATUS_OPTIONS} />
        </>
      )}
    </PageForm>
  );
}
