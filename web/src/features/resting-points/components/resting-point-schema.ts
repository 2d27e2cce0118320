import * as yup from 'yup';
import { codeRules, requestRules } from '@/lib/api-limits.gen';
import { requiredText } from '@/lib/form-rules';
import type { RestingPoint, RestingPointAddRequest } from '@/lib/api-schema.gen';
import { PLACE_STATUSES } from '@/lib/geography';
import type { FormLabels, FormValuesOf } from '@/lib/form-values';

export type RestingPointType = RestingPoint['type'];
export type Amenity = RestingPoint['amenities'][number];

export const TYPE_LABELS = {
  dormitory: 'Dormitory',
  truck_parking: 'Truck parking',
  rest_area: 'Rest area',
  dhaba: 'Dhaba',
} satisfies Record<RestingPointType, string>;

export const AMENITY_LABELS = {
  toilets: 'Toilets',
  bathing: 'Bathing',
  drinking_water: 'Drinking water',
  food: 'Food',
  dormitory: 'Dormitory',
  cctv: 'CCTV',
  security_guard: 'Security guard',
  lighting: 'Lighting',
  fuel: 'Fuel',
  repair: 'Repair',
  reefer_power: 'Reefer power',
  first_aid: 'First aid',
  wifi: 'Wi-Fi',
  atm: 'ATM',
} satisfies Record<Amenity, string>;

const RULES = requestRules.RestingPointAddRequest;

/** In the API's order, which is also the order they are shown and sent in. */
export const AMENITIES = RULES.amenities.items.enum;
const TYPES = RULES.type.enum;

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

const number = (required: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Enter a number')
    .required(required);

const whole = (required: string, { minimum, maximum }: { minimum: number; maximum: number }) =>
  number(required)
    .integer('Enter a whole number')
    .min(minimum, minimum === 0 ? 'Cannot be negative' : `At least ${minimum}`)
    .max(maximum, `At most ${maximum}`);

const insideIndia = (axis: 'latitude' | 'longitude', required: string) => {
  const [min, max] = INDIA[axis];
  const message = `Inside India, ${axis} is from ${min} to ${max}`;
  return number(required).min(min, message).max(max, message);
};

/** The API's rules (the server still decides; its messages land on the same fields). */
export const restingPointSchema = yup.object({
  name: requiredText('Enter the name', RULES.name),
  type: yup.string().oneOf(TYPES, 'Choose a type').required('Choose a type'),
  address: requiredText('Enter the address', RULES.address),
  pincode: yup
    .string()
    .trim()
    .required('Enter the PIN code')
    .matches(RULES.pincode.pattern, 'A PIN code is 6 digits and does not start with 0'),
  state_id: yup.string().required('Choose a state'),
  city_id: yup.string().required('Choose a city'),
  latitude: insideIndia('latitude', 'Enter the latitude'),
  longitude: insideIndia('longitude', 'Enter the longitude'),
  highway: yup
    .string()
    .trim()
    .test('highway', 'Use a highway number such as NH48 or SH17, or leave it empty', (value) =>
      value ? isHighway(value) : true,
    ),
  parking_capacity: whole('Enter the number of truck bays (0 if none)', RULES.parking_capacity),
  beds: whole('Enter the number of beds (0 if none)', RULES.beds),
  amenities: yup.array().of(yup.string().oneOf(AMENITIES).required()),
  open_24x7: yup.boolean(),
  opens: yup.string().when('open_24x7', {
    is: false,
    then: (rule) =>
      rule.required('Enter the opening time').test('time', 'Use a time like 06:00', isTime),
  }),
  closes: yup.string().when('open_24x7', {
    is: false,
    then: (rule) =>
      rule
        .required('Enter the closing time')
        .test('time', 'Use a time like 22:00', isTime)
        .notOneOf([yup.ref('opens')], 'Closing must differ from opening; or mark it open 24x7'),
  }),
  contact_name: requiredText('Enter a contact name', RULES.contact_name),
  contact_phone: yup
    .string()
    .trim()
    .required('Enter a contact phone number')
    .matches(RULES.contact_phone.pattern, 'Use digits, spaces or dashes, e.g. +91 98765 43210'),
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
export const RESTING_POINT_LABELS = {
  name: 'Name',
  type: 'Type',
  status: 'Status',
  address: 'Address',
  pincode: 'PIN code',
  state_id: 'State',
  city_id: 'City',
  latitude: 'Latitude',
  longitude: 'Longitude',
  highway: 'Highway',
  parking_capacity: 'Truck parking bays',
  beds: 'Beds',
  amenities: 'Amenities',
  open_24x7: 'Open 24x7',
  opening_hours: 'Opening hours',
  contact_name: 'Contact name',
  contact_phone: 'Contact phone',
  opens: 'Opens at',
  closes: 'Closes at',
} satisfies FormLabels<RestingPointFormValues, RestingPoint>;
