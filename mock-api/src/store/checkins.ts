import { CheckinIndex } from './checkin-index.js';
import { Collection } from './collection.js';
import type { DriverRecord } from './drivers.js';
import { createSeededFaker } from './faker.js';
import type { RestingPointRecord } from './resting-points.js';
import { travelMs } from './travel.js';
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
  /** The list's index of the check-ins (see checkin-index.ts), rebuilt after any change. */
  index(): CheckinIndex {
    return this.memo('index', this.stamp(), () => new CheckinIndex(this.rows));
  }

  /** Check-ins of one driver, newest first. */
  ofDriver(userId: number): CheckinRecord[] {
    const index = this.index();
    return index.ofUser(userId).map((position) => index.order[position]!);
  }
}

const HOUR = 3_600_000;
/** How far back the generated history goes. */
export const CHECKIN_HISTORY_DAYS = 90;
/**
 * Each stay gets a slot of at least this long in its driver's history (a stay lasts 3 to 16
 * hours), so a driver registered yesterday has a few stays, not dozens piled on top of each other.
 */
const MIN_SLOT = 6 * HOUR;

/**
 * Check-ins over the last 90 days before `now`. Each driver's stays follow one another without
 * overlapping, with at least the road time between two resting points (see travel.ts) between
 * leaving one and arriving at the next, lie between their registration (or deletion) and `now`,
 * and at most the latest one is still open (arrived within the last 12 hours), so the history
 * tells a possible story.
 * `count` is lowered when the drivers cannot hold that many stays. Ids follow check-in time (the
 * newest has the highest id).
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
  const start = now.getTime() - CHECKIN_HISTORY_DAYS * 24 * HOUR;
  const spans = drivers.map((driver) => {
    const from = Math.max(start, Date.parse(driver.created_at));
    const to =
      driver.deleted_at === null
        ? now.getTime()
        : Math.min(now.getTime(), Date.parse(driver.deleted_at));
    return { from, to, room: Math.max(0, Math.floor((to - from) / MIN_SLOT)) };
  });
  const active = drivers.flatMap((driver, index) => (driver.status === 'active' ? [index] : []));
  const stays = drivers.map(() => 0);
  let room = spans.reduce((sum, span) => sum + span.room, 0);
  for (let i = 0; i < count && room > 0; i += 1) {
    // Mostly active drivers; some history for the others too.
    let index =
      active.length > 0 && faker.datatype.boolean(0.9)
        ? faker.helpers.arrayElement(active)
        : faker.number.int({ max: drivers.length - 1 });
    while ((spans[index]?.room ?? 0) === 0) index = (index + 1) % drivers.length;
    const span = spans[index];
    if (span) span.room -= 1;
    stays[index] = (stays[index] ?? 0) + 1;
    room -= 1;
  }
  const pointsByState = new Map<number, RestingPointRecord[]>();
  for (const point of restingPoints) {
    const list = pointsByState.get(point.state_id) ?? [];
    list.push(point);
    pointsByState.set(point.state_id, list);
  }
  /** Where a driver who left `from` can be within `ms`: a point of its state close enough. */
  const reachable = (from: RestingPointRecord, ms: number) =>
    (pointsByState.get(from.state_id) ?? [from]).filter((point) => travelMs(from, point) <= ms);

  const rows: Omit<CheckinRecord, 'id'>[] = [];
  drivers.forEach((driver, index) => {
    const total = stays[index] ?? 0;
    const span = spans[index];
    if (total === 0 || !span) return;
    const slot = (span.to - span.from) / total;
    const home = pointsByState.get(driver.state_id);
    let last: { point: RestingPointRecord; leftAt: number } | null = null;
    for (let n = 0; n < total; n += 1) {
      // Stay n lies in its own slot of the history, so stays never overlap.
      const slotStart = span.from + n * slot;
      const duration = faker.number.int({ min: 3 * HOUR, max: Math.min(16 * HOUR, slot * 0.6) });
      let arrive = Math.floor(slotStart + faker.number.int({ max: Math.floor(slot - duration) }));
      const open = n === total - 1 && driver.deleted_at === null && faker.datatype.boolean(0.05);
      if (open) {
        arrive = Math.floor(
          Math.max(slotStart, now.getTime() - faker.number.int({ min: HOUR / 3, max: 12 * HOUR })),
        );
      }
      let point =
        home && faker.datatype.boolean(0.6)
          ? faker.helpers.arrayElement(home)
          : faker.helpers.arrayElement(restingPoints);
      // The road from the last stay must fit in the time between: if the point drawn is too far,
      // the driver stops somewhere in reach in the same state (at worst where they just were).
      if (last && travelMs(last.point, point) > arrive - last.leftAt) {
        point = faker.helpers.arrayElement(reachable(last.point, arrive - last.leftAt));
      }
      last = { point, leftAt: arrive + duration };
      rows.push({
        user_id: driver.id,
        vehicle_number: driver.vehicle_number,
        vehicle_type: driver.vehicle_type,
        resting_point_id: point.id,
        checkin_at: new Date(arrive).toISOString(),
        checkout_at: open ? null : new Date(arrive + duration).toISOString(),
        status: open ? 'checked_in' : 'checked_out',
      });
    }
  });
  // Timestamps of one format order as plain strings (as `localeCompare` orders them, many times
  // faster over 2,000,000 rows).
  rows.sort((a, b) =>
    a.checkin_at < b.checkin_at ? -1 : a.checkin_at > b.checkin_at ? 1 : a.user_id - b.user_id,
  );
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}
