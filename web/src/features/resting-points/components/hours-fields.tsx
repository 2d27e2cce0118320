import { useField } from 'formik';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';

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
        label="Open 24x7"
        className="mb-3"
      />
      {!always.checked && (
        <Row className="g-3">
          <Col xs={6}>
            <TextField name="opens" label="Opens at" type="time" />
          </Col>
          <Col xs={6}>
            <TextField
              name="closes"
              label="Closes at"
              type="time"
              hint="Earlier than opening means after midnight."
            />
          </Col>
        </Row>
      )}
    </>
  );
}
