import { StatusFilter } from '@/components/ui/filter-select';
import { AddLink, ListScreen } from '@/components/ui/list-screen';
import { useListScreen } from '@/components/ui/use-list-screen';
import { PLACE_STATUS_FILTER_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { useMayChange } from '@/lib/use-access';
import { STATE_FILTERS, useStateList } from '../api/states';
import { StateTable } from '../components/state-table';

export default function StateListRoute() {
  const mayChange = useMayChange('states');
  const list = useListScreen({
    filters: STATE_FILTERS,
    useRows: useStateList,
    noun: ['state', 'states'],
    pagesLabel: 'State list pages',
    loadingLabel: 'Loading states…',
    noMatch: 'No states match. Try a different search or clear the filter.',
    empty: 'No states yet. Add the first one.',
  });

  return (
    <ListScreen
      title="States"
      description="States and union territories served, with their cities and resting points."
      actions={mayChange && <AddLink to={paths.states.add}>Add state</AddLink>}
      panel={list.panel}
      search={{
        column: 'col-12 col-md-8 col-lg-6',
        label: 'Search states',
        placeholder: 'Search by name or code',
        ...list.field('search'),
      }}
      filters={
        <div className="col-12 col-md-4 col-lg-3">
          <StatusFilter options={PLACE_STATUS_FILTER_OPTIONS} {...list.field('status')} />
        </div>
      }
      table={<StateTable states={list.rows} />}
    />
  );
}
