import { SUB_ADMIN_TABS } from '@/components/layout/navigation';
import { SectionTabs } from '@/components/layout/section-tabs';
import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import {
  accountStatusOptions,
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
import { useT } from '../messages.gen';

export default function SubAdminListRoute() {
  const t = useT();
  const list = useListScreen({
    filters: SUB_ADMIN_FILTERS,
    sorts: SUB_ADMIN_SORTS,
    useRows: useSubAdminList,
    noun: [t('subAdmins.list.one'), t('subAdmins.list.many')],
    pagesLabel: t('subAdmins.list.pages'),
    loadingLabel: t('subAdmins.list.loading'),
    noMatch: t('subAdmins.list.noMatch'),
    empty: t('subAdmins.list.empty'),
  });
  const pending = pendingCount(list.query.data);
  const statusOptions = [
    ...accountStatusOptions(),
    {
      value: PENDING_STATUS,
      label:
        pending === undefined
          ? t('subAdmins.list.pendingFilter')
          : t('subAdmins.list.pendingFilterCount', { count: formatNumber(pending) }),
    },
  ];

  return (
    <ListScreen
      title={t('subAdmins.list.title')}
      description={t('subAdmins.list.description')}
      actions={<AddLink to={paths.subAdmins.add}>{t('subAdmins.list.add')}</AddLink>}
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
        what: t('subAdmins.list.exportWhat'),
        request: () => requestSubAdminExport(toSubAdminView(list.filters, list.sort)),
      }}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: t('subAdmins.list.search'),
        placeholder: t('subAdmins.list.searchPlaceholder'),
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
