import Button from 'react-bootstrap/Button';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { VersionedForm } from '@/components/ui/versioned-form';
import type { StaleRecordOf } from '@/lib/api-contract';
import { inState, placeOptions, useCityOptions, useStateOptions } from '@/lib/geography';
import { addPolice, editPolice, POLICE_PATHS } from '../api/police';
import { useT } from '../messages.gen';
import { CoveredPointsField } from './covered-points-field';
import { PhoneNumberFields } from './phone-number-fields';
import {
  policeFormErrors,
  policeLabels,
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
  const t = useT();

  return (
    <VersionedForm
      record={contact}
      initialValues={policeValues(contact)}
      toValues={policeValues}
      validationSchema={policeSchema()}
      labels={policeLabels()}
      name={contact ? t('police.list.edit') : t('police.list.add')}
      save={(values, version) => {
        const input = policeRequest(values);
        return contact ? editPolice({ id: contact.id, ...input, version }) : addPolice(input);
      }}
      success={(values) => {
        const { station_name } = policeRequest(values);
        return contact
          ? {
              title: t('police.form.saved'),
              message: t('police.form.savedMessage', { station: station_name }),
            }
          : {
              title: t('police.form.added'),
              message: t('police.form.addedMessage', { station: station_name }),
            };
      }}
      failure={t('police.failure')}
      revalidate={POLICE_PATHS}
      fieldErrors={policeFormErrors}
      onSaved={onDone}
      summary
      onDirtyChange={onDirtyChange}
    >
      {({ isSubmitting, values, setFieldValue, field }) => (
        <>
          <TextField {...field('station_name')} hint={t('police.form.stationHint')} />
          <TextField {...field('officer')} hint={t('police.form.officerHint')} />
          <PhoneNumberFields />
          <SelectField
            {...field('state_id')}
            placeholder={
              states.isLoading ? t('police.form.loadingStates') : t('police.form.chooseState')
            }
            options={placeOptions(states.data?.body ?? [])}
            onValueChange={() => {
              // The city and covered points must be in the state: choose them again.
              void setFieldValue('city_id', '');
              void setFieldValue('resting_point_ids', []);
            }}
          />
          <SelectField
            {...field('city_id')}
            label={t('police.form.cityOptional')}
            placeholder={values.state_id ? t('police.form.noCity') : t('police.form.stateFirst')}
            options={placeOptions(inState(cities.data?.body, values.state_id))}
            disabled={!values.state_id}
          />
          <TextField {...field('address')} autoComplete="street-address" />
          <CoveredPointsField />
          <div className="d-flex gap-2">
            <SubmitButton busy={isSubmitting}>
              {contact ? t('police.form.saveChanges') : t('police.list.add')}
            </SubmitButton>
            <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
              {t('police.form.cancel')}
            </Button>
          </div>
        </>
      )}
    </VersionedForm>
  );
}
