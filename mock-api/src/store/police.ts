import type { Faker } from '@faker-js/faker';
import {
  Collection,
  comparable,
  nextVersion,
  seededVersion,
  type Versioned,
} from './collection.js';
import { createSeededFaker } from './faker.js';
import { indianName } from './indian-names.js';
import type { CityRecord, StateRecord } from './geography.js';
import { HIGHWAYS_BY_STATE } from './geography-data.js';
import { PIN_PREFIX, type RestingPointRecord } from './resting-points.js';

/** National emergency number (ERSS): reaches police, fire and ambulance anywhere in India. */
export const EMERGENCY_NUMBER = '112';

export interface PoliceRecord extends Versioned {
  id: number;
  station_name: string;
  /** Who answers: an officer by rank and name, or a desk such as "Control Room". */
  officer: string;
  /** At least one; in the order drivers should try them. */
  phone_numbers: string[];
  state_id: number;
  /** null for a unit that covers a stretch of highway rather than a town. */
  city_id: number | null;
  address: string;
  /** Resting points (in the same state) this station answers for; may be empty. */
  resting_point_ids: number[];
  created_at: string;
}

export class PoliceCollection extends Collection<PoliceRecord> {
  /** Station names are unique within their state, regardless of case and spacing. */
  findByName(stateId: number, stationName: string): PoliceRecord | undefined {
    const wanted = comparable(stationName);
    return this.rows.find(
      (row) => row.state_id === stateId && comparable(row.station_name) === wanted,
    );
  }

  /**
   * Forgets a deleted resting point in every contact that covered it. That changes those contacts,
   * so each gets a new version: an edit form still offering the point is told to reload.
   */
  uncover(restingPointId: number, by: string): void {
    for (const row of this.rows) {
      if (row.resting_point_ids.includes(restingPointId)) {
        Object.assign(row, {
          resting_point_ids: row.resting_point_ids.filter((id) => id !== restingPointId),
          ...nextVersion(row, by),
        });
      }
    }
  }
}

const STATION_PATTERNS = [
  'Highway Patrol Police Station, {city}',
  '{city} Traffic Police Station',
  '{city} Rural Police Station',
  '{locality} Police Station, {city}',
  '{highway} Highway Patrol Unit, {city}',
  '{city} Police Control Room',
];

const LOCALITIES = ['Transport Nagar', 'Bypass', 'Industrial Area', 'Toll Plaza', 'Mandi', 'Cantt'];
const RANKS = ['Inspector', 'Sub-Inspector', 'Assistant Sub-Inspector'];
const DESKS = ['Duty Officer', 'Control Room Desk', 'Highway Patrol Desk', 'Station House Officer'];

/** A landline with its STD code, ten digits after the trunk 0, e.g. `0413 2234567`. */
function landline(faker: Faker): string {
  const std = faker.helpers.fromRegExp(/[1-8][0-9]{1,3}/);
  return `0${std} ${faker.helpers.fromRegExp(/[2-6]/)}${faker.string.numeric(9 - std.length)}`;
}

/**
 * Two to four emergency contacts per state and union territory, in its seeded cities, each with
 * 112 and/or a station landline and duty mobile, and the nearby resting points it covers.
 */
export function seedPolice(
  seed: number,
  states: readonly StateRecord[],
  cities: readonly CityRecord[],
  restingPoints: readonly RestingPointRecord[],
): PoliceRecord[] {
  const faker = createSeededFaker(seed, 'police');
  const rows: PoliceRecord[] = [];
  for (const state of states) {
    const stateCities = cities.filter((city) => city.state_id === state.id);
    if (stateCities.length === 0) continue;
    const highways = HIGHWAYS_BY_STATE[state.code] ?? [];
    const used = new Set<string>();
    const count = faker.number.int({ min: 2, max: 4 });
    for (let n = 0; n < count; n += 1) {
      const city = faker.helpers.arrayElement(stateCities);
      const pattern = faker.helpers.arrayElement(
        highways.length > 0
          ? STATION_PATTERNS
          : STATION_PATTERNS.filter((p) => !p.includes('{highway}')),
      );
      const station_name = pattern
        .replace('{city}', city.name)
        .replace('{highway}', highways.length > 0 ? faker.helpers.arrayElement(highways) : '')
        .replace('{locality}', faker.helpers.arrayElement(LOCALITIES));
      if (used.has(station_name)) continue;
      used.add(station_name);

      const officer = faker.datatype.boolean(0.5)
        ? `${faker.helpers.arrayElement(RANKS)} ${indianName(faker).fullName}`
        : faker.helpers.arrayElement(DESKS);
      const mobile = `+91 ${faker.helpers.fromRegExp(/[6-9][0-9]{4}/)} ${faker.string.numeric(5)}`;
      const phone_numbers: string[] = faker.helpers.arrayElement([
        [EMERGENCY_NUMBER, landline(faker)],
        [landline(faker), mobile],
        [EMERGENCY_NUMBER, landline(faker), mobile],
      ]);
      const nearby = restingPoints.filter((point) => point.city_id === city.id);
      const resting_point_ids = faker.helpers
        .arrayElements(nearby, { min: 0, max: Math.min(3, nearby.length) })
        .map((point) => point.id)
        .sort((a, b) => a - b);
      const pin = `${faker.helpers.arrayElement(PIN_PREFIX[state.code] ?? ['40'])}${faker.string.numeric(4)}`;
      const created = faker.date
        .between({ from: '2025-01-15T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z' })
        .toISOString();
      rows.push({
        id: rows.length + 1,
        station_name,
        officer,
        phone_numbers,
        state_id: state.id,
        city_id: city.id,
        address: `${faker.helpers.arrayElement(LOCALITIES)} Road, ${city.name}, ${state.name} ${pin}`,
        resting_point_ids,
        created_at: created,
        ...seededVersion(created),
      });
    }
  }
  return rows;
}
