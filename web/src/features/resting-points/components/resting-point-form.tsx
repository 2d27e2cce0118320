import { Form, Formik } from 'formik';
import { type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { FormErrors } from '@/components/ui/form-errors';
import { TextField } from '@/components/ui/form-field';
import { useListReturn } from '@/components/ui/list-return';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FormProblem } from '@/components/ui/form-problem';
import { UnsavedChangesPrompt, useNavigateAfterSave } from '@/components/ui/unsaved-changes';
import { useFormMutation } from '@/lib/api-query';
import { useVersionedEdit } from '@/lib/stale-edit';
import type { RestingPoint } from '@/lib/api-schema.gen';
import { PLACE_DEPENDENT_PATHS, PLACE_STATUS_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { addRestingPoint, editRestingPoint, RESTING_POINT_FAILURE } from '../api/resting-points';
import { AmenityCheckboxes } from './amenity-checkboxes';
import { HoursFields } from './hours-fields';
import { LocationFields } from './location-fields';
import {
  RESTING_POINT_FIELD_LABELS,
  restingPointRequest,
  restingPointSchema,
  restingPointValues,
  TYPE_LABELS,
} from './resting-point-schema';
import type { FieldErrors } from '@/lib/api-client';

const TYPE_OPTIONS = Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** The server reports opening hours as one field; the form has two. */
function formErrors(fieldErrors: FieldErrors) {
  const errors: FieldErrors = { ...fieldErrors };
  if (errors.opening_hours) errors.opens = errors.opening_hours;
  return errors;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className="h6 text-uppercase text-secondary border-bottom pb-2 mb-3">{title}</h2>
      {children}
    </section>
  );
}

/** Adds a resting point (no `point`) or edits one. A failure keeps every field as typed. */
export function RestingPointForm({ point }: { point?: RestingPoint }) {
  const navigate = useNavigateAfterSave();
  const list = useListReturn(paths.restingPoints.list);
  const edit = useVersionedEdit(point, RESTING_POINT_FIELD_LABELS, restingPointValues);
  const { problem, submit } = useFormMutation(edit);

  return (
    <Card className="shadow-sm" style={{ maxWidth: '60rem' }}>
      <Card.Body>
        <Formik
          initialValues={restingPointValues(point)}
          validationSchema={restingPointSchema}
          onSubmit={async (values, { setErrors }) => {
            const input = restingPointRequest(values);
            const result = await submit(
              () =>
                point
                  ? editRestingPoint({ id: point.id, ...input, version: edit.version })
                  : addRestingPoint(input),
              {
                success: point
                  ? { title: 'Resting point saved', message: `${input.name} was saved.` }
                  : { title: 'Resting point added', message: `${input.name} was added.` },
                failure: RESTING_POINT_FAILURE,
                setErrors: (errors) => setErrors(formErrors(errors)),
                revalidate: PLACE_DEPENDENT_PATHS,
              },
            );
            if (result.ok) navigate(list);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={point ? 'Edit resting point' : 'Add resting point'}>
              <UnsavedChangesPrompt />
              <FormErrors summary />
              <FormProblem problem={problem} edit={edit} />
              <Section title="About">
                <Row className="g-3">
                  <Col md={8}>
                    <TextField name="name" label="Name" hint="Unique within its city." />
                  </Col>
                  <Col md={4}>
                    <SelectField
                      name="type"
                      label="Type"
                      placeholder="Choose a type"
                      options={TYPE_OPTIONS}
                    />
                  </Col>
                </Row>
                <SelectField name="status" label="Status" options={PLACE_STATUS_OPTIONS} />
              </Section>
              <Section title="Location">
                <Row className="g-3">
                  <Col md={8}>
                    <TextField name="address" label="Address" autoComplete="street-address" />
                  </Col>
                  <Col md={4}>
                    <TextField name="pincode" label="PIN code" autoComplete="postal-code" />
                  </Col>
                </Row>
                <LocationFields />
                <TextField
                  name="highway"
                  label="Highway"
                  hint="e.g. NH48 or SH17. Leave empty if it is off the highway network."
                />
              </Section>
              <Section title="Capacity and amenities">
                <Row className="g-3">
                  <Col xs={6}>
                    <TextField name="parking_capacity" label="Truck parking bays" type="number" />
                  </Col>
                  <Col xs={6}>
                    <TextField name="beds" label="Beds" type="number" />
                  </Col>
                </Row>
                <AmenityCheckboxes />
              </Section>
              <Section title="Hours and contact">
                <HoursFields />
                <Row className="g-3">
                  <Col md={6}>
                    <TextField name="contact_name" label="Contact name" autoComplete="name" />
                  </Col>
                  <Col md={6}>
                    <TextField
                      name="contact_phone"
                      label="Contact phone"
                      type="tel"
                      autoComplete="tel"
                      hint="e.g. +91 98765 43210"
                    />
                  </Col>
                </Row>
              </Section>
              <div className="d-flex gap-2">
                <SubmitButton busy={isSubmitting}>
                  {point ? 'Save changes' : 'Add resting point'}
                </SubmitButton>
                <Link to={list} className="btn btn-outline-secondary">
                  Cancel
                </Link>
              </div>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}
