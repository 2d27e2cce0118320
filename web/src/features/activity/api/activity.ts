import { api } from '@/lib/api-client';
import type { BodyOf, QueryOf } from '@/lib/api-contract';
import { LOGGED_SECTIONS, RECORDED_ACTIONS } from '@/lib/activity';
import { useApiQuery } from '@/lib/api-query';
import { useUser } from '@/lib/auth';
import { validDay } from '@/lib/list-params';
import { parseId } from '@/lib/paths';
import { useT } from '../messages.gen';

/** The log's filters, by the names the API and the console's URL share. */
export const ACTIVITY_FILTERS = ['actor_id', 'section', 'action', 'from', 'to'] as const;
export type ActivityFilters = Record<(typeof ACTIVITY_FILTERS)[number], string>;

/** The view of the log an export takes: its filters. */
type ActivityView = BodyOf<'post', '/activity_export_link'>;
type ActivityListQuery = QueryOf<'get', '/activity_list'>;

const known = <T extends string>(names: readonly T[], value: string): T | undefined =>
  names.find((name) => name === value);

/**
 * The filters as the API takes them; values an address cannot mean are left out, and so is an
 * action the filter does not offer (the box would show "All actions").
 */
export const toActivityView = (filters: ActivityFilters): ActivityView => ({
  actor_id: parseId(filters.actor_id) ?? undefined,
  section: known(LOGGED_SECTIONS, filters.section),
  action: known(RECORDED_ACTIONS, filters.action),
  from: validDay(filters.from),
  to: validDay(filters.to),
});

/** The log is listed 10 entries to a page, newest first. */
const ACTIVITY_PAGE_SIZE = 10;

export const useActivityList = (page: number, filters: ActivityFilters) =>
  useApiQuery(
    '/activity_list',
    { page, limit: ACTIVITY_PAGE_SIZE, ...toActivityView(filters) } satisfies ActivityListQuery,
    { keepPreviousData: true },
  );

/** A single-use link to the CSV of a view: every matching entry, newest first. */
export const requestActivityExport = (view: ActivityView) =>
  api.post('/activity_export_link', view);

/**
 * The people the log can be filtered by: the signed-in administrator and every sub admin, each
 * with their role ("Meera Nair (Sub admin)"), sorted by name.
 */
export function usePeopleOptions() {
  const t = useT();
  const { data: user } = useUser();
  const accounts = useApiQuery('/sub_admin_list', { page: 1, limit: 100 });
  const people = [
    ...(user
      ? [{ value: String(user.id), label: t('activity.person.admin', { name: user.full_name }) }]
      : []),
    ...(accounts.data?.body ?? []).map((admin) => ({
      value: String(admin.id),
      label: t('activity.person.subAdmin', { name: admin.full_name }),
    })),
  ];
  return {
    options: people.sort((a, b) => a.label.localeCompare(b.label)),
    error: accounts.error,
  };
}
