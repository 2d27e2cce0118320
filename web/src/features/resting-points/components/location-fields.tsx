import { useFormikContext } from 'formik';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { inState, placeOptions, useCityOptions, useStateOptions } from '@/lib/geography';
import { fieldsOf } from '@/lib/form-values';
import { useT } from '../messages.gen';
import {
  openStreetMapUrl,
  restingPointLabels,
  type RestingPointFormValues,
} from './resting-point-schema';

/** State, then a city of that state, then the exact spot, with a map link to check it. */
export function LocationFields() {
  const t = useT();
  const field = fieldsOf<RestingPointFormValues>(restingPointLabels());
  const { values, setFieldValue } = useFormikContext<RestingPointFormValues>();
  const states = useStateOptions();
  const cities = useCityOptions();
  const cityChoices = inState(cities.data?.body, values.state_id);
  const mapUrl = openStreetMapUrl(values.latitude, values.longitude);

  return (
    <>
      <Row className="g-3">
        <Col md={6}>
          <SelectField
            {...field('state_id')}
            placeholder={
              states.isLoading
                ? t('restingPoints.form.loadingStates')
                : t('restingPoints.form.chooseState')
            }
            options={placeOptions(states.data?.body ?? [])}
            // A city of the old state would be refused by the server: choose again.
            onValueChange={() => void setFieldValue('city_id', '')}
            hint={states.error ? t('restingPoints.form.statesFailed') : undefined}
          />
        </Col>
        <Col md={6}>
          <SelectField
            {...field('city_id')}
            placeholder={
              values.state_id
                ? t('restingPoints.form.chooseCity')
                : t('restingPoints.form.chooseStateFirst')
            }
            options={placeOptions(cityChoices)}
            disabled={!values.state_id}
            hint={
              cities.error
                ? t('restingPoints.form.citiesFailed')
                : values.state_id && cities.data && cityChoices.length === 0
                  ? t('restingPoints.form.noCities')
                  : undefined
            }
          />
        </Col>
      </Row>
      <Row className="g-3">
        <Col sm={6}>
          <TextField
            {...field('latitude')}
            type="number"
            hint={t('restingPoints.form.latitudeHint')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            {...field('longitude')}
            type="number"
            hint={t('restingPoints.form.longitudeHint')}
          />
        </Col>
      </Row>
      <p className="small">
        {mapUrl ? (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            {t('restingPoints.form.openMap')}
            <span className="visually-hidden">{t('restingPoints.form.newTab')}</span>
          </a>
        ) : (
          <span className="text-secondary">{t('restingPoints.form.mapHint')}</span>
        )}
      </p>
    </>
  );
}
