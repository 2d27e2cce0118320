import type { CheckinRecord } from './checkin-record.js';
import type { CheckinCollection } from './checkins.js';
import {
  DRIVER_STATUSES,
  type DriverCollection,
  type DriverRecord,
  type DriverStatus,
} from './drivers.js';
import { indiaDate, indiaDay, indiaDayStart, mondayOf } from '../india-time.js';

/*
 * What the dashboard shows besides the six counts. Each figure is one pass over a collection
 * (check-ins may number 500,000): no sorting of whole collections, and names are looked up only
 * for the few rows answered.
 *
 * Instants are stored as `Date#toISOString()` text (UTC, `Z`), so comparing them as strings orders
 * them in time; only the rows inside a window are parsed.
 */

export const CHECKIN_DAYS = 30;
export const REGISTRATION_WEEKS = 12;
/** Rows in each "top" list. */
export const TOP_ROWS = 5;

const isoAt = (ms: number) => new Date(ms).toISOString();

/** Check-ins that began on each of the last `days` India days, today last; days without any are 0. */
export function checkinsPerDay(
  checkins: readonly CheckinRecord[],
  now: number,
  days = CHECKIN_DAYS,
): { date: string; checkins: number }[] {
  const first = indiaDay(now) - days + 1;
  const since = isoAt(indiaDayStart(first));
  const counts = new Array<number>(days).fill(0);
  for (const checkin of checkins) {
    if (checkin.checkin_at < since) continue;
    const index = indiaDay(Date.parse(checkin.checkin_at)) - first;
    if (index < days) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, index) => ({ date: indiaDate(first + index), checkins: count }));
}

/**
 * Drivers registered in each of the last `weeks` India weeks (Monday to Sunday), this week last.
 * Soft-deleted drivers do not count, as in every count of drivers.
 */
export function registrationsPerWeek(
  drivers: readonly DriverRecord[],
  now: number,
  weeks = REGISTRATION_WEEKS,
): { week_start: string; registrations: number }[] {
  const first = mondayOf(indiaDay(now)) - (weeks - 1) * 7;
  const since = isoAt(indiaDayStart(first));
  const counts = new Array<number>(weeks).fill(0);
  for (const driver of drivers) {
    if (driver.deleted_at !== null || driver.created_at < since) continue;
    const index = Math.floor((indiaDay(Date.parse(driver.created_at)) - first) / 7);
    if (index < weeks) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, index) => ({
    week_start: indiaDate(first + index * 7),
    registrations: count,
  }));
}

/** Drivers by status, soft-deleted ones left out: the drivers list's status filter, counted. */
export function driversByStatus(drivers: readonly DriverRecord[]): Record<DriverStatus, number> {
  const counts = Object.fromEntries(DRIVER_STATUSES.map((status) => [status, 0])) as Record<
    DriverStatus,
    number
  >;
  for (const driver of drivers) if (driver.deleted_at === null) counts[driver.status] += 1;
  return counts;
}

export interface StaysInProgress {
  /** Open stays of drivers who are not soft-deleted (a driver has at most one). */
  count: number;
  /** Resting point id → drivers there now. */
  perPoint: Map<number, number>;
  /** The `top` longest of them, longest first. */
  longest: CheckinRecord[];
}

/** Begins earlier, or at the same minute with the lower id: the longer stay first. */
const longerFirst = (a: CheckinRecord, b: CheckinRecord) =>
  a.checkin_at.localeCompare(b.checkin_at) || a.id - b.id;

/**
 * The stays in progress, from the open ones the check-in index keeps. A soft-deleted driver leaves every count,
 * so their open stay (if an admin deleted them while they were parked) is not counted.
 */
export function staysInProgress(
  store: { checkins: CheckinCollection; drivers: DriverCollection },
  top = TOP_ROWS,
): StaysInProgress {
  const perPoint = new Map<number, number>();
  const longest: CheckinRecord[] = [];
  let count = 0;
  // The open stays only (the check-in index keeps them); the result does not depend on their order.
  const index = store.checkins.index();
  for (const position of index.open) {
    const checkin = index.order[position]!;
    if (checkin.checkout_at !== null || !store.drivers.findLive(checkin.user_id)) continue;
    count += 1;
    perPoint.set(checkin.resting_point_id, (perPoint.get(checkin.resting_point_id) ?? 0) + 1);
    // Keep only the `top` longest, in order: a short insertion, never a sort of all stays.
    const last = longest.at(-1);
    if (longest.length < top || (last && longerFirst(checkin, last) < 0)) {
      let at = longest.length;
      while (at > 0 && longerFirst(checkin, longest[at - 1]!) < 0) at -= 1;
      longest.splice(at, 0, checkin);
      if (longest.length > top) longest.pop();
    }
  }
  return { count, perPoint, longest };
}
