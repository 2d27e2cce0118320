import { Collection, comparable, seededVersion, type Versioned } from './collection.js';
import { INDIAN_STATES } from './geography-data.js';

export const RECORD_STATUSES = ['active', 'inactive'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export interface StateRecord extends Versioned {
  id: number;
  name: string;
  /** Vehicle-registration code, upper case, e.g. `MH`. */
  code: string;
  status: RecordStatus;
  created_at: string;
}

export interface CityRecord extends Versioned {
  id: number;
  name: string;
  state_id: number;
  status: RecordStatus;
  /** Centre of the city; resting points are seeded around it. */
  latitude: number;
  longitude: number;
  created_at: string;
}

export class StateCollection extends Collection<StateRecord> {
  findByName(name: string): StateRecord | undefined {
    const wanted = comparable(name);
    return this.rows.find((row) => comparable(row.name) === wanted);
  }

  findByCode(code: string): StateRecord | undefined {
    const wanted = comparable(code);
    return this.rows.find((row) => comparable(row.code) === wanted);
  }
}

export class CityCollection extends Collection<CityRecord> {
  inState(stateId: number): CityRecord[] {
    return this.rows.filter((row) => row.state_id === stateId);
  }

  /** City names are unique within their state, regardless of case. */
  findByName(stateId: number, name: string): CityRecord | undefined {
    const wanted = comparable(name);
    return this.rows.find((row) => row.state_id === stateId && comparable(row.name) === wanted);
  }
}

const SEEDED_AT = '2025-01-01T00:00:00.000Z';

/** Every state and union territory (sorted by name), each with its seeded cities. */
export function seedGeography(): { states: StateRecord[]; cities: CityRecord[] } {
  const states: StateRecord[] = [];
  const cities: CityRecord[] = [];
  const sorted = [...INDIAN_STATES].sort((a, b) => a.name.localeCompare(b.name));
  for (const seed of sorted) {
    const stateId = states.length + 1;
    states.push({
      id: stateId,
      name: seed.name,
      code: seed.code,
      status: 'active',
      created_at: SEEDED_AT,
      ...seededVersion(SEEDED_AT),
    });
    for (const [name, latitude, longitude] of seed.cities) {
      cities.push({
        id: cities.length + 1,
        name,
        state_id: stateId,
        status: 'active',
        latitude,
        longitude,
        created_at: SEEDED_AT,
        ...seededVersion(SEEDED_AT),
      });
    }
  }
  return { states, cities };
}
