import { ContentLayout } from '@/components/layout/content-layout';
import { ExportButton } from '@/components/ui/export-button';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchInput } from '@/components/ui/search-input';
import { useListScreen } from '@/components/ui/use-list-screen';
import {
  CHECKIN_DEFAULT_SORT,
  CHECKIN_FILTERS,
  CHECKIN_SORTS,
  requestCheckinExport,
  toCheckinListQuery,
  toCheckinView,
  useCheckinList,
} from '../api/checkins';
import { CheckinTable } from '../components/checkin-table';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const useCheckins = (...view: Parameters<typeof toCheckinListQuery>) =>
  useCheckinList(toCheckinListQuery(...view));

export default function CheckinListRoute() {
  const list = useListScreen({
    filters: CHECKIN_FILTERS,
    sorts: CHECKIN_SORTS,
    defaultSort: CHECKIN_DEFAULT_SORT,
    useRows: useCheckins,
    noun: ['check-in', 'check-ins'],
    pagesLabel: 'Check-in list pages',
    loadingLabel: 'Loading check-ins…',
    noMatch: ({ search }) => `No check-ins match “${search}”.`,
    empty: 'No check-ins yet.',
  });

  return (
    <ContentLayout
      title="Checkin"
      description={`Drivers' stays at resting points, newest first. Times are in your time zone (${timeZone}).`}
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
          <div className="col-12 col-lg-6">
            <SearchInput
              label="Search check-ins"
              placeholder="Search by driver, vehicle number, resting point or city"
              {...list.field('search')}
            />
          </div>
        }
      >
        <CheckinTable checkins={list.rows} sorting={list.sorting} />
      </ListPanel>
    </ContentLayout>
  );
}
