import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchInput } from '@/components/ui/search-input';
import { useListScreen } from '@/components/ui/use-list-screen';
import { CHECKIN_FILTERS, toCheckinListQuery, useCheckinList } from '../api/checkins';
import { CheckinTable } from '../components/checkin-table';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const useCheckins = (page: number, { search }: { search: string }) =>
  useCheckinList(toCheckinListQuery(page, search));

export default function CheckinListRoute() {
  const list = useListScreen({
    filters: CHECKIN_FILTERS,
    useRows: useCheckins,
    pagesLabel: 'Check-in list pages',
    loadingLabel: 'Loading check-ins…',
    noMatch: ({ search }) => `No check-ins match “${search}”.`,
    empty: 'No check-ins yet.',
  });

  return (
    <ContentLayout
      title="Check-ins"
      description={`Drivers' stays at resting points, newest first. Times are in your time zone (${timeZone}).`}
    >
      <ListPanel
        {...list.panel}
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
        <CheckinTable checkins={list.rows} />
      </ListPanel>
    </ContentLayout>
  );
}
