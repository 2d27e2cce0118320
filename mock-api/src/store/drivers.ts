import { Collection } from './collection.js';
import type { CompanyRecord } from './companies.js';
import { REFERENCE_DATE, seededFakerAndDraws, weighted } from './faker.js';
import type { CityRecord, StateRecord } from './geography.js';
import { indianName } from './indian-names.js';
import { VEHICLE_TYPE_CODES, type VehicleTypeCode } from './vehicle-types.js';

/**
 * active: may check in. inactive: has not used the app for a while, or paused by an admin.
 * blocked: barred by an admin (misconduct, fake documents); resting points refuse the check-in.
 */
export const DRIVER_STATUSES = ['active', 'inactive', 'blocked'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export interface DriverRecord {
  id: number;
  full_name: string;
  /** `+91 98765 43210` */
  mobile: string;
  email: string | null;
  /** Relative to the image base URL, e.g. `uploads/drivers/12.svg`. */
  photo_url: string | null;
  /** Indian format SS-RR-YYYY-NNNNNNN without separators, e.g. `MH1220150012345`. */
  licence_number: string;
  /** e.g. `MH12AB1234` */
  vehicle_number: string;
  vehicle_type: VehicleTypeCode;
  /** null for owner-drivers, or after their company was deleted. */
  company_id: number | null;
  state_id: number;
  city_id: number;
  status: DriverStatus;
  created_at: string;
  /** Set by a soft delete: the driver leaves every list and count but the record stays. */
  deleted_at: string | null;
}

export class DriverCollection extends Collection<DriverRecord> {
  /** Drivers that are not soft-deleted. */
  live(): DriverRecord[] {
    return this.rows.filter((row) => row.deleted_at === null);
  }

  /** How many drivers are not soft-deleted. */
  liveCount(): number {
    return this.memo('live', this.stamp('deleted_at'), () => {
      let count = 0;
      for (const row of this.rows) if (row.deleted_at === null) count += 1;
      return count;
    });
  }

  /** Every driver's id and lower-cased name (deleted ones too), worked out once, for searches. */
  lowerNames(): { ids: Int32Array; names: string[] } {
    return this.memo('names', this.stamp('full_name'), () => ({
      ids: Int32Array.from(this.rows, (row) => row.id),
      names: this.rows.map((row) => row.full_name.toLowerCase()),
    }));
  }

  findLive(id: number): DriverRecord | undefined {
    const row = this.findById(id);
    return row && row.deleted_at === null ? row : undefined;
  }
}

const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const SEXES = weighted([
  { weight: 19, value: 'male' as const },
  { weight: 1, value: 'female' as const },
]);
const PROVIDERS = ['gmail.com', 'yahoo.co.in', 'rediffmail.com'];
const VEHICLE_TYPES = weighted(
  VEHICLE_TYPE_CODES.map((value, i) => ({ value, weight: [3, 4, 6, 3, 2, 3, 1][i] ?? 1 })),
);
const STATUSES = weighted([
  { weight: 80, value: 'active' as const },
  { weight: 14, value: 'inactive' as const },
  { weight: 6, value: 'blocked' as const },
]);
const FROM = Date.parse('2024-01-01T00:00:00.000Z');

/**
 * Drivers, oldest first (so the newest have the highest ids), linked to companies and cities.
 * Drawn with `Draws` (store/faker.ts) where Faker's helper would only pick or roll: the same
 * values as the Faker calls they replace, at 200,000 drivers in a fraction of the time.
 */
export function seedDrivers(
  seed: number,
  count: number,
  states: readonly StateRecord[],
  cities: readonly CityRecord[],
  companies: readonly CompanyRecord[],
): DriverRecord[] {
  const { faker, draws } = seededFakerAndDraws(seed, 'drivers');
  const codeOf = new Map(states.map((state) => [state.id, state.code]));
  // faker.date.between({ from: FROM, to: REFERENCE_DATE }), oldest first.
  const to = REFERENCE_DATE.getTime();
  const dates = Float64Array.from({ length: count }, () => draws.int(FROM, to)).sort();
  const usedPlates = new Set<string>();
  const usedEmails = new Set<string>();
  const deletedAt = REFERENCE_DATE.toISOString();

  return Array.from(dates, (date, index) => {
    const id = index + 1;
    const city = draws.pick(cities);
    const code = codeOf.get(city.state_id) ?? 'MH';
    const sex = draws.weighted(SEXES);
    const { firstName, lastName, fullName } = indianName(faker, sex);
    const rto = draws.int(1, 60).toString().padStart(2, '0');
    let plate = '';
    do {
      plate = `${code}${rto}${draws.pick(LETTERS)}${draws.pick(LETTERS)}${draws.digits(4)}`;
    } while (usedPlates.has(plate));
    usedPlates.add(plate);
    let email: string | null = null;
    if (draws.boolean(0.7)) {
      email = faker.internet
        .email({ firstName, lastName, provider: draws.pick(PROVIDERS) })
        .toLowerCase();
      if (usedEmails.has(email)) email = email.replace('@', `.${id}@`);
      usedEmails.add(email);
    }
    const licenceYear = draws.int(2000, 2023);
    const deleted = draws.boolean(0.02);
    // faker.helpers.fromRegExp(/[6-9][0-9]{4}/): one digit of 6-9, then four.
    const mobile = `+91 ${draws.pick(MOBILE_FIRST)}${draws.digits(4)} ${draws.digits(5)}`;

    return {
      id,
      full_name: fullName,
      mobile,
      email,
      photo_url: draws.boolean(0.6) ? `uploads/drivers/${id}.svg` : null,
      licence_number: `${code}${rto}${licenceYear}${draws.digits(7)}`,
      vehicle_number: plate,
      vehicle_type: draws.weighted(VEHICLE_TYPES),
      company_id: draws.boolean(0.85) ? draws.pick(companies).id : null,
      state_id: city.state_id,
      city_id: city.id,
      status: draws.weighted(STATUSES),
      created_at: new Date(date).toISOString(),
      deleted_at: deleted ? deletedAt : null,
    };
  });
}

const MOBILE_FIRST = ['6', '7', '8', '9'];
