import Card from 'react-bootstrap/Card';
import { ContentLayout } from '@/components/layout/content-layout';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryState } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { useListParams } from '@/lib/list-params';
import { CHECKIN_FILTERS, toCheckinListQuery, useCheckinList } from '../api/checkins';
import { CheckinTable } from '../components/checkin-table';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default function CheckinListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(CHECKIN_FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useCheckinList(
    toCheckinListQuery(page, filters.search),
  );
  const checkins = data?.body ?? [];

  return (
    <ContentLayout
      title="Checkin"
      description={`Drivers' stays at resting points, newest first. Times are in your time zone (${timeZone}).`}
    >
      <Card className="shadow-sm">
        <Card.Body>
          <div className="row g-2 mb-3">
            <div className="col-12 col-lg-6">
              <SearchInput
                label="Search check-ins"
                placeholder="Search by driver, vehicle number, resting point or city"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
          </div>
          <div aria-busy={isValidating} className={isValidating && data ? 'opacity-75' : undefined}>
            <QueryState
              isLoading={isLoading}
              loadingLabel="Loading check-ins…"
              error={error}
              onRetry={() => void mutate()}
              isEmpty={checkins.length === 0}
              emptyMessage={
                filters.search
                  ? `No check-ins match “${filters.search}”.`
                  : page > 1
                    ? 'This page is past the end of the list.'
                    : 'No check-ins yet.'
              }
            >
              <CheckinTable checkins={checkins} />
            </QueryState>
            <PaginationBar
              pagination={data?.pagination}
              onPageChange={setPage}
              label="Check-in list pages"
            />
          </div>
        </Card.Body>
      </Card>
    </ContentLayout>
  );
}
