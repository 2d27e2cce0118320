import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import { ListPanel } from '@/components/ui/list-panel';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { useListScreen } from '@/components/ui/use-list-screen';
import { PLACE_STATUS_FILTER_OPTIONS } from '@/lib/geography';
import { paths } from '@/lib/paths';
import { STATE_FILTERS, useStateList } from '../api/states';
import { StateTable } from '../components/state-table';
import { useMayChange } from '@/lib/use-access';

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
    <ContentLayout
      title="States"
      description="States and union territories served, with their cities and resting points."
      actions={
        mayChange && (
          <Link to={paths.states.add} className="btn btn-primary">
            Add state
          </Link>
        )
      }
    >
      <ListPanel
        {...list.panel}
        toolbar={
          <>
            <div className="col-12 col-md-8 col-lg-6">
              <SearchInput
                label="Search states"
                placeholder="Search by name or code"
                {...list.field('search')}
              />
            </div>
            <div className="col-12 col-md-4 col-lg-3">
              <FilterSelect
                label="Filter by status"
                allLabel="All statuses"
                options={PLACE_STATUS_FILTER_OPTIONS}
                {...list.field('status')}
              />
            </div>
          </>
        }
      >
        <StateTable states={list.rows} />
      </ListPanel>
    </ContentLayout>
  );
}
