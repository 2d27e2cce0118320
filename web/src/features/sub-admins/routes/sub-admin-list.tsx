import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { useListParams } from '@/lib/list-params';
import {
  ACCOUNT_STATUS_OPTIONS,
  PENDING_STATUS,
  pendingCount,
  SUB_ADMIN_FILTERS,
  useSubAdminList,
} from '../api/sub-admins';
import { PendingRegistrations } from '../components/pending-registrations';
import { SubAdminTable } from '../components/sub-admin-table';

export default function SubAdminListRoute() {
  const { page, filters, setPage, setFilter } = useListParams(SUB_ADMIN_FILTERS);
  const list = useSubAdminList(page, filters);
  const admins = list.data?.body ?? [];
  const filtered = Boolean(filters.search || filters.status);
  const pending = pendingCount(list.data);
  const statusOptions = [
    ...ACCOUNT_STATUS_OPTIONS,
    {
      value: PENDING_STATUS,
      label: pending === undefined ? 'Pending approval' : `Pending approval (${pending})`,
    },
  ];

  return (
    <ContentLayout
      title="Sub Admin"
      description="Accounts of the people who help run the console. They cannot see Sub Admin, Brodcast or Setting. People who register wait here for your approval."
      actions={
        <Link to="/app/sub-Admin/add" className="btn btn-primary">
          Add sub admin
        </Link>
      }
    >
      <PendingRegistrations
        count={pending}
        showingOnlyPending={filters.status === PENDING_STATUS}
        onShow={() => setFilter('status', PENDING_STATUS)}
      />
      <ListPanel
        list={list}
        toolbar={
          <>
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search sub admins"
                placeholder="Search by name, email or mobile"
                value={filters.search}
                onChange={(value) => setFilter('search', value)}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
              <FilterSelect
                label="Filter by status"
                allLabel="All statuses"
                value={filters.status}
                onChange={(value) => setFilter('status', value)}
                options={statusOptions}
              />
            </div>
          </>
        }
        rowCount={admins.length}
        page={page}
        onPageChange={setPage}
        pagesLabel="Sub admin list pages"
        loadingLabel="Loading sub admins…"
        filtered={filtered}
        noMatchMessage="No sub admins match. Try a different search or clear the filter."
        emptyMessage="No sub admins yet. Add the first one."
      >
        <SubAdminTable admins={admins} />
      </ListPanel>
    </ContentLayout>
  );
}
