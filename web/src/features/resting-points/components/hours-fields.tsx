import { useField } from 'formik';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';
import { fieldsOf } from '@/lib/form-values';
import { RESTING_POINT_LABELS, type RestingPointFormValues } from './resting-point-schema';

const field = fieldsOf<RestingPointFormValues>(RESTING_POINT_LABELS);

/** Open round the clock, or from an opening to a closing time (which may be after midnight). */
export function HoursFields() {
  const [always] = useField({ name: 'open_24x7', type: 'checkbox' });
  return (
    <>
      <Form.Check
        {...always}
        type="switch"
        role="switch"
        id="field-open_24x7"
        label={RESTING_POINT_LABELS.open_24x7}
        className="mb-3"
      />
      {!always.checked && (
        <Row className="g-3">
          <Col xs={6}>
            <TextField {...field('opens')} type="time" />
          </Col>
          <Col xs={6}>
            <TextField
              {...field('closes')}
              type="time"
              hint="Earlier than opening means after midnight."
            />
          </Col>
        </Row>
      )}
    </>
  );
}
