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

const useCheckins = (...view: Parameters<typeof toCheckinListQuery>) =>
  useCheckinList(toCheckinListQuery(...view));

const noMatch = ({ search, ...others }: CheckinFilters) =>
  search && Object.values(others).every((value) => value === '')
    ? `No check-ins match “${search}”.`
    : 'No check-ins match these filters. Try another date range or remove a filter.';

export default function CheckinListRoute() {
  const list = useListScreen({
    filters: CHECKIN_FILTERS,
    sorts: CHECKIN_SORTS,
    defaultSort: CHECKIN_DEFAULT_SORT,
    useRows: useCheckins,
    noun: ['check-in', 'check-ins'],
    pagesLabel: 'Check-in list pages',
    loadingLabel: 'Loading check-ins…',
    noMatch,
    empty: 'No check-ins yet.',
  });
  const userId = parseId(list.filters.user_id);
  // Every row of a driver-filtered list names the driver; their details only when none is shown.
  const shownName = list.rows.find((row) => row.user_id === userId)?.driver_name;
  const needsLookup = userId !== null && !shownName && !list.query.isLoading;
  const details = useDriverName(needsLookup ? userId : null);
  const driverName = shownName ?? details.data?.body.full_name ?? null;

  return (
    <ContentLayout
      title="Check-ins"
      description="Drivers' stays at resting points, newest first. Times are India time (IST)."
    >
      <ListPanel
        {...list.panel}
        actions={
          <ExportButton
            what="check-ins"
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
