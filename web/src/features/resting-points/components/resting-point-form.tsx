import { type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { FieldErrors } from '@/lib/api-client';
import type { StaleRecordOf } from '@/lib/api-contract';
import { PLACE_DEPENDENT_PATHS, PLACE_STATUS_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { addRestingPoint, editRestingPoint, RESTING_POINT_FAILURE } from '../api/resting-points';
import { AmenityCheckboxes } from './amenity-checkboxes';
import { HoursFields } from './hours-fields';
import { LocationFields } from './location-fields';
import {
  RESTING_POINT_LABELS,
  restingPointRequest,
  restingPointSchema,
  restingPointValues,
  TYPE_LABELS,
} from './resting-point-schema';

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
export function RestingPointForm({ point }: { point?: StaleRecordOf<'/resting_point_edit'> }) {
  return (
    <PageForm
      titles={{ add: 'Add resting point', edit: 'Edit resting point' }}
      listPath={paths.restingPoints.list}
      maxWidth="60rem"
      record={point}
      initialValues={restingPointValues(point)}
      toValues={restingPointValues}
      validationSchema={restingPointSchema}
      labels={RESTING_POINT_LABELS}
      save={(values, version) => {
        const input = restingPointRequest(values);
        return point
          ? editRestingPoint({ id: point.id, ...input, version })
          : addRestingPoint(input);
      }}
      success={(values) => {
        const { name } = restingPointRequest(values);
        return point
          ? { title: 'Resting point saved', message: `${name} was saved.` }
          : { title: 'Resting point added', message: `${name} was added.` };
      }}
      failure={RESTING_POINT_FAILURE}
      revalidate={PLACE_DEPENDENT_PATHS}
      fieldErrors={formErrors}
      summary
    >
      {({ field }) => (
        <>
          <Section title="About">
            <Row className="g-3">
              <Col md={8}>
                <TextField {...field('name')} hint="Unique within its city." />
              </Col>
              <Col md={4}>
                <SelectField
                  {...field('type')}
                  placeholder="Choose a type"
                  options={TYPE_OPTIONS}
                />
              </Col>
            </Row>
            <SelectField {...field('status')} options={PLACE_STATUS_OPTIONS} />
          </Section>
          <Section title="Location">
            <Row className="g-3">
              <Col md={8}>
                <TextField {...field('address')} autoComplete="street-address" />
              </Col>
              <Col md={4}>
                <TextField {...field('pincode')} autoComplete="postal-code" />
              </Col>
            </Row>
            <LocationFields />
            <TextField
              {...field('highway')}
              hint="e.g. NH48 or SH17. Leave empty if it is off the highway network."
            />
          </Section>
          <Section title="Capacity and amenities">
            <Row className="g-3">
              <Col xs={6}>
                <TextField {...field('parking_capacity')} type="number" />
              </Col>
              <Col xs={6}>
                <TextField {...field('beds')} type="number" />
              </Col>
            </Row>
            <AmenityCheckboxes />
          </Section>
          <Section title="Hours and contact">
            <HoursFields />
            <Row className="g-3">
              <Col md={6}>
                <TextField {...field('contact_name')} autoComplete="name" />
              </Col>
              <Col md={6}>
                <TextField
                  {...field('contact_phone')}
                  type="tel"
                  autoComplete="tel"
                  hint="e.g. +91 98765 43210"
                />
              </Col>
            </Row>
          </Section>
        </>
      )}
    </PageForm>
  );
}
