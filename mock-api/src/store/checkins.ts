import { CheckinIndex } from './checkin-index.js';
import type { CheckinRecord } from './checkin-record.js';
import { Collection } from './collection.js';
import type { DriverRecord } from './drivers.js';
import { seededFakerAndDraws } from './faker.js';
import type { RestingPointRecord } from './resting-points.js';
import { travelMs } from './travel.js';

export class CheckinCollection extends Collection<CheckinRecord> {
  /** The list's index of the check-ins (see checkin-index.ts), rebuilt after any change. */
  index(): CheckinIndex {
    return this.memo('index', this.stamp(), () => new CheckinIndex(this.rows));
  }

  /** Check-ins of one driver, newest first. */
  ofDriver(userId: number): CheckinRecord[] {
    const index = this.index();
    return Array.from(index.ofUser(userId), (position) => index.order[position]!);
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
  const { draws } = seededFakerAndDraws(seed, 'checkins');
  const nowMs = now.getTime();
  const start = nowMs - CHECKIN_HISTORY_DAYS * 24 * HOUR;
  const n = drivers.length;
  const from = new Float64Array(n);
  const to = new Float64Array(n);
  const rooms = new Float64Array(n);
  const active: number[] = [];
  let room = 0;
  drivers.forEach((driver, index) => {
    const since = Math.max(start, Date.parse(driver.created_at));
    const until =
      driver.deleted_at === null ? nowMs : Math.min(nowMs, Date.parse(driver.deleted_at));
    from[index] = since;
    to[index] = until;
    rooms[index] = Math.max(0, Math.floor((until - since) / MIN_SLOT));
    room += rooms[index]!;
    if (driver.status === 'active') active.push(index);
  });
  const stays = new Int32Array(n);
  for (let i = 0; i < count && room > 0; i += 1) {
    // Mostly active drivers; some history for the others too.
    let index = active.length > 0 && draws.boolean(0.9) ? draws.pick(active) : draws.int(0, n - 1);
    while (rooms[index] === 0) index = (index + 1) % n;
    rooms[index] = rooms[index]! - 1;
    stays[index] = stays[index]! + 1;
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

  // The stays, one column per field, driver by driver (each driver's in time order).
  const total = stays.reduce((sum, stay) => sum + stay, 0);
  const who = new Int32Array(total);
  const arrival = new Float64Array(total);
  const departure = new Float64Array(total);
  const points = new Array<RestingPointRecord>(total);
  let row = 0;
  drivers.forEach((driver, index) => {
    const total = stays[index]!;
    if (total === 0) return;
    const slot = (to[index]! - from[index]!) / total;
    const home = pointsByState.get(driver.state_id);
    let last: RestingPointRecord | null = null;
    let leftAt = 0;
    for (let n = 0; n < total; n += 1) {
      // Stay n lies in its own slot of the history, so stays never overlap.
      const slotStart = from[index]! + n * slot;
      const duration = draws.int(3 * HOUR, Math.floor(Math.min(16 * HOUR, slot * 0.6)));
      let arrive = Math.floor(slotStart + draws.int(0, Math.floor(slot - duration)));
      const open = n === total - 1 && driver.deleted_at === null && draws.boolean(0.05);
      if (open) {
        arrive = Math.floor(Math.max(slotStart, nowMs - draws.int(HOUR / 3, 12 * HOUR)));
      }
      let point = home && draws.boolean(0.6) ? draws.pick(home) : draws.pick(restingPoints);
      // The road from the last stay must fit in the time between: if the point drawn is too far,
      // the driver stops somewhere in reach in the same state (at worst where they just were).
      if (last && travelMs(last, point) > arrive - leftAt) {
        point = draws.pick(reachable(last, arrive - leftAt));
      }
      last = point;
      leftAt = arrive + duration;
      who[row] = index;
      arrival[row] = arrive;
      departure[row] = open ? NaN : arrive + duration;
      points[row] = point;
      row += 1;
    }
  });
  // Ids follow check-in time, ties by driver; each record is made once, in that order.
  const order = byArrival(arrival, who, drivers);
  const times = new IsoTimes();
  const records: CheckinRecord[] = [];
  for (let id = 1; id <= total; id += 1) {
    const r = order[id - 1]!;
    const checkout = departure[r]!;
    const driver = drivers[who[r]!]!;
    const open = Number.isNaN(checkout);
    // The fields in the order the records always had (id last).
    records.push({
      user_id: driver.id,
      vehicle_number: driver.vehicle_number,
      vehicle_type: driver.vehicle_type,
      resting_point_id: points[r]!.id,
      checkin_at: times.format(arrival[r]!),
      checkout_at: open ? null : times.format(checkout),
      status: open ? 'checked_in' : 'checked_out',
      id,
    });
  }
  return records;
}

/**
 * `new Date(ms).toISOString()` for many times of this era (years 1970 to 9999), several times
 * faster: the date part is worked out once per day, and the string is made in one call from its
 * 24 character codes (no Date, no buffer: 4,000,000 times at the largest size took 2.3 s through a
 * buffer, 0.9 s so).
 */
class IsoTimes {
  private readonly days = new Map<number, string>();

  format(ms: number): string {
    const day = Math.floor(ms / DAY);
    let date = this.days.get(day);
    if (date === undefined) {
      date = new Date(day * DAY).toISOString().slice(0, 11);
      this.days.set(day, date);
    }
    let rest = ms - day * DAY;
    const hours = Math.floor(rest / HOUR);
    rest -= hours * HOUR;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    const seconds = Math.floor(rest / 1000);
    const millis = rest - seconds * 1000;
    // YYYY-MM-DDT then HH:MM:SS.mmmZ (48 is "0", 58 ":", 46 ".", 90 "Z").
    return String.fromCharCode(
      date.charCodeAt(0),
      date.charCodeAt(1),
      date.charCodeAt(2),
      date.charCodeAt(3),
      date.charCodeAt(4),
      date.charCodeAt(5),
      date.charCodeAt(6),
      date.charCodeAt(7),
      date.charCodeAt(8),
      date.charCodeAt(9),
      date.charCodeAt(10),
      48 + Math.floor(hours / 10),
      48 + (hours % 10),
      58,
      48 + Math.floor(minutes / 10),
      48 + (minutes % 10),
      58,
      48 + Math.floor(seconds / 10),
      48 + (seconds % 10),
      46,
      48 + Math.floor(millis / 100),
      48 + (Math.floor(millis / 10) % 10),
      48 + (millis % 10),
      90,
    );
  }
}

const DAY = 24 * HOUR;

/**
 * The rows (each driver's together, in time order) by check-in time, ties by driver id: one
 * number per row holds both (time since the earliest, then the driver id in the low bits), so
 * 2,000,000 rows sort as plain numbers instead of through a comparison function. Each number
 * then names its driver, whose rows come in time order.
 */
function byArrival(
  arrival: Float64Array,
  who: Int32Array,
  drivers: readonly DriverRecord[],
): Int32Array {
  const n = arrival.length;
  const order = new Int32Array(n);
  for (let r = 0; r < n; r += 1) order[r] = r;
  let earliest = Infinity;
  let latest = -Infinity;
  for (const at of arrival) {
    earliest = Math.min(earliest, at);
    latest = Math.max(latest, at);
  }
  // Ties go by driver id: by the driver's place in `drivers` when ids grow with it (as seeded).
  const idsGrow = drivers.every((driver, i) => i === 0 || driver.id > drivers[i - 1]!.id);
  const span = 2 ** Math.ceil(Math.log2(drivers.length + 1));
  if (!idsGrow || (latest - earliest + 1) * span > Number.MAX_SAFE_INTEGER) {
    const idOf = (r: number) => drivers[who[r]!]!.id;
    return order.sort((a, b) => arrival[a]! - arrival[b]! || idOf(a) - idOf(b));
  }
  const keys = new Float64Array(n);
  for (let r = 0; r < n; r += 1) keys[r] = (arrival[r]! - earliest) * span + who[r]!;
  keys.sort();
  // Where each driver's next row is: its rows are together, in time order.
  const next = new Int32Array(drivers.length).fill(-1);
  for (let r = n - 1; r >= 0; r -= 1) next[who[r]!] = r;
  for (let i = 0; i < n; i += 1) {
    const driver = keys[i]! % span;
    order[i] = next[driver]!;
    next[driver] = next[driver]! + 1;
  }
  return order;
}
