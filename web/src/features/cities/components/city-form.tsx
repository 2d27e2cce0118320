import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import {
  PLACE_DEPENDENT_PATHS,
  placeStatusOptions,
  placeOptions,
  useStateOptions,
} from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { addCity, editCity } from '../api/cities';
import { useT } from '../messages.gen';
import { cityLabels, cityRequest, citySchema, cityValues } from './city-schema';

/** Adds a city (no `city`) or edits one. A failure keeps what was typed and says why. */
export function CityForm({
  city,
  stateId,
}: {
  city?: StaleRecordOf<'/city_edit'>;
  stateId?: string;
}) {
  const t = useT();
  const states = useStateOptions();

  return (
    <PageForm
      titles={{ add: t('cities.add'), edit: t('cities.form.edit') }}
      listPath={paths.cities.list}
      maxWidth="36rem"
      record={city}
      initialValues={cityValues(city, stateId)}
      toValues={cityValues}
      validationSchema={citySchema}
      labels={cityLabels()}
      save={(values, version) => {
        const input = cityRequest(values);
        return city ? editCity({ id: city.id, ...input, version }) : addCity(input);
      }}
      success={(values) => {
        const { name } = cityRequest(values);
        return city
          ? { title: t('cities.form.saved'), message: t('cities.form.savedMessage', { name }) }
          : { title: t('cities.form.added'), message: t('cities.form.addedMessage', { name }) };
      }}
      failure={t('cities.failure')}
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
          <TextField {...field('name')} hint={t('cities.form.nameHint')} />
          <SelectField
            {...field('state_id')}
            placeholder={
              states.isLoading ? t('cities.form.loadingStates') : t('cities.form.chooseState')
            }
            options={placeOptions(states.data?.body ?? [])}
            hint={states.error ? t('cities.form.statesFailed') : undefined}
          />
          <SelectField {...field('status')} options={placeStatusOptions()} />
        </>
      )}
    </PageForm>
  );
}
