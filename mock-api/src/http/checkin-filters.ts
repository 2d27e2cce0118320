import { Type } from 'typebox';
import type { CheckinRecord, Store } from '../store/index.js';
import { badRequest } from './errors.js';
import { searchMatcher } from './lists.js';
import { RecordId } from './places.js';

/**
 * The filters of the check-in list, shared by every call that lists check-ins the way the list
 * does (the list, its export): the query fields to spread into a querystring schema, and
 * `matchingCheckins`, the one place they are applied.
 */

export const IndiaDate = (description: string) =>
  Type.Optional(Type.String({ format: 'date', description, examples: ['2026-11-23'] }));

export const checkinFilterQuery = {
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Case-insensitive; matches driver name, vehicle number, resting point name or city',
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

const DAY_MS = 86_400_000;

/** Midnight at the start of India date `day` (YYYY-MM-DD; India has no daylight saving). */
export const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The ISO bounds of an India date range (`from`/`to`, YYYY-MM-DD, both inclusive, either left
 * out): `since` inclusive, `until` exclusive. A range that ends before it starts is a 400.
 */
export function indiaDateRange(range: { from?: string; to?: string }) {
  const { from, to } = range;
  if (from && to && to < from) {
    const message = `to (${to}) is before from (${from}): the date range is empty`;
    throw badRequest(message, [{ field: 'to', message }]);
  }
  const since = from ? indiaMidnight(from).toISOString() : undefined;
  const until = to ? new Date(indiaMidnight(to).getTime() + DAY_MS).toISOString() : undefined;
  return { since, until };
}

/**
 * Check-ins matching `filter`, in store order (the caller sorts). A range that ends before it
 * starts is a 400. Names are looked up once per call (the points of a state, the search's
 * names), never per check-in across a whole collection.
 */
export function matchingCheckins(store: Store, filter: CheckinFilter): CheckinRecord[] {
  const { now, resting_point_id, state_id, user_id } = filter;
  const { since, until } = indiaDateRange(filter);
  const pointsInState =
    state_id === undefined
      ? undefined
      : new Set(
          store.restingPoints
            .all()
            .filter((point) => point.state_id === state_id)
            .map((point) => point.id),
        );
  const matches = searchMatcher(filter.search);

  return store.checkins.all().filter((checkin) => {
    if (now === 1 && checkin.checkout_at !== null) return false;
    if (since && checkin.checkin_at < since) return false;
    if (until && checkin.checkin_at >= until) return false;
    if (resting_point_id !== undefined && checkin.resting_point_id !== resting_point_id) {
      return false;
    }
    if (pointsInState && !pointsInState.has(checkin.resting_point_id)) return false;
    if (user_id !== undefined && checkin.user_id !== user_id) return false;
    if (!matches) return true;
    const point = store.restingPoints.findById(checkin.resting_point_id);
    return matches(
      store.drivers.findById(checkin.user_id)?.full_name,
      checkin.vehicle_number,
      point?.name,
      point ? store.cities.findById(point.city_id)?.name : undefined,
    );
  });
}
