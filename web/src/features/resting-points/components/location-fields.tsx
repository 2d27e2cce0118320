import { useFormikContext } from 'formik';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { inState, placeOptions, useCityOptions, useStateOptions } from '@/lib/geography';
import { fieldsOf } from '@/lib/form-values';
import {
  openStreetMapUrl,
  RESTING_POINT_LABELS,
  type RestingPointFormValues,
} from './resting-point-schema';

const field = fieldsOf<RestingPointFormValues>(RESTING_POINT_LABELS);

/** State, then a city of that state, then the exact spot, with a map link to check it. */
export function LocationFields() {
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
            placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
            options={placeOptions(states.data?.body ?? [])}
            // A city of the old state would be refused by the server: choose again.
            onValueChange={() => void setFieldValue('city_id', '')}
            hint={states.error ? 'The states could not be loaded. Reload to try again.' : undefined}
          />
        </Col>
        <Col md={6}>
          <SelectField
            {...field('city_id')}
            placeholder={values.state_id ? 'Choose a city' : 'Choose a state first'}
            options={placeOptions(cityChoices)}
            disabled={!values.state_id}
            hint={
              cities.error
                ? 'The cities could not be loaded. Reload to try again.'
                : values.state_id && cities.data && cityChoices.length === 0
                  ? 'This state has no cities yet. Add one under City managment.'
                  : undefined
            }
          />
        </Col>
      </Row>
      <Row className="g-3">
        <Col sm={6}>
          <TextField {...field('latitude')} type="number" hint="e.g. 12.7409" />
        </Col>
        <Col sm={6}>
          <TextField {...field('longitude')} type="number" hint="e.g. 77.8253" />
        </Col>
      </Row>
      <p className="small">
        {mapUrl ? (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer">
            Open on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-secondary">
            Enter latitude and longitude to check the spot on OpenStreetMap.
          </span>
        )}
      </p>
    </>
  );
}
