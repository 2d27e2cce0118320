import { useApiQuery } from '@/lib/api-query';
import type { ReadPath } from '@/lib/api-contract';
import { requestRules } from '@/lib/api-limits.gen';
import { t, useT } from './messages.gen';

/**
 * Selects of states, cities and resting points, shared by every screen that picks a place.
 * Each list is loaded once, whole, and narrowed here, so changing the state shows its cities at
 * once instead of waiting for another call.
 */

export const useStateOptions = () => useApiQuery('/state_list_all');
export const useCityOptions = () => useApiQuery('/city_list_all');
export const useRestingPointOptions = () => useApiQuery('/resting_point_list_all');

/** The cities (or resting points) of one state, for a select that follows a state select. */
export function inState<T extends { state_id: number }>(
  rows: readonly T[] | undefined,
  stateId: string | number | null | undefined,
): T[] {
  const id = Number(stateId);
  if (!rows || !Number.isInteger(id) || id <= 0) return [];
  return rows.filter((row) => row.state_id === id);
}

/** Select options, marking inactive places so they are not picked by mistake. */
export function placeOptions(rows: readonly { id: number; name: string; status: string }[]) {
  return rows.map((row) => ({
    value: row.id,
    label: row.status === 'inactive' ? t('place.inactive', { name: row.name }) : row.name,
  }));
}

/** A list's state filter (FilterSelect's props but its value): every state, inactive ones marked. */
export function useStateFilter() {
  const states = useStateOptions();
  const t = useT();
  return {
    label: t('place.stateFilter'),
    allLabel: states.error ? t('place.statesUnavailable') : t('place.allStates'),
    options: placeOptions(states.data?.body ?? []),
  };
}

/**
 * Every GET whose answer can change when a state, city, resting point or police contact changes:
 * the lists and selects, the detail reads, the dashboard counts, and the driver and check-in
 * lists that show place names.
 */
export const PLACE_DEPENDENT_PATHS: readonly ReadPath[] = [
  '/state_list',
  '/state_list_all',
  '/state_detail',
  '/city_list',
  '/city_list_all',
  '/city_detail',
  '/resting_point_list',
  '/resting_point_list_all',
  '/resting_point_detail',
  '/police_list',
  '/police_detail',
  '/dashboard_count',
  // Names of resting points and cities in the dashboard's busiest points and longest stays.
  '/dashboard_activity',
  '/users_list',
  '/user_detail_view',
  '/checkin_detail_list',
];

export const PLACE_STATUSES = requestRules.StateAddRequest.status.enum;
/** A form's status choices, saying what inactive means, in the language of the moment. */
export function placeStatusOptions() {
  return [
    { value: 'active', label: t('status.active') },
    { value: 'inactive', label: t('status.inactiveHidden') },
  ];
}

/** A list's status filter choices, in the language of the moment. */
export function placeStatusFilterOptions() {
  return [
    { value: 'active', label: t('status.active') },
    { value: 'inactive', label: t('status.inactive') },
  ];
}
