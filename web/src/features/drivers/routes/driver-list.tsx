import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { humanize } from '@/lib/format';
import { useCityOptions } from '@/lib/geography';
import { useListParams } from '@/lib/list-params';
import { DRIVER_FILTERS, DRIVER_STATUSES, toDriverListQuery, useDriverList } from '../api/drivers';
import { DriverTable } from '../components/driver-table';

const STATUS_OPTIONS = DRIVER_STATUSES.map((status) => ({
  value: status,
  label: humanize(status),
}));

export default function DriverListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(DRIVER_FILTERS);
  const list = useDriverList(toDriverListQuery(page, filters));
  const cities = useCityOptions();
  const cityOptions = (cities.data?.body ?? []).map((city) => ({
    value: city.id,
    label: `${city.name}, ${city.state_name}`,
  }));
  const drivers = list.data?.body ?? [];
  const filtered = Boolean(filters.serach || filters.status || filters.city_id);

  return (
    <ContentLayout
      title="Driver managments"
      description="Drivers registered with Restpoint: find one, change their status or remove them."
    >
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-lg-6">
              <SearchInput
                label="Search drivers"
                placeholder="Search by name, mobile, e-mail or vehicle number"
                value={filters.serach}
                onChange={(value) => setFilter('serach', value)}
              />
            </div>
            <div className="col-6 col-lg-3">
              <FilterSelect
                label="Filter by status"
                allLabel="All statuses"
                value={filters.status}
                onChange={(value) => setFilter('status', value)}
                options={STATUS_OPTIONS}
              />
            </div>
            <div className="col-6 col-lg-3">
              <FilterSelect
                label="Filter by city"
                allLabel={cities.error ? 'Cities unavailable' : 'All cities'}
                value={filters.city_id}
                onChange={(value) => setFilter('city_id', value)}
                options={cityOptions}
                disabled={Boolean(cities.error) && !filters.city_id}
              />
            </div>
          </>
        }
        rowCount={drivers.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="Driver list pages"
        loadingLabel="Loading drivers…"
        filtered={filtered}
        noMatchMessage="No drivers match these filters. Try a different search or clear a filter."
        emptyMessage="No drivers have registered yet."
      >
        <DriverTable drivers={drivers} />
      </ListPanel>
    </ContentLayout>
  );
}
