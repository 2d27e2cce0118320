import { Form, Formik } from 'formik';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { FormErrors } from '@/components/ui/form-errors';
import { useListReturn } from '@/components/ui/list-return';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt, useNavigateAfterSave } from '@/components/ui/unsaved-changes';
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
  const navigate = useNavigateAfterSave();
  // Saving returns to the list as it was left; from the plain list, to the saved city's state.
  const list = useListReturn(paths.cities.list);
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
            if (!result.ok) return;
            navigate(
              list === paths.cities.list
                ? href(paths.cities.list, { state_id: input.state_id })
                : list,
            );
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={city ? 'Edit city' : 'Add city'}>
              <UnsavedChangesPrompt />
              <FormErrors />
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
                <Link to={list} className="btn btn-outline-secondary">
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
