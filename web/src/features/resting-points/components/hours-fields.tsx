import { useField } from 'formik';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';
import { fieldsOf } from '@/lib/form-values';
import { useT } from '../messages.gen';
import { restingPointLabels, type RestingPointFormValues } from './resting-point-schema';

/** Open round the clock, or from an opening to a closing time (which may be after midnight). */
export function HoursFields() {
  const t = useT();
  const labels = restingPointLabels();
  const field = fieldsOf<RestingPointFormValues>(labels);
  const [always] = useField({ name: 'open_24x7', type: 'checkbox' });
  return (
    <>
      <Form.Check
        {...always}
        type="switch"
        role="switch"
        id="field-open_24x7"
        label={labels.open_24x7}
        className="mb-3"
      />
      {!always.checked && (
        <Row className="g-3">
          <Col xs={6}>
            <TextField {...field('opens')} type="time" />
          </Col>
          <Col xs={6}>
            <TextField {...field('closes')} type="time" hint={t('restingPoints.form.closesHint')} />
          </Col>
        </Row>
      )}
    </>
  );
}
