import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { SearchInput } from '@/components/ui/search-input';
import { useListParams } from '@/lib/list-params';
import { CHECKIN_FILTERS, toCheckinListQuery, useCheckinList } from '../api/checkins';
import { CheckinTable } from '../components/checkin-table';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default function CheckinListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(CHECKIN_FILTERS);
  const list = useCheckinList(toCheckinListQuery(page, filters.search));
  const checkins = list.data?.body ?? [];

  return (
    <ContentLayout
      title="Checkin"
      description={`Drivers' stays at resting points, newest first. Times are in your time zone (${timeZone}).`}
    >
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-lg-6">
              <SearchInput
                label="Search check-ins"
                placeholder="Search by driver, vehicle number, resting point or city"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
          </>
        }
        rowCount={checkins.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="Check-in list pages"
        loadingLabel="Loading check-ins…"
        filtered={Boolean(filters.search)}
        noMatchMessage={`No check-ins match “${filters.search}”.`}
        emptyMessage="No check-ins yet."
      >
        <CheckinTable checkins={checkins} />
      </ListPanel>
    </ContentLayout>
  );
}
