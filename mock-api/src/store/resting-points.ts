import { Collection, seededVersion, type Versioned } from './collection.js';
import { createSeededFaker } from './faker.js';
import { indianName, indianSurname } from './indian-names.js';
import type { CityRecord, RecordStatus, StateRecord } from './geography.js';
import { HIGHWAYS_BY_STATE } from './geography-data.js';

export const RESTING_POINT_TYPES = ['dormitory', 'truck_parking', 'rest_area', 'dhaba'] as const;
export type RestingPointType = (typeof RESTING_POINT_TYPES)[number];

/** Facilities, after the EU 885/2013 data items, US TPIMS and India's Apna Ghar units. */
export const AMENITIES = [
  'toilets',
  'bathing',
  'drinking_water',
  'food',
  'dormitory',
  'cctv',
  'security_guard',
  'lighting',
  'fuel',
  'repair',
  'reefer_power',
  'first_aid',
  'wifi',
  'atm',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export interface RestingPointRecord extends Versioned {
  id: number;
  name: string;
  type: RestingPointType;
  address: string;
  pincode: string;
  state_id: number;
  city_id: number;
  latitude: number;
  longitude: number;
  /** National highway, e.g. `NH48`; null off the highway network. */
  highway: string | null;
  parking_capacity: number;
  beds: number;
  amenities: Amenity[];
  open_24x7: boolean;
  /** e.g. `06:00-22:00`; null when open 24x7. */
  opening_hours: string | null;
  contact_name: string;
  contact_phone: string;
  status: RecordStatus;
  created_at: string;
}

export class RestingPointCollection extends Collection<RestingPointRecord> {}

/** First two digits of the PIN codes of each state (India Post's postal circles). */
export const PIN_PREFIX: Record<string, string[]> = {
  AP: ['51', '52', '53'],
  AR: ['79'],
  AS: ['78'],
  BR: ['80', '84', '85'],
  CG: ['49'],
  GA: ['40'],
  GJ: ['36', '38', '39'],
  HR: ['12', '13'],
  HP: ['17'],
  JH: ['81', '82', '83'],
  KA: ['56', '57', '58', '59'],
  KL: ['67', '68', '69'],
  MP: ['45', '46', '47', '48'],
  MH: ['40', '41', '42', '43', '44'],
  MN: ['79'],
  ML: ['79'],
  MZ: ['79'],
  NL: ['79'],
  OD: ['75', '76', '77'],
  PB: ['14', '15', '16'],
  RJ: ['30', '31', '32', '33', '34'],
  SK: ['73'],
  TN: ['60', '61', '62', '63', '64'],
  TS: ['50'],
  TR: ['79'],
  UP: ['20', '21', '22', '23', '24', '28'],
  UK: ['24', '26'],
  WB: ['70', '71', '72', '73', '74'],
  AN: ['74'],
  CH: ['16'],
  DD: ['39'],
  DL: ['11'],
  JK: ['18', '19'],
  LA: ['19'],
  LD: ['68'],
  PY: ['60'],
};

const NAME_PATTERNS: Record<RestingPointType, readonly string[]> = {
  dormitory: ['Apna Ghar {city}', 'Drivers Dormitory {city}', 'Sarathi Vishram Griha {city}'],
  truck_parking: ['{city} Truck Terminal', '{highway} Truck Park {city}', 'Transport Nagar {city}'],
  rest_area: [
    '{highway} Wayside Amenities {city}',
    '{city} Highway Rest Area',
    'Rahi Rest Stop {city}',
  ],
  dhaba: ['{surname} Dhaba', 'Sher-e-Punjab Dhaba {city}', 'Highway King Dhaba {city}'],
};

const BASE_AMENITIES: Record<RestingPointType, Amenity[]> = {
  dormitory: ['toilets', 'bathing', 'drinking_water', 'dormitory', 'lighting'],
  truck_parking: ['toilets', 'drinking_water', 'lighting', 'security_guard'],
  rest_area: ['toilets', 'drinking_water', 'food', 'lighting'],
  dhaba: ['toilets', 'drinking_water', 'food'],
};

const LOCALITIES = [
  'Transport Nagar',
  'Bypass Road',
  'Ring Road',
  'Industrial Area',
  'MIDC Area',
  'Service Road',
  'Truck Terminal Road',
  'Old Highway',
  'Toll Plaza Road',
  'Mandi Road',
];

const round = (value: number, places: number) => Number(value.toFixed(places));

/** Resting points spread over the seeded cities, each placed within about 25 km of its city. */
export function seedRestingPoints(
  seed: number,
  count: number,
  states: readonly StateRecord[],
  cities: readonly CityRecord[],
): RestingPointRecord[] {
  const faker = createSeededFaker(seed, 'resting-points');
  const codeOf = new Map(states.map((state) => [state.id, state.code]));
  const usedNames = new Set<string>();
  const rows: RestingPointRecord[] = [];

  for (let id = 1; id <= count; id += 1) {
    const city = faker.helpers.arrayElement(cities);
    const code = codeOf.get(city.state_id) ?? '';
    const highways = HIGHWAYS_BY_STATE[code] ?? [];
    const highway = highways.length > 0 ? faker.helpers.arrayElement(highways) : null;
    const type = faker.helpers.weightedArrayElement([
      { weight: 2, value: 'dormitory' as const },
      { weight: 3, value: 'truck_parking' as const },
      { weight: 2, value: 'rest_area' as const },
      { weight: 3, value: 'dhaba' as const },
    ]);
    let name = faker.helpers
      .arrayElement(NAME_PATTERNS[type])
      .replace('{city}', city.name)
      .replace('{highway}', highway ?? 'City')
      .replace('{surname}', indianSurname(faker));
    if (usedNames.has(name))
      name = `${name} ${faker.helpers.arrayElement(['II', 'III', 'East', 'West', 'North', 'South'])}`;
    if (usedNames.has(name)) name = `${name} ${id}`;
    usedNames.add(name);

    const extras = faker.helpers.arrayElements(
      AMENITIES.filter((amenity) => !BASE_AMENITIES[type].includes(amenity)),
      { min: 0, max: 5 },
    );
    const amenities = AMENITIES.filter(
      (amenity) => BASE_AMENITIES[type].includes(amenity) || extras.includes(amenity),
    );
    const open24x7 = faker.datatype.boolean(0.7);
    const opens = faker.helpers.arrayElement(['05:00', '06:00', '07:00']);
    const closes = faker.helpers.arrayElement(['21:00', '22:00', '23:00']);
    const created = faker.date
      .between({ from: '2025-01-15T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z' })
      .toISOString();

    rows.push({
      id,
      name,
      type,
      address: `${highway ? `${highway}, km ${faker.number.int({ min: 2, max: 480 })}, ` : ''}${faker.helpers.arrayElement(LOCALITIES)}, ${city.name}`,
      pincode: `${faker.helpers.arrayElement(PIN_PREFIX[code] ?? ['40'])}${faker.string.numeric(4)}`,
      state_id: city.state_id,
      city_id: city.id,
      latitude: round(city.latitude + faker.number.float({ min: -0.22, max: 0.22 }), 6),
      longitude: round(city.longitude + faker.number.float({ min: -0.22, max: 0.22 }), 6),
      highway,
      parking_capacity: faker.number.int({
        min: type === 'dhaba' ? 10 : 30,
        max: type === 'truck_parking' ? 400 : 120,
      }),
      beds:
        type === 'dormitory'
          ? faker.number.int({ min: 20, max: 120 })
          : amenities.includes('dormitory')
            ? faker.number.int({ min: 4, max: 30 })
            : 0,
      amenities,
      open_24x7: open24x7,
      opening_hours: open24x7 ? null : `${opens}-${closes}`,
      contact_name: indianName(faker).fullName,
      contact_phone: `+91 ${faker.helpers.fromRegExp(/[6-9][0-9]{4}/)} ${faker.string.numeric(5)}`,
      status: faker.datatype.boolean(0.92) ? 'active' : 'inactive',
      created_at: created,
      ...seededVersion(created),
    });
  }
  return rows;
}
