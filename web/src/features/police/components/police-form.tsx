import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { useFormMutation } from '@/lib/api-query';
import { useVersionedEdit } from '@/lib/stale-edit';
import type { PoliceContact } from '@/lib/api-schema.gen';
import { inState, placeOptions, useCityOptions, useStateOptions } from '@/lib/geography';
import { addPolice, editPolice, POLICE_FAILURE, POLICE_PATHS } from '../api/police';
import { CoveredPointsField } from './covered-points-field';
import { PhoneNumberFields } from './phone-number-fields';
import {
  POLICE_FIELD_LABELS,
  policeFormErrors,
  policeRequest,
  policeSchema,
  policeValues,
  type PoliceFormValues,
} from './police-schema';

type PoliceFormProps = {
  contact: PoliceContact | null;
  onDone: () => void;
  onCancel: () => void;
  /** Told whether the form holds unsaved changes, so the drawer can ask before it closes. */
  onDirtyChange: (dirty: boolean) => void;
};

function ReportDirty({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/** Adds (`contact` null) or edits a police contact. A failure keeps what was typed and says why. */
export function PoliceForm({ contact, onDone, onCancel, onDirtyChange }: PoliceFormProps) {
  const states = useStateOptions();
  const cities = useCityOptions();
  const edit = useVersionedEdit(contact, POLICE_FIELD_LABELS, policeValues);
  const { problem, submit } = useFormMutation(edit);

  return (
    <Formik<PoliceFormValues>
      initialValues={policeValues(contact)}
      validationSchema={policeSchema}
      onSubmit={async (values, { setErrors }) => {
        const input = policeRequest(values);
        const result = await submit(
          () =>
            contact
              ? editPolice({ id: contact.id, ...input, version: edit.version })
              : addPolice(input),
          {
            success: contact
              ? { title: 'Police contact saved', message: `${input.station_name} was saved.` }
              : { title: 'Police contact added', message: `${input.station_name} was added.` },
            failure: POLICE_FAILURE,
            setErrors: (errors) => setErrors(policeFormErrors(errors)),
            revalidate: POLICE_PATHS,
          },
        );
        if (result.ok) onDone();
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate aria-label={contact ? 'Edit police contact' : 'Add police contact'}>
          <ReportDirty onChange={onDirtyChange} />
          <FormErrors summary />
          <FormProblem problem={problem} edit={edit} />
          <TextField
            name="station_name"
            label="Station name"
            hint="e.g. Highway Patrol Police Station, Hosur"
          />
          <TextField
            name="officer"
            label="Officer or desk"
            hint="e.g. Inspector R. Kumar, Duty Officer"
          />
          <PhoneNumberFields />
          <SelectField
            name="state_id"
            label="State"
            placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
            options={placeOptions(states.data?.body ?? [])}
            onValueChange={() => {
              // The city and covered points must be in the state: choose them again.
              void setFieldValue('city_id', '');
              void setFieldValue('resting_point_ids', []);
            }}
          />
          <SelectField
            name="city_id"
            label="City (optional)"
            placeholder={values.state_id ? 'No city: a highway unit' : 'Choose a state first'}
            options={placeOptions(inState(cities.data?.body, values.state_id))}
            disabled={!values.state_id}
          />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <CoveredPointsField />
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting}>
              {contact ? 'Save changes' : 'Add police contact'}
            </SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
