import { useField } from 'formik';
import Form from 'react-bootstrap/Form';
import { AMENITIES, AMENITY_LABELS, type Amenity } from './resting-point-schema';

function AmenityCheckbox({ amenity }: { amenity: Amenity }) {
  const [field] = useField({ name: 'amenities', type: 'checkbox', value: amenity });
  return (
    <Form.Check
      {...field}
      type="checkbox"
      id={`amenity-${amenity}`}
      label={AMENITY_LABELS[amenity]}
    />
  );
}

/** Facilities drivers can count on, as a grid of checkboxes. */
export function AmenityCheckboxes() {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Amenities</legend>
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
