import { Collection } from './collection.js';
import type { DriverRecord } from './drivers.js';
import { createSeededFaker } from './faker.js';
import type { RestingPointRecord } from './resting-points.js';
import type { VehicleTypeCode } from './vehicle-types.js';

export const CHECKIN_STATUSES = ['checked_in', 'checked_out'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

export interface CheckinRecord {
  id: number;
  user_id: number;
  /** The vehicle the driver arrived with (a copy: it stays right if the driver changes truck). */
  vehicle_number: string;
  vehicle_type: VehicleTypeCode;
  resting_point_id: number;
  checkin_at: string;
  /** null while the driver is still there. */
  checkout_at: string | null;
  status: CheckinStatus;
}

export class CheckinCollection extends Collection<CheckinRecord> {
  /** Check-ins of one driver, newest first. */
  ofDriver(userId: number): CheckinRecord[] {
    return this.rows
      .filter((row) => row.user_id === userId)
      .sort((a, b) => b.checkin_at.localeCompare(a.checkin_at) || b.id - a.id);
  }
}

const HOUR = 3_600_000;
/** How far back the generated history goes. */
export const CHECKIN_HISTORY_DAYS = 90;

/**
 * Check-ins over the last 90 days before `now`. Each driver's stays follow one another without
 * overlapping, and at most the latest one is still open, so the history tells a possible story.
 * Ids follow check-in time (the newest has the highest id).
 */
export function seedCheckins(
  seed: number,
  count: number,
  drivers: readonly DriverRecord[],
  restingPoints: readonly RestingPointRecord[],
  now: Date,
): CheckinRecord[] {
  if (drivers.length === 0 || restingPoints.length === 0) return [];
  const faker = createSeededFaker(seed, 'checkins');
  const active = drivers.filter((driver) => driver.status === 'active');
  const pool = active.length > 0 ? active : drivers;
  const perDriver = new Map<DriverRecord, number>();
  for (let i = 0; i < count; i += 1) {
    // Mostly active drivers; some history for the others too.
    const driver = faker.datatype.boolean(0.9)
      ? faker.helpers.arrayElement(pool)
      : faker.helpers.arrayElement(drivers);
    perDriver.set(driver, (perDriver.get(driver) ?? 0) + 1);
  }
  const pointsByState = new Map<number, RestingPointRecord[]>();
  for (const point of restingPoints) {
    const list = pointsByState.get(point.state_id) ?? [];
    list.push(point);
    pointsByState.set(point.state_id, list);
  }

  const rows: Omit<CheckinRecord, 'id'>[] = [];
  const start = now.getTime() - CHECKIN_HISTORY_DAYS * 24 * HOUR;
  for (const [driver, stays] of perDriver) {
    const from = Math.max(start, Date.parse(driver.created_at));
    const slot = Math.max(HOUR, now.getTime() - from) / stays;
    const home = pointsByState.get(driver.state_id);
    for (let n = 0; n < stays; n += 1) {
      // Stay n lies in its own slot of the history, so stays never overlap.
      const slotStart = from + n * slot;
      const duration = faker.number.int({
        min: 3 * HOUR,
        max: Math.max(3 * HOUR, Math.min(16 * HOUR, slot * 0.6)),
      });
      const arrive =
        slotStart + faker.number.int({ min: 0, max: Math.max(0, Math.floor(slot - duration)) });
      const leave = arrive + duration;
      const latest = n === stays - 1;
      const open = latest && (leave > now.getTime() || faker.datatype.boolean(0.05));
      const point =
        home && faker.datatype.boolean(0.6)
          ? faker.helpers.arrayElement(home)
          : faker.helpers.arrayElement(restingPoints);
      rows.push({
        user_id: driver.id,
        vehicle_number: driver.vehicle_number,
        vehicle_type: driver.vehicle_type,
        resting_point_id: point.id,
        checkin_at: new Date(Math.min(arrive, now.getTime() - 5 * 60_000)).toISOString(),
        checkout_at: open ? null : new Date(Math.min(leave, now.getTime())).toISOString(),
        status: open ? 'checked_in' : 'checked_out',
      });
    }
  }
  rows.sort((a, b) => a.checkin_at.localeCompare(b.checkin_at) || a.user_id - b.user_id);
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}
