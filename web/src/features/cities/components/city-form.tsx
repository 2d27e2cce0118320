import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { useFormMutation } from '@/lib/api-query';
import { useVersionedEdit } from '@/lib/stale-edit';
import type { CityRow } from '@/lib/api-schema.gen';
import {
  PLACE_DEPENDENT_PATHS,
  PLACE_STATUS_OPTIONS,
  placeOptions,
  useStateOptions,
} from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { addCity, CITY_FAILURE, editCity } from '../api/cities';
import { CITY_FIELD_LABELS, cityRequest, citySchema, cityValues } from './city-schema';

/** Adds a city (no `city`) or edits one. A failure keeps what was typed and says why. */
export function CityForm({ city, stateId }: { city?: CityRow; stateId?: string }) {
  const navigate = useNavigate();
  const states = useStateOptions();
  const edit = useVersionedEdit(city, CITY_FIELD_LABELS, cityValues);
  const { problem, submit } = useFormMutation(edit);

  return (
    <Card className="shadow-sm" style={{ maxWidth: '36rem' }}>
      <Card.Body>
        <Formik
          initialValues={cityValues(city, stateId)}
          validationSchema={citySchema}
          onSubmit={async (values, { setErrors }) => {
            const input = cityRequest(values);
            const result = await submit(
              () =>
                city ? editCity({ id: city.id, ...input, version: edit.version }) : addCity(input),
              {
                success: city
                  ? { title: 'City saved', message: `${input.name} was saved.` }
                  : { title: 'City added', message: `${input.name} was added.` },
                failure: CITY_FAILURE,
                setErrors,
                revalidate: PLACE_DEPENDENT_PATHS,
              },
            );
            if (result.ok) navigate(href(paths.cities.list, { state_id: input.state_id }));
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={city ? 'Edit city' : 'Add city'}>
              <FormProblem problem={problem} edit={edit} />
              <TextField name="name" label="City name" hint="Unique within its state." />
              <SelectField
                name="state_id"
                label="State"
                placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
                options={placeOptions(states.data?.body ?? [])}
                hint={
                  states.error ? 'The states could not be loaded. Reload to try again.' : undefined
                }
              />
              <SelectField name="status" label="Status" options={PLACE_STATUS_OPTIONS} />
              <div className="d-flex gap-2">
                <SubmitButton busy={isSubmitting}>
                  {city ? 'Save changes' : 'Add city'}
                </SubmitButton>
                <Link to={paths.cities.list} className="btn btn-outline-secondary">
                  Cancel
                </Link>
              </div>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}
