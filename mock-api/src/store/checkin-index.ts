import type { CheckinRecord } from './checkin-record.js';

/**
 * The check-ins in the list's own order (newest check-in first, ties: higher id first), with
 * what the list filters on laid out by position in that order, so that a page of 2,000,000
 * check-ins is read without copying or sorting them: a filter picks the shortest list of
 * positions that holds every match (one driver's, one point's, the open stays, all), a date range
 * is a binary search in it (every list is in the order), and only the filters that list does not
 * settle are tested, position by position, with no allocation.
 *
 * Built once from the rows (the check-ins of the seed are never changed by the API; a change made
 * through the collection rebuilds it, see `CheckinCollection.index`).
 */
export class CheckinIndex {
  /** The check-ins, newest first. A position is an index in it. */
  readonly order: CheckinRecord[];
  /** Every position, 0 to n-1: the list of all check-ins. */
  readonly all: Int32Array;
  /** By position: the driver's id, the resting point's id. */
  readonly user: Int32Array;
  readonly point: Int32Array;
  /** Positions of the stays still open (no check-out). */
  readonly open: Int32Array;
  /** Positions by driver id, by resting point id. */
  private readonly byUser: Groups;
  private readonly byPoint: Groups;
  /** What searches read of the vehicles: made by the first search (see `vehicleLists`). */
  private vehicleParts: VehicleParts | undefined;
  private states: { stamp: string; lists: Map<number, Int32Array> } | undefined;

  constructor(rows: readonly CheckinRecord[]) {
    this.order = newestFirst(rows);
    const n = this.order.length;
    this.all = new Int32Array(n);
    this.user = new Int32Array(n);
    this.point = new Int32Array(n);
    let openCount = 0;
    for (let p = 0; p < n; p += 1) {
      const checkin = this.order[p]!;
      this.all[p] = p;
      this.user[p] = checkin.user_id;
      this.point[p] = checkin.resting_point_id;
      if (checkin.checkout_at === null) openCount += 1;
    }
    this.open = new Int32Array(openCount);
    for (let p = 0, k = 0; k < openCount; p += 1) {
      if (this.order[p]!.checkout_at === null) this.open[k++] = p;
    }
    this.byUser = groups(this.user);
    this.byPoint = groups(this.point);
  }

  /** By position: the vehicle (index in `vehicles`). */
  get vehicle(): Int32Array {
    return this.vehicleLists().vehicle;
  }

  /** The distinct vehicle numbers, lower-cased (a search tests each once). */
  get vehicles(): string[] {
    return this.vehicleLists().vehicles;
  }

  /**
   * The vehicle parts, made on first use: only searches read them, and making them (a lookup of
   * each of 2,000,000 vehicle numbers) took about a second of the start-up. The index is never
   * changed once made (a change to the check-ins makes a new one), so they are the same whenever
   * they are made.
   */
  private vehicleLists(): VehicleParts {
    if (this.vehicleParts) return this.vehicleParts;
    const n = this.order.length;
    const vehicle = new Int32Array(n);
    const vehicles: string[] = [];
    const vehicleIndex = new Map<string, number>();
    // A driver's check-ins mostly carry the same vehicle: the last one seen of each driver is
    // tested first (the very same string, as seeded), before a lookup among all vehicles.
    const users = this.byUser.offsets.length - 1;
    const lastNumber = new Array<string | undefined>(users).fill(undefined);
    const lastIndex = new Int32Array(users);
    for (let p = 0; p < n; p += 1) {
      const checkin = this.order[p]!;
      const userId = this.user[p]!;
      const number = checkin.vehicle_number;
      let v: number | undefined;
      if (lastNumber[userId] === number) v = lastIndex[userId]!;
      else {
        v = vehicleIndex.get(number);
        if (v === undefined) {
          v = vehicles.length;
          vehicleIndex.set(number, v);
          vehicles.push(number.toLowerCase());
        }
        lastNumber[userId] = number;
        lastIndex[userId] = v;
      }
      vehicle[p] = v;
    }
    this.vehicleParts = { vehicle, vehicles, byVehicle: groups(vehicle) };
    return this.vehicleParts;
  }

  /** Positions of one driver's check-ins. */
  ofUser(userId: number): PositionList {
    return group(this.byUser, userId);
  }

  /** Positions of the check-ins with one vehicle (its index in `vehicles`). */
  withVehicle(vehicle: number): PositionList {
    return group(this.vehicleLists().byVehicle, vehicle);
  }

  /**
   * Every position in any of `lists`, once, in order: what a search matches, from the lists of
   * the drivers, vehicles and points it found, instead of testing every check-in.
   */
  union(lists: Iterable<ArrayLike<number>>): Int32Array {
    const marks = new Uint8Array(this.order.length);
    let count = 0;
    for (const list of lists) {
      for (let i = 0; i < list.length; i += 1) {
        const p = list[i]!;
        if (marks[p] === 0) {
          marks[p] = 1;
          count += 1;
        }
      }
    }
    const positions = new Int32Array(count);
    for (let p = 0, k = 0; k < count; p += 1) if (marks[p] === 1) positions[k++] = p;
    return positions;
  }

  /** Positions of the check-ins at one resting point. */
  atPoint(pointId: number): PositionList {
    return group(this.byPoint, pointId);
  }

  /**
   * Positions of the check-ins at the points of a state; `stateOf` tells each point's state and
   * `stamp` changes whenever that may have changed (the lists are rebuilt then, in one pass).
   */
  inState(stateId: number, stateOf: (pointId: number) => number | undefined, stamp: string) {
    if (this.states?.stamp !== stamp) {
      const lists = new Map<number, number[]>();
      const { offsets, positions } = this.byPoint;
      for (let pointId = 0; pointId < offsets.length - 1; pointId += 1) {
        if (offsets[pointId] === offsets[pointId + 1]) continue;
        const state = stateOf(pointId);
        if (state === undefined) continue;
        const list = lists.get(state) ?? [];
        for (let i = offsets[pointId]!; i < offsets[pointId + 1]!; i += 1) list.push(positions[i]!);
        lists.set(state, list);
      }
      const sorted = new Map<number, Int32Array>();
      for (const [state, list] of lists) sorted.set(state, Int32Array.from(list).sort());
      this.states = { stamp, lists: sorted };
    }
    return this.states.lists.get(stateId) ?? EMPTY;
  }

  /**
   * The part [lo, hi) of `list` (positions, in order) whose check-in time is in [since, until):
   * every list is newest first, so the range is contiguous.
   */
  timeRange(list: PositionList, since: string | undefined, until: string | undefined) {
    const at = (i: number) => this.order[list[i]!]!.checkin_at;
    // The first index checked in before `until`, then the first before `since`.
    const firstBefore = (bound: string, from: number) => {
      let low = from;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (at(mid) < bound) high = mid;
        else low = mid + 1;
      }
      return low;
    };
    const lo = until === undefined ? 0 : firstBefore(until, 0);
    const hi = since === undefined ? list.length : firstBefore(since, lo);
    return { lo, hi };
  }
}

interface VehicleParts {
  vehicle: Int32Array;
  vehicles: string[];
  /** Positions by vehicle (index in `vehicles`). */
  byVehicle: Groups;
}

/** A list of positions in ascending order (that is, the list's order). */
export type PositionList = ArrayLike<number>;

const EMPTY = new Int32Array(0);

/**
 * Positions grouped by a small non-negative key (a driver's id, a vehicle, a point's id): the
 * positions of key k are `positions[offsets[k]]` to `positions[offsets[k + 1] - 1]`, ascending.
 * Counted, then filled, in two passes over typed arrays: no list per key, no growing.
 */
interface Groups {
  offsets: Int32Array;
  positions: Int32Array;
}

function groups(keys: Int32Array): Groups {
  let max = -1;
  for (let p = 0; p < keys.length; p += 1) if (keys[p]! > max) max = keys[p]!;
  const offsets = new Int32Array(max + 2);
  for (let p = 0; p < keys.length; p += 1) offsets[keys[p]! + 1]! += 1;
  for (let k = 1; k < offsets.length; k += 1) offsets[k]! += offsets[k - 1]!;
  const next = offsets.slice(0, max + 1);
  const positions = new Int32Array(keys.length);
  for (let p = 0; p < keys.length; p += 1) positions[next[keys[p]!]!++] = p;
  return { offsets, positions };
}

/** The positions of `key` (none for a key never seen), a view into the flat array. */
function group({ offsets, positions }: Groups, key: number): Int32Array {
  if (!Number.isInteger(key) || key < 0 || key >= offsets.length - 1) return EMPTY;
  return positions.subarray(offsets[key], offsets[key + 1]);
}

/** Newest check-in first, ties: higher id first (as the list always ordered them). */
const compareNewestFirst = (a: CheckinRecord, b: CheckinRecord) =>
  a.checkin_at < b.checkin_at ? 1 : a.checkin_at > b.checkin_at ? -1 : b.id - a.id;

/**
 * `rows` newest first. The seed stores them oldest first (ids follow check-in time), so the
 * order is usually the rows reversed: checked in one pass instead of sorting 2,000,000 rows.
 */
function newestFirst(rows: readonly CheckinRecord[]): CheckinRecord[] {
  const reversed = [...rows].reverse();
  for (let i = 1; i < reversed.length; i += 1) {
    if (compareNewestFirst(reversed[i - 1]!, reversed[i]!) > 0) {
      return reversed.sort(compareNewestFirst);
    }
  }
  return reversed;
}

/**
 * The indexes [lo, hi) of `list` in the opposite order (oldest first), except that check-ins of
 * the same time keep the list's order among themselves (higher id first), as a sort by time with
 * the list's order for ties does; starting `skip` places in.
 */
export function* oldestFirst(
  list: PositionList,
  lo: number,
  hi: number,
  timeAt: (position: number) => string,
  skip = 0,
): Generator<number> {
  let i = hi - 1 - skip;
  if (i < lo) return;
  // The run of equal times holding i, and where in it the place `skip` falls.
  const time = timeAt(list[i]!);
  let start = i;
  while (start > lo && timeAt(list[start - 1]!) === time) start -= 1;
  let end = i;
  while (end < hi - 1 && timeAt(list[end + 1]!) === time) end += 1;
  for (let k = start + (skip - (hi - 1 - end)); k <= end; k += 1) yield k;
  i = start - 1;
  while (i >= lo) {
    const runTime = timeAt(list[i]!);
    let runStart = i;
    while (runStart > lo && timeAt(list[runStart - 1]!) === runTime) runStart -= 1;
    for (let k = runStart; k <= i; k += 1) yield k;
    i = runStart - 1;
  }
}
