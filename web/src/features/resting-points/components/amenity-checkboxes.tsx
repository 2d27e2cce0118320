import { useField } from 'formik';
import Form from 'react-bootstrap/Form';
import { useT } from '../messages.gen';
import { AMENITIES, amenityLabel, type Amenity } from './resting-point-schema';

function AmenityCheckbox({ amenity }: { amenity: Amenity }) {
  const [field] = useField({ name: 'amenities', type: 'checkbox', value: amenity });
  return (
    <Form.Check
      {...field}
      type="checkbox"
      id={`amenity-${amenity}`}
      label={amenityLabel(amenity)}
    />
  );
}

/** Facilities drivers can count on, as a grid of checkboxes. */
export function AmenityCheckboxes() {
  const t = useT();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('restingPoints.field.amenities')}</legend>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-1">
        {AMENITIES.map((amenity) => (
          <div className="col" key={amenity}>
            <AmenityCheckbox amenity={amenity} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
