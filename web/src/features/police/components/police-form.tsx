import Button from 'react-bootstrap/Button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { VersionedForm } from '@/components/ui/versioned-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { inState, placeOptions, useCityOptions, useStateOptions } from '@/lib/geography';
import { addPolice, editPolice, POLICE_FAILURE, POLICE_PATHS } from '../api/police';
import { CoveredPointsField } from './covered-points-field';
import { PhoneNumberFields } from './phone-number-fields';
import {
  POLICE_LABELS,
  policeFormErrors,
  policeRequest,
  policeSchema,
  policeValues,
} from './police-schema';

type PoliceFormProps = {
  contact: StaleRecordOf<'/police_edit'> | null;
  onDone: () => void;
  onCancel: () => void;
  /** Told whether the form holds unsaved changes, so the drawer can ask before it closes. */
  onDirtyChange: (dirty: boolean) => void;
};

/** Adds (`contact` null) or edits a police contact. A failure keeps what was typed and says why. */
export function PoliceForm({ contact, onDone, onCancel, onDirtyChange }: PoliceFormProps) {
  const states = useStateOptions();
  const cities = useCityOptions();

  return (
    <VersionedForm
      record={contact}
      initialValues={policeValues(contact)}
      toValues={policeValues}
      validationSchema={policeSchema}
      labels={POLICE_LABELS}
      name={contact ? 'Edit police contact' : 'Add police contact'}
      save={(values, version) => {
        const input = policeRequest(values);
        return contact ? editPolice({ id: contact.id, ...input, version }) : addPolice(input);
      }}
      success={(values) => {
        const { station_name } = policeRequest(values);
        return contact
          ? { title: 'Police contact saved', message: `${station_name} was saved.` }
          : { title: 'Police contact added', message: `${station_name} was added.` };
      }}
      failure={POLICE_FAILURE}
      revalidate={POLICE_PATHS}
      fieldErrors={policeFormErrors}
      onSaved={onDone}
      summary
      onDirtyChange={onDirtyChange}
    >
      {({ isSubmitting, values, setFieldValue, field }) => (
        <>
          <TextField {...field('station_name')} hint="e.g. Highway Patrol Police Station, Hosur" />
          <TextField {...field('officer')} hint="e.g. Inspector R. Kumar, Duty Officer" />
          <PhoneNumberFields />
          <SelectField
            {...field('state_id')}
            placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
            options={placeOptions(states.data?.body ?? [])}
            onValueChange={() => {
              // The city and covered points must be in the state: choose them again.
              void setFieldValue('city_id', '');
              void setFieldValue('resting_point_ids', []);
            }}
          />
          <SelectField
            {...field('city_id')}
            label={`${POLICE_LABELS.city_id} (optional)`}
            placeholder={values.state_id ? 'No city: a highway unit' : 'Choose a state first'}
            options={placeOptions(inState(cities.data?.body, values.state_id))}
            disabled={!values.state_id}
          />
          <TextField {...field('address')} autoComplete="street-address" />
          <CoveredPointsField />
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting}>
              {contact ? 'Save changes' : 'Add police contact'}
            </SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </VersionedForm>
  );
}
