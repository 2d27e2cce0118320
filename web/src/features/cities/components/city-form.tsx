import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useListReturn } from '@/components/ui/list-return';
import { SubmitButton } from '@/components/ui/submit-button';
import { useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { VersionedForm } from '@/components/ui/versioned-form';
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
  const navigate = useNavigateAfterSave();
  // Saving returns to the list as it was left; from the plain list, to the saved city's state.
  const list = useListReturn(paths.cities.list);
  const states = useStateOptions();

  return (
    <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <VersionedForm
          record={city}
          initialValues={cityValues(city, stateId)}
          toValues={cityValues}
          validationSchema={citySchema}
          labels={CITY_LABELS}
          name={city ? 'Edit city' : 'Add city'}
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
          onSaved={(_, values) =>
            navigate(
              list === paths.cities.list
                ? href(paths.cities.list, { state_id: cityRequest(values).state_id })
                : list,
            )
          }
        >
          {({ isSubmitting, field }) => (
            <>
              <TextField {...field('name')} hint="Unique within its state." />
              <SelectField
                {...field('state_id')}
                placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
                options={placeOptions(states.data?.body ?? [])}
                hint={
                  states.error ? 'The states could not be loaded. Reload to try again.' : undefined
                }
              />
              <SelectField {...field('status')} options={PLACE_STATUS_OPTIONS} />
              <div className="d-flex gap-2">
                <SubmitButton busy={isSubmitting}>
                  {city ? 'Save changes' : 'Add city'}
                </SubmitButton>
                <Link to={list} className="btn btn-outline-secondary">
                  Cancel
                </Link>
              </div>
            </>
          )}
        </VersionedForm>
      </Card.Body>
    </Card>
  );
}
