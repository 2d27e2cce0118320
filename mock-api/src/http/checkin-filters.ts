import { Type } from 'typebox';
import { indiaDayOf, indiaDayStart } from '../india-time.js';
import type { CheckinRecord, Store } from '../store/index.js';
import { fieldError } from './envelope.js';
import { badRequest } from './errors.js';
import { oldestFirst, type CheckinIndex } from '../store/checkin-index.js';
import { RecordId } from './places.js';
import { searchTerms } from './search-terms.js';

/**
 * The filters of the check-in list, shared by every call that lists check-ins the way the list
 * does (the list, its export): the query fields to spread into a querystring schema, and
 * `checkinPage`, the one place they are applied.
 */

export const IndiaDate = (description: string) =>
  Type.Optional(Type.String({ format: 'date', description, examples: ['2026-11-23'] }));

export const checkinFilterQuery = {
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Case-insensitive; matches driver name, vehicle number (spaces and hyphens ignored), resting point name or city',
    }),
  ),
  now: Type.Optional(
    Type.Integer({
      enum: [0, 1],
      description: '1: only stays in progress (checked in, not yet out). 0 or absent: all',
    }),
  ),
  from: IndiaDate(
    'YYYY-MM-DD, India date: check-ins from midnight India time (UTC+05:30) that day',
  ),
  to: IndiaDate('YYYY-MM-DD, India date, inclusive: check-ins up to the end of that day in India'),
  resting_point_id: Type.Optional(RecordId('Only check-ins at this resting point')),
  state_id: Type.Optional(RecordId('Only check-ins at resting points in this state')),
  user_id: Type.Optional(RecordId('Only check-ins of this driver (deleted drivers included)')),
};

export interface CheckinFilter {
  search?: string;
  now?: number;
  from?: string;
  to?: string;
  resting_point_id?: number;
  state_id?: number;
  user_id?: number;
}

/**
 * The ISO bounds of an India date range (`from`/`to`, YYYY-MM-DD, both inclusive, either left
 * out): `since` inclusive, `until` exclusive. A range that ends before it starts is a 400.
 */
export function indiaDateRange(range: { from?: string; to?: string }) {
  const { from, to } = range;
  if (from && to && to < from) {
    const message = `to (${to}) is before from (${from}): the date range is empty`;
    throw badRequest(message, [fieldError('to', message, 'empty_range', { from, to })]);
  }
  const midnight = (day: number) => new Date(indiaDayStart(day)).toISOString();
  const since = from ? midnight(indiaDayOf(from)) : undefined;
  const until = to ? midnight(indiaDayOf(to) + 1) : undefined;
  return { since, until };
}

/** The check-in list's order: newest first, or with `sort=checked_in` in `order`. */
export interface CheckinOrder {
  sort?: 'checked_in';
  order?: 'asc' | 'desc';
}

/**
 * Check-ins matching `filter` in the list's order (`view`): `total` of them, and those from place
 * `skip` on, at most `limit`. A range that ends before it starts is a 400. Read from the index of
 * the check-ins (store/checkin-index.ts): the shortest list of positions that holds every match,
 * cut to the date range by binary search, then only the filters it does not settle are tested.
 * Names are looked up once per call (the points of a state, the search's names), never per
 * check-in.
 */
export function checkinPage(
  store: Store,
  view: CheckinFilter & CheckinOrder,
  skip = 0,
  limit = Infinity,
): { total: number; rows: CheckinRecord[] } {
  const { now, resting_point_id, state_id, user_id } = view;
  const { since, until } = indiaDateRange(view);
  const index = store.checkins.index();

  // The shortest list that holds every match; the filters it settles are not tested again.
  const lists: {
    list: ArrayLike<number>;
    settles: 'now' | 'point' | 'state' | 'user' | 'search';
  }[] = [];
  if (now === 1) lists.push({ list: index.open, settles: 'now' });
  if (resting_point_id !== undefined) {
    lists.push({ list: index.atPoint(resting_point_id), settles: 'point' });
  }
  if (user_id !== undefined) lists.push({ list: index.ofUser(user_id), settles: 'user' });
  if (state_id !== undefined) {
    const { restingPoints } = store;
    const stateOf = (id: number) => restingPoints.findById(id)?.state_id;
    const list = index.inState(state_id, stateOf, restingPoints.stamp('state_id'));
    lists.push({ list, settles: 'state' });
  }
  const search = searchFlags(store, view.search);
  if (search && lists.length === 0) {
    // A search with no shorter list: the positions of what it found (the drivers', vehicles' and
    // points' lists), so only those are walked, not every check-in.
    lists.push({ list: searchList(index, search), settles: 'search' });
  }
  const chosen = lists.reduce<(typeof lists)[number] | undefined>(
    (best, next) => (best && best.list.length <= next.list.length ? best : next),
    undefined,
  );
  const list = chosen?.list ?? index.all;
  const { lo, hi } = index.timeRange(list, since, until);

  const tests: ((position: number) => boolean)[] = [];
  if (now === 1 && chosen?.settles !== 'now') {
    tests.push((p) => index.order[p]!.checkout_at === null);
  }
  if (resting_point_id !== undefined && chosen?.settles !== 'point') {
    tests.push((p) => index.point[p] === resting_point_id);
  }
  if (user_id !== undefined && chosen?.settles !== 'user') {
    tests.push((p) => index.user[p] === user_id);
  }
  if (state_id !== undefined && chosen?.settles !== 'state') {
    tests.push((p) => store.restingPoints.findById(index.point[p]!)?.state_id === state_id);
  }
  const oldest = view.sort === 'checked_in' && view.order === 'asc';
  if (search && chosen?.settles !== 'search' && tests.length === 0 && !oldest) {
    // A search alone, newest first: the commonest search, over up to every check-in, in one loop.
    const { users, vehicles, points } = search;
    const { user, vehicle, point, order } = index;
    const rows: CheckinRecord[] = [];
    let total = 0;
    for (let i = lo; i < hi; i += 1) {
      const p = list[i]!;
      if (users[user[p]!] !== 1 && vehicles[vehicle[p]!] !== 1 && points[point[p]!] !== 1) continue;
      if (total >= skip && rows.length < limit) rows.push(order[p]!);
      total += 1;
    }
    return { total, rows };
  }
  if (search && chosen?.settles !== 'search') {
    const { users, vehicles, points } = search;
    const { user, vehicle, point } = index;
    tests.push(
      (p) => users[user[p]!] === 1 || vehicles[vehicle[p]!] === 1 || points[point[p]!] === 1,
    );
  }
  const test =
    tests.length === 0
      ? undefined
      : tests.length === 1
        ? tests[0]!
        : (p: number) => tests.every((one) => one(p));

  const rows: CheckinRecord[] = [];
  if (!test) {
    const total = hi - lo;
    if (oldest) {
      const timeAt = (p: number) => index.order[p]!.checkin_at;
      for (const i of oldestFirst(list, lo, hi, timeAt, skip)) {
        if (rows.length >= limit) break;
        rows.push(index.order[list[i]!]!);
      }
    } else {
      const end = Math.min(hi, lo + skip + limit);
      for (let i = lo + skip; i < end; i += 1) rows.push(index.order[list[i]!]!);
    }
    return { total, rows };
  }
  let total = 0;
  const keep = (p: number) => {
    if (!test(p)) return;
    if (total >= skip && rows.length < limit) rows.push(index.order[p]!);
    total += 1;
  };
  if (oldest) {
    const timeAt = (p: number) => index.order[p]!.checkin_at;
    for (const i of oldestFirst(list, lo, hi, timeAt)) keep(list[i]!);
  } else {
    for (let i = lo; i < hi; i += 1) keep(list[i]!);
  }
  return { total, rows };
}

/**
 * What a check-in search matches, worked out once per call: the drivers whose name holds the
 * text (deleted drivers included), the vehicle numbers holding it or its vehicle number (by their
 * index) and the resting points
 * whose name or city holds it. `undefined` when there is nothing to search for.
 */
function searchFlags(store: Store, search: string | undefined) {
  const needle = search?.trim().toLowerCase();
  if (!needle) return undefined;
  const index = store.checkins.index();
  const { ids, names } = store.drivers.lowerNames();
  const users = new Uint8Array(maxOf(ids) + 1);
  for (let i = 0; i < names.length; i += 1) if (names[i]!.includes(needle)) users[ids[i]!] = 1;
  const vehicles = new Uint8Array(index.vehicles.length);
  // `DL 55 HA 3696` and `dl-55` find DL55HA3696, as in the driver list (search-terms.ts).
  const vehicleNeedle = searchTerms(search!).vehicle.toLowerCase();
  index.vehicles.forEach((vehicle, i) => {
    if (vehicle.includes(needle) || (vehicleNeedle !== '' && vehicle.includes(vehicleNeedle))) {
      vehicles[i] = 1;
    }
  });
  const restingPoints = store.restingPoints.all();
  const points = new Uint8Array(maxOf(restingPoints.map((point) => point.id)) + 1);
  for (const point of restingPoints) {
    const city = store.cities.findById(point.city_id)?.name.toLowerCase();
    if (point.name.toLowerCase().includes(needle) || (city?.includes(needle) ?? false)) {
      points[point.id] = 1;
    }
  }
  return { users, vehicles, points };
}

/** The positions a search matches, in order (see `searchFlags`). */
function searchList(index: CheckinIndex, search: NonNullable<ReturnType<typeof searchFlags>>) {
  const lists: ArrayLike<number>[] = [];
  const { users, vehicles, points } = search;
  for (let id = 0; id < users.length; id += 1) if (users[id] === 1) lists.push(index.ofUser(id));
  for (let v = 0; v < vehicles.length; v += 1) {
    if (vehicles[v] === 1) lists.push(index.withVehicle(v));
  }
  for (let id = 0; id < points.length; id += 1) {
    if (points[id] === 1) lists.push(index.atPoint(id));
  }
  return index.union(lists);
}

const maxOf = (ids: ArrayLike<number>) => {
  let max = 0;
  for (let i = 0; i < ids.length; i += 1) if (ids[i]! > max) max = ids[i]!;
  return max;
};
