import * as yup from 'yup';
import { codeRules, requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { RestingPoint, RestingPointAddRequest } from '@/lib/api-schema.gen';
import { PLACE_STATUSES } from '@/lib/geography';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';
import { t, useT } from '../messages.gen';

export type RestingPointType = RestingPoint['type'];
export type Amenity = RestingPoint['amenities'][number];

/** A type's name, e.g. "Dhaba" (a key per type of the API's enum: typecheck fails on a new one). */
export const typeLabel = (type: RestingPointType) => t(`restingPoints.type.${type}`);

/** `typeLabel` for a component of another screen, which then follows the language. */
export function useTypeLabel() {
  const t = useT();
  return (type: RestingPointType) => t(`restingPoints.type.${type}`);
}

/** An amenity's name, e.g. "Drinking water". */
export const amenityLabel = (amenity: Amenity) => t(`restingPoints.amenity.${amenity}`);

const RULES = requestRules.RestingPointAddRequest;

/** In the API's order, which is also the order they are shown and sent in. */
export const AMENITIES = RULES.amenities.items.enum;
/** In the API's order, as the type select offers them. */
export const RESTING_POINT_TYPES = RULES.type.enum;

/** India's rough bounding box, as the API checks it. */
const INDIA = codeRules.insideIndia;

/** A highway number as the API takes it, upper case without spaces or dashes: "nh 48" is NH48. */
const highwayNumber = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();
const isHighway = (value: string) => RULES.highway.pattern.test(highwayNumber(value));

/** The API checks opening hours as one "06:00-22:00" value: each time is checked as "t-t". */
const isTime = (value: string | undefined) =>
  value === undefined || RULES.opening_hours.pattern.test(`${value}-${value}`);

/** Number inputs give '' when empty; numbers once typed. */
type NumberInput = number | '';

/** Selects hold ids as text; number boxes give '' when empty; the hours are two times. */
export type RestingPointFormValues = FormValuesOf<
  RestingPointAddRequest,
  {
    type: RestingPointType | '';
    latitude: NumberInput;
    longitude: NumberInput;
    parking_capacity: NumberInput;
    beds: NumberInput;
  },
  { opens: string; closes: string },
  'opening_hours'
>;

/** A message read when the form is checked, in the language of the moment. */
type Message = () => string;

const number = (required: Message) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(() => t('restingPoints.rule.number'))
    .required(required);

const whole = (required: Message, { minimum, maximum }: { minimum: number; maximum: number }) =>
  number(required)
    .integer(() => t('restingPoints.rule.wholeNumber'))
    .min(minimum, () =>
      minimum === 0
        ? t('restingPoints.rule.notNegative')
        : t('restingPoints.rule.atLeast', { minimum }),
    )
    .max(maximum, () => t('restingPoints.rule.atMost', { maximum }));

const insideIndia = (axis: 'latitude' | 'longitude', required: Message) => {
  const [min, max] = INDIA[axis];
  const message = () => t(`restingPoints.rule.${axis}Range`, { min, max });
  return number(required).min(min, message).max(max, message);
};

/** The API's rules (the server still decides; its messages land on the same fields). */
export const restingPointSchema = yup.object({
  name: requiredText(() => t('restingPoints.rule.name'), RULES.name),
  type: yup
    .string()
    .oneOf(RESTING_POINT_TYPES, () => t('restingPoints.rule.type'))
    .required(() => t('restingPoints.rule.type')),
  address: requiredText(() => t('restingPoints.rule.address'), RULES.address),
  pincode: yup
    .string()
    .trim()
    .required(() => t('restingPoints.rule.pincode'))
    .matches(RULES.pincode.pattern, () => t('restingPoints.rule.pincodePattern')),
  state_id: yup.string().required(() => t('restingPoints.rule.state')),
  city_id: yup.string().required(() => t('restingPoints.rule.city')),
  latitude: insideIndia('latitude', () => t('restingPoints.rule.latitude')),
  longitude: insideIndia('longitude', () => t('restingPoints.rule.longitude')),
  highway: yup
    .string()
    .trim()
    .test(
      'highway',
      () => t('restingPoints.rule.highway'),
      (value) => (value ? isHighway(value) : true),
    ),
  parking_capacity: whole(() => t('restingPoints.rule.parkingCapacity'), RULES.parking_capacity),
  beds: whole(() => t('restingPoints.rule.beds'), RULES.beds),
  amenities: yup.array().of(yup.string().oneOf(AMENITIES).required()),
  open_24x7: yup.boolean(),
  opens: yup.string().when('open_24x7', {
    is: false,
    then: (rule) =>
      rule
        .required(() => t('restingPoints.rule.opens'))
        .test('time', () => t('restingPoints.rule.opensPattern'), isTime),
  }),
  closes: yup.string().when('open_24x7', {
    is: false,
    then: (rule) =>
      rule
        .required(() => t('restingPoints.rule.closes'))
        .test('time', () => t('restingPoints.rule.closesPattern'), isTime)
        .notOneOf([yup.ref('opens')], () => t('restingPoints.rule.closesDiffer')),
  }),
  contact_name: requiredText(() => t('restingPoints.rule.contactName'), RULES.contact_name),
  contact_phone: yup
    .string()
    .trim()
    .required(() => t('restingPoints.rule.contactPhone'))
    .matches(RULES.contact_phone.pattern, () => t('restingPoints.rule.contactPhonePattern')),
  status: yup.string().oneOf(PLACE_STATUSES).required(),
});

export function restingPointValues(point?: RestingPoint): RestingPointFormValues {
  const [opens = '', closes = ''] = point?.opening_hours?.split('-') ?? [];
  return {
    name: point?.name ?? '',
    type: point?.type ?? '',
    address: point?.address ?? '',
    pincode: point?.pincode ?? '',
    state_id: point ? String(point.state_id) : '',
    city_id: point ? String(point.city_id) : '',
    latitude: point?.latitude ?? '',
    longitude: point?.longitude ?? '',
    highway: point?.highway ?? '',
    parking_capacity: point?.parking_capacity ?? '',
    beds: point?.beds ?? 0,
    amenities: point ? [...point.amenities] : [],
    open_24x7: point?.open_24x7 ?? true,
    opens,
    closes,
    contact_name: point?.contact_name ?? '',
    contact_phone: point?.contact_phone ?? '',
    status: point?.status ?? 'active',
  };
}

/** Only called with values the schema accepted. */
export function restingPointRequest(values: RestingPointFormValues): RestingPointAddRequest {
  return {
    name: values.name.trim(),
    type: values.type as RestingPointType,
    address: values.address.trim(),
    pincode: values.pincode.trim(),
    state_id: Number(values.state_id),
    city_id: Number(values.city_id),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    highway: highwayNumber(values.highway) || null,
    parking_capacity: Number(values.parking_capacity),
    beds: Number(values.beds),
    amenities: AMENITIES.filter((amenity) => values.amenities.includes(amenity)),
    open_24x7: values.open_24x7,
    opening_hours: values.open_24x7 ? null : `${values.opens}-${values.closes}`,
    contact_name: values.contact_name.trim(),
    contact_phone: values.contact_phone.trim(),
    status: values.status,
  };
}

/** The spot on OpenStreetMap, or null until both coordinates are usable. */
export function openStreetMapUrl(latitude: NumberInput, longitude: NumberInput): string | null {
  if (latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

/** The form's labels, also listing what someone else changed meanwhile. */
export const restingPointLabels = () =>
  ({
    name: t('restingPoints.field.name'),
    type: t('restingPoints.field.type'),
    status: t('restingPoints.field.status'),
    address: t('restingPoints.field.address'),
    pincode: t('restingPoints.field.pincode'),
    state_id: t('restingPoints.field.state'),
    city_id: t('restingPoints.field.city'),
    latitude: t('restingPoints.field.latitude'),
    longitude: t('restingPoints.field.longitude'),
    highway: t('restingPoints.field.highway'),
    parking_capacity: t('restingPoints.field.parkingCapacity'),
    beds: t('restingPoints.field.beds'),
    amenities: t('restingPoints.field.amenities'),
    open_24x7: t('restingPoints.field.open24x7'),
    opening_hours: t('restingPoints.field.openingHours'),
    contact_name: t('restingPoints.field.contactName'),
    contact_phone: t('restingPoints.field.contactPhone'),
    opens: t('restingPoints.field.opens'),
    closes: t('restingPoints.field.closes'),
  }) satisfies FormLabels<RestingPointFormValues, RestingPoint>;
