import { ContentLayout } from '@/components/layout/content-layout';
import { ExportButton } from '@/components/ui/export-button';
import { ListPanel } from '@/components/ui/list-panel';
import { useListScreen } from '@/components/ui/use-list-screen';
import { parseId } from '@/lib/paths';
import {
  CHECKIN_DEFAULT_SORT,
  CHECKIN_FILTERS,
  CHECKIN_SORTS,
  requestCheckinExport,
  toCheckinListQuery,
  toCheckinView,
  useCheckinList,
  useDriverName,
  type CheckinFilters,
} from '../api/checkins';
import { CheckinFilterFields } from '../components/checkin-filters';
import { CheckinTable } from '../components/checkin-table';
import { t, useT } from '../messages.gen';

const useCheckins = (...view: Parameters<typeof toCheckinListQuery>) =>
  useCheckinList(toCheckinListQuery(...view));

const noMatch = ({ search, ...others }: CheckinFilters) =>
  search && Object.values(others).every((value) => value === '')
    ? t('checkins.list.noMatchSearch', { search })
    : t('checkins.list.noMatch');

export default function CheckinListRoute() {
  const t = useT();
  const list = useListScreen({
    filters: CHECKIN_FILTERS,
    sorts: CHECKIN_SORTS,
    defaultSort: CHECKIN_DEFAULT_SORT,
    useRows: useCheckins,
    noun: [t('checkins.noun.one'), t('checkins.noun.other')],
    pagesLabel: t('checkins.list.pages'),
    loadingLabel: t('checkins.list.loading'),
    noMatch,
    empty: t('checkins.list.empty'),
  });
  const userId = parseId(list.filters.user_id);
  // Every row of a driver-filtered list names the driver; their details only when none is shown.
  const shownName = list.rows.find((row) => row.user_id === userId)?.driver_name;
  const needsLookup = userId !== null && !shownName && !list.query.isLoading;
  const details = useDriverName(needsLookup ? userId : null);
  const driverName = shownName ?? details.data?.body.full_name ?? null;

  return (
    <ContentLayout title={t('checkins.title')} description={t('checkins.description')}>
      <ListPanel
        {...list.panel}
        actions={
          <ExportButton
            what={t('checkins.noun.other')}
            request={() => requestCheckinExport(toCheckinView(list.filters, list.sort))}
          />
        }
        toolbar={
          <CheckinFilterFields
            filters={list.filters}
            field={list.field}
            setFilters={list.setFilters}
            driverName={driverName}
          />
        }
      >
        <CheckinTable checkins={list.rows} sorting={list.sorting} />
      </ListPanel>
    </ContentLayout>
  );
}
