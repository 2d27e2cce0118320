import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { placeStatusFilterOptions } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { STATE_FILTERS, useStateList } from '../api/states';
import { StateTable } from '../components/state-table';
import { useT } from '../messages.gen';

export default function StateListRoute() {
  const t = useT();
  const mayChange = useMayChange('states');
  const list = useListScreen({
    filters: STATE_FILTERS,
    useRows: useStateList,
    noun: [t('states.noun.one'), t('states.noun.other')],
    pagesLabel: t('states.list.pages'),
    loadingLabel: t('states.list.loading'),
    noMatch: t('states.list.noMatch'),
    empty: t('states.list.empty'),
  });

  return (
    <ListScreen
      title={t('states.list.title')}
      description={t('states.list.description')}
      actions={mayChange && <AddLink to={paths.states.add}>{t('states.add')}</AddLink>}
      panel={list.panel}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: t('states.list.searchLabel'),
        placeholder: t('states.list.searchPlaceholder'),
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={placeStatusFilterOptions()} {...list.field('status')} />
        </div>
      }
      table={<StateTable states={list.rows} />}
    />
  );
}
