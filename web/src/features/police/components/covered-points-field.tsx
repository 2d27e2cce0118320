import { useField, useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import type { RestingPointOption } from '@/lib/api-schema.gen';
import { inState, useRestingPointOptions } from '@/lib/geography';
import { useT } from '../messages.gen';
import type { PoliceFormValues } from './police-schema';

const ERROR_ID = 'field-resting_point_ids-error';

function PointCheckbox({ point, invalid }: { point: RestingPointOption; invalid: boolean }) {
  const [field] = useField({
    name: 'resting_point_ids',
    type: 'checkbox',
    value: String(point.id),
  });
  const t = useT();
  return (
    <Form.Check
      {...field}
      type="checkbox"
      id={`covers-${point.id}`}
      label={`${point.name} (${point.city_name})`}
      aria-invalid={invalid}
      aria-describedby={invalid ? ERROR_ID : undefined}
      data-error-label={t('police.points.legend')}
    />
  );
}

/** Resting points of the chosen state that this station answers for; the city's come first. */
export function CoveredPointsField() {
  const { values } = useFormikContext<PoliceFormValues>();
  const t = useT();
  // The server's reason when a chosen point does not exist or is in another state.
  const [, meta] = useField('resting_point_ids');
  const error = typeof meta.error === 'string' ? meta.error : null;
  const points = useRestingPointOptions();
  const stateRows = inState(points.data?.body, values.state_id);
  const cityId = Number(values.city_id);
  const ordered = [
    ...stateRows.filter((point) => point.city_id === cityId),
    ...stateRows.filter((point) => point.city_id !== cityId),
  ];

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('police.points.legendOptional')}</legend>
      {!values.state_id ? (
        <p className="small text-secondary">{t('police.points.chooseState')}</p>
      ) : points.error ? (
        <p className="small text-danger">{t('police.points.failed')}</p>
      ) : ordered.length === 0 ? (
        <p className="small text-secondary">
          {points.isLoading ? t('police.points.loading') : t('police.points.none')}
        </p>
      ) : (
        <div className="border rounded p-2 overflow-auto" style={{ maxHeight: '14rem' }}>
          {ordered.map((point) => (
            <PointCheckbox key={point.id} point={point} invalid={error !== null} />
          ))}
        </div>
      )}
      {error && (
        <div id={ERROR_ID} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
