import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useT } from '../messages.gen';
import { MAX_PHONES, type PoliceFormValues } from './police-schema';

/** One line per number, in the order drivers should try them. */
export function PhoneNumberFields() {
  const { values, errors, touched, handleChange, handleBlur } =
    useFormikContext<PoliceFormValues>();
  const t = useT();
  const listError = typeof errors.phone_numbers === 'string' ? errors.phone_numbers : null;

  return (
    <FieldArray name="phone_numbers">
      {({ push, remove }) => (
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">{t('police.label.phones')}</legend>
          <p className="small text-secondary mb-2">{t('police.phones.intro')}</p>
          {values.phone_numbers.map((phone, index) => {
            const name = `phone_numbers.${index}`;
            const id = `field-phone-${index}`;
            const error = getIn(errors, name) as string | undefined;
            const invalid = Boolean(getIn(touched, name) && error);
            return (
              <Form.Group key={index} className="mb-2" controlId={id}>
                <Form.Label visuallyHidden>
                  {t('police.phones.number', { number: index + 1 })}
                </Form.Label>
                <InputGroup hasValidation>
                  <Form.Control
                    name={name}
                    type="tel"
                    value={phone}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    isInvalid={invalid}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? `${id}-error` : undefined}
                  />
                  {values.phone_numbers.length > 1 && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => remove(index)}
                      aria-label={t('police.phones.removeLabel', { number: index + 1 })}
                    >
                      {t('police.phones.remove')}
                    </Button>
                  )}
                  <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                    {error}
                  </Form.Control.Feedback>
                </InputGroup>
              </Form.Group>
            );
          })}
          {listError && <div className="invalid-feedback d-block">{listError}</div>}
          {values.phone_numbers.length < MAX_PHONES && (
            <Button variant="link" className="px-0" onClick={() => push('')}>
              {t('police.phones.addAnother')}
            </Button>
          )}
        </fieldset>
      )}
    </FieldArray>
  );
}
