import * as yup from 'yup';
import type { RestingPoint, RestingPointAddRequest } from '@/lib/api-schema.gen';
import { PLACE_STATUSES, type PlaceStatus } from '@/lib/geography';
import type { FieldLabels } from '@/lib/stale-edit';

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

export const AMENITIES = Object.keys(AMENITY_LABELS) as Amenity[];
const TYPES = Object.keys(TYPE_LABELS) as RestingPointType[];

/** India's rough bounding box, as the API checks it. */
export const INDIA = { lat: [6, 37.5], lng: [68, 97.5] } as const;
export const PHONE = /^\+?[0-9][0-9 -]{1,18}[0-9]$/;
const HIGHWAY = /^(NH|SH|AH|NE|ME)[\s-]*[0-9]{1,4}[A-Za-z]?$/i;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Number inputs give '' when empty; numbers once typed. */
type NumberInput = number | '';

export type RestingPointFormValues = {
  name: string;
  type: RestingPointType | '';
  address: string;
  pincode: string;
  state_id: string;
  city_id: string;
  latitude: NumberInput;
  longitude: NumberInput;
  highway: string;
  parking_capacity: NumberInput;
  beds: NumberInput;
  amenities: Amenity[];
  open_24x7: boolean;
  opens: string;
  closes: string;
  contact_name: string;
  contact_phone: string;
  status: PlaceStatus;
};

const number = (required: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Enter a number')
    .required(required);

const whole = (required: string, max: number) =>
  number(required)
    .integer('Enter a whole number')
    .min(0, 'Cannot be negative')
    .max(max, `At most ${max}`);

/** Mirrors the API's rules (the server still decides; its messages land on the same fields). */
export const restingPointSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter the name')
    .min(3, 'Use at least 3 characters')
    .max(120, 'Use at most 120 characters'),
  type: yup.string().oneOf(TYPES, 'Choose a type').required('Choose a type'),
  address: yup
    .string()
    .trim()
    .required('Enter the address')
    .min(5, 'Use at least 5 characters')
    .max(250, 'Use at most 250 characters'),
  pincode: yup
    .string()
    .trim()
    .required('Enter the PIN code')
    .matches(/^[1-9][0-9]{5}$/, 'A PIN code is 6 digits and does not start with 0'),
  state_id: yup.string().required('Choose a state'),
  city_id: yup.string().required('Choose a city'),
  latitude: number('Enter the latitude')
    .min(INDIA.lat[0], `Inside India, latitude is from ${INDIA.lat[0]} to ${INDIA.lat[1]}`)
    .max(INDIA.lat[1], `Inside India, latitude is from ${INDIA.lat[0]} to ${INDIA.lat[1]}`),
  longitude: number('Enter the longitude')
    .min(INDIA.lng[0], `Inside India, longitude is from ${INDIA.lng[0]} to ${INDIA.lng[1]}`)
    .max(INDIA.lng[1], `Inside India, longitude is from ${INDIA.lng[0]} to ${INDIA.lng[1]}`),
  highway: yup
    .string()
    .trim()
    .test('highway', 'Use a highway number such as NH48 or SH17, or leave it empty', (value) =>
      value ? HIGHWAY.test(value) : true,
    ),
  parking_capacity: whole('Enter the number of truck bays (0 if none)', 5000),
  beds: whole('Enter the number of beds (0 if none)', 2000),
  amenities: yup.array().of(yup.string().oneOf(AMENITIES).required()),
  open_24x7: yup.boolean(),
  opens: yup.string().when('open_24x7', {
    is: false,
    then: (rule) => rule.required('Enter the opening time').matches(TIME, 'Use a time like 06:00'),
  }),
  closes: yup.string().when('open_24x7', {
    is: false,
    then: (rule) =>
      rule
        .required('Enter the closing time')
        .matches(TIME, 'Use a time like 22:00')
        .notOneOf([yup.ref('opens')], 'Closing must differ from opening; or mark it open 24x7'),
  }),
  contact_name: yup
    .string()
    .trim()
    .required('Enter a contact name')
    .min(2, 'Use at least 2 characters')
    .max(100, 'Use at most 100 characters'),
  contact_phone: yup
    .string()
    .trim()
    .required('Enter a contact phone number')
    .matches(PHONE, 'Use digits, spaces or dashes, e.g. +91 98765 43210'),
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
    highway: values.highway.trim() || null,
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

/** The fields of the form, for the list of what someone else changed meanwhile. */
export const RESTING_POINT_FIELD_LABELS: FieldLabels<RestingPoint> = {
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
};
