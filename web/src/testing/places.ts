import type {
  CheckinRow,
  CityOption,
  PoliceContact,
  RestingPoint,
  RestingPointDetail,
  RestingPointOption,
  StateOption,
} from '@/lib/api-schema.gen';

/** Fixtures for the state, city, resting point and police screens. */

export const stateOptions: StateOption[] = [
  { id: 1, name: 'Karnataka', code: 'KA', status: 'active' },
  { id: 2, name: 'Maharashtra', code: 'MH', status: 'active' },
  { id: 3, name: 'Tamil Nadu', code: 'TN', status: 'active' },
];

export const cityOptions: CityOption[] = [
  { id: 10, name: 'Bengaluru', state_id: 1, state_name: 'Karnataka', status: 'active' },
  { id: 11, name: 'Mysuru', state_id: 1, state_name: 'Karnataka', status: 'active' },
  { id: 20, name: 'Pune', state_id: 2, state_name: 'Maharashtra', status: 'active' },
  { id: 21, name: 'Nagpur', state_id: 2, state_name: 'Maharashtra', status: 'inactive' },
  { id: 30, name: 'Hosur', state_id: 3, state_name: 'Tamil Nadu', status: 'active' },
];

export const restingPointOptions: RestingPointOption[] = [
  {
    id: 100,
    name: 'Apna Ghar Hosur',
    state_id: 3,
    city_id: 30,
    city_name: 'Hosur',
    status: 'active',
  },
  {
    id: 101,
    name: 'Pune Truck Terminal',
    state_id: 2,
    city_id: 20,
    city_name: 'Pune',
    status: 'active',
  },
];

export const restingPoint = (changes: Partial<RestingPoint> = {}): RestingPoint => ({
  id: 100,
  name: 'Apna Ghar Hosur',
  type: 'dormitory',
  address: 'NH44, km 32, Bypass Road, Hosur',
  pincode: '635109',
  state_id: 3,
  city_id: 30,
  latitude: 12.7409,
  longitude: 77.8253,
  highway: 'NH44',
  parking_capacity: 60,
  beds: 40,
  amenities: ['toilets', 'dormitory'],
  open_24x7: true,
  opening_hours: null,
  contact_name: 'Ravi Kumar',
  contact_phone: '+91 98765 43210',
  status: 'active',
  state_name: 'Tamil Nadu',
  city_name: 'Hosur',
  today_checkins: 7,
  checkin_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: null,
  ...changes,
});

/** A resting point as its detail call answers it: nobody there and no check-ins unless given. */
export const restingPointDetail = (
  changes: Partial<RestingPointDetail> = {},
): RestingPointDetail => ({
  ...restingPoint(),
  checked_in_count: 0,
  checked_in_now: [],
  recent_checkins: [],
  ...changes,
});

/** A stay at Apna Ghar Hosur (resting point 100), still in progress unless given. */
export const checkinRow = (changes: Partial<CheckinRow> = {}): CheckinRow => ({
  id: 9,
  user_id: 42,
  driver_name: 'Ravi Kumar',
  driver_deleted: false,
  vehicle_number: 'TN70AB1234',
  vehicle_type: 'HCV',
  resting_point_id: 100,
  resting_point_name: 'Apna Ghar Hosur',
  city_name: 'Hosur',
  state_name: 'Tamil Nadu',
  checkin_at: '2026-11-20T10:00:00.000Z',
  checkout_at: null,
  status: 'checked_in',
  ...changes,
});

export const policeContact = (changes: Partial<PoliceContact> = {}): PoliceContact => ({
  id: 5,
  station_name: 'Highway Patrol Police Station, Hosur',
  officer: 'Duty Officer',
  phone_numbers: ['112', '04344 222100'],
  state_id: 3,
  state_name: 'Tamil Nadu',
  city_id: 30,
  city_name: 'Hosur',
  address: 'Bypass Road, Hosur, Tamil Nadu 635109',
  resting_point_ids: [100],
  resting_points: [{ id: 100, name: 'Apna Ghar Hosur' }],
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: null,
  ...changes,
});

/** The select sources every place form loads. */
export const placeOptionRoutes = {
  'GET /state_list_all': { body: stateOptions },
  'GET /city_list_all': { body: cityOptions },
  'GET /resting_point_list_all': { body: restingPointOptions },
};

export const listAnswer = <T>(rows: T[], page = 1, total = rows.length) => ({
  body: rows,
  pagination: { page, limit: 10, total, totalPages: Math.ceil(total / 10) },
});
