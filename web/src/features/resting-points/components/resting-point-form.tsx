import { type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { PageForm } from '@/components/ui/page-form';
import type { FieldErrors } from '@/lib/api-client';
import type { StaleRecordOf } from '@/lib/api-contract';
import { PLACE_DEPENDENT_PATHS, placeStatusOptions } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { addRestingPoint, editRestingPoint } from '../api/resting-points';
import { useT } from '../messages.gen';
import { AmenityCheckboxes } from './amenity-checkboxes';
import { HoursFields } from './hours-fields';
import { LocationFields } from './location-fields';
import {
  restingPointLabels,
  restingPointRequest,
  restingPointSchema,
  restingPointValues,
  RESTING_POINT_TYPES,
  typeLabel,
} from './resting-point-schema';

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
  const t = useT();
  const typeOptions = RESTING_POINT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));
  return (
    <PageForm
      titles={{ add: t('restingPoints.add'), edit: t('restingPoints.edit') }}
      listPath={paths.restingPoints.list}
      maxWidth="60rem"
      record={point}
      initialValues={restingPointValues(point)}
      toValues={restingPointValues}
      validationSchema={restingPointSchema}
      labels={restingPointLabels()}
      save={(values, version) => {
        const input = restingPointRequest(values);
        return point
          ? editRestingPoint({ id: point.id, ...input, version })
          : addRestingPoint(input);
      }}
      success={(values) => {
        const { name } = restingPointRequest(values);
        return point
          ? {
              title: t('restingPoints.form.saved'),
              message: t('restingPoints.form.savedMessage', { name }),
            }
          : {
              title: t('restingPoints.form.added'),
              message: t('restingPoints.form.addedMessage', { name }),
            };
      }}
      failure={t('restingPoints.failure')}
      revalidate={PLACE_DEPENDENT_PATHS}
      fieldErrors={formErrors}
      summary
    >
      {({ field }) => (
        <>
          <Section title={t('restingPoints.form.about')}>
            <Row className="g-3">
              <Col md={8}>
                <TextField {...field('name')} hint={t('restingPoints.form.nameHint')} />
              </Col>
              <Col md={4}>
                <SelectField
                  {...field('type')}
                  placeholder={t('restingPoints.form.chooseType')}
                  options={typeOptions}
                />
              </Col>
            </Row>
            <SelectField {...field('status')} options={placeStatusOptions()} />
          </Section>
          <Section title={t('restingPoints.form.location')}>
            <Row className="g-3">
              <Col md={8}>
                <TextField {...field('address')} autoComplete="street-address" />
              </Col>
              <Col md={4}>
                <TextField {...field('pincode')} autoComplete="postal-code" />
              </Col>
            </Row>
            <LocationFields />
            <TextField {...field('highway')} hint={t('restingPoints.form.highwayHint')} />
          </Section>
          <Section title={t('restingPoints.form.capacity')}>
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
          <Section title={t('restingPoints.form.hoursAndContact')}>
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
                  hint={t('restingPoints.form.phoneHint')}
                />
              </Col>
            </Row>
          </Section>
        </>
      )}
    </PageForm>
  );
}
