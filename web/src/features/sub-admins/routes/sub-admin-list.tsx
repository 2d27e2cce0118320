import { SUB_ADMIN_TABS } from '@/components/layout/navigation';
import { SectionTabs } from '@/components/layout/section-tabs';
import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { paths } from '@/lib/paths';
import {
  ACCOUNT_STATUS_OPTIONS,
  PENDING_STATUS,
  pendingCount,
  requestSubAdminExport,
  SUB_ADMIN_FILTERS,
  SUB_ADMIN_SORTS,
  toSubAdminView,
  useSubAdminList,
} from '../api/sub-admins';
import { PendingRegistrations } from '../components/pending-registrations';
import { SubAdminTable } from '../components/sub-admin-table';

export default function SubAdminListRoute() {
  const list = useListScreen({
    filters: SUB_ADMIN_FILTERS,
    sorts: SUB_ADMIN_SORTS,
    useRows: useSubAdminList,
    noun: ['sub admin', 'sub admins'],
    pagesLabel: 'Sub admin list pages',
    loadingLabel: 'Loading sub admins…',
    noMatch: 'No sub admins match. Try a different search or clear the filter.',
    empty: 'No sub admins yet. Add the first one.',
  });
  const pending = pendingCount(list.query.data);
  const statusOptions = [
    ...ACCOUNT_STATUS_OPTIONS,
    {
      value: PENDING_STATUS,
      label: pending === undefined ? 'Pending approval' : `Pending approval (${pending})`,
    },
  ];

  return (
    <ListScreen
      title="Sub admins"
      description="Accounts of the people who help run the console. They cannot see Sub Admin, Brodcast or Setting. People who register wait here for your approval."
      actions={<AddLink to={paths.subAdmins.add}>Add sub admin</AddLink>}
      intro={
        <>
          <SectionTabs {...SUB_ADMIN_TABS} />
          <PendingRegistrations
            count={pending}
            showingOnlyPending={list.filters.status === PENDING_STATUS}
            onShow={() => list.setFilter('status', PENDING_STATUS)}
          />
        </>
      }
      panel={list.panel}
      exportAs={{
        what: 'sub admins',
        request: () => requestSubAdminExport(toSubAdminView(list.filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: 'Search sub admins',
        placeholder: 'Search by name, email or mobile',
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={statusOptions} {...list.field('status')} />
        </div>
      }
      table={<SubAdminTable admins={list.rows} sorting={list.sorting} />}
    />
  );
}
