import { Collection, comparable, seededVersion, type Versioned } from './collection.js';
import type { RecordStatus } from './geography.js';

/**
 * The vehicle types drivers register with: a managed section (routes/vehicle-types.ts) seeded
 * with the seven the product started with. Drivers and check-ins hold a type's `code`, which
 * cannot change (nor the type be deleted) while a driver uses it.
 */
export const VEHICLE_TYPES = [
  { code: 'LCV', name: 'Light commercial vehicle', description: 'Up to 7.5 tonnes' },
  { code: 'MCV', name: 'Medium commercial vehicle', description: '7.5 to 12 tonnes' },
  { code: 'HCV', name: 'Heavy commercial vehicle', description: 'Over 12 tonnes' },
  { code: 'TRAILER', name: 'Trailer', description: 'Tractor with a semi-trailer' },
  { code: 'TANKER', name: 'Tanker', description: 'Liquids and gases in bulk' },
  { code: 'CONTAINER', name: 'Container carrier', description: 'ISO shipping containers' },
  { code: 'REEFER', name: 'Refrigerated truck (reefer)', description: 'Chilled and frozen goods' },
] as const;

/** The codes of the seeded types: what the seeded drivers drive. */
export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];
export const VEHICLE_TYPE_CODES = VEHICLE_TYPES.map((type) => type.code) as VehicleTypeCode[];

export interface VehicleTypeRecord extends Versioned {
  id: number;
  /** Upper case, unique regardless of case, e.g. `HCV`: what drivers' `vehicle_type` holds. */
  code: string;
  name: string;
  description: string;
  status: RecordStatus;
  created_at: string;
}

export class VehicleTypeCollection extends Collection<VehicleTypeRecord> {
  findByCode(code: string): VehicleTypeRecord | undefined {
    const wanted = comparable(code);
    return this.rows.find((row) => comparable(row.code) === wanted);
  }

  findByName(name: string): VehicleTypeRecord | undefined {
    const wanted = comparable(name);
    return this.rows.find((row) => comparable(row.name) === wanted);
  }
}

const SEEDED_AT = '2025-01-01T00:00:00.000Z';

export function seedVehicleTypes(): VehicleTypeRecord[] {
  return VEHICLE_TYPES.map((type, index) => ({
    id: index + 1,
    ...type,
    status: 'active',
    created_at: SEEDED_AT,
    ...seededVersion(SEEDED_AT),
  }));
}
