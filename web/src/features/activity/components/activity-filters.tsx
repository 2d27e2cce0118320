import { DayFilter, rangeFrom, rangeTo } from '@/components/ui/day-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { ACTIVITY_SECTIONS, RECORDED_ACTIONS } from '@/lib/activity';
import { usePeopleOptions, type ActivityFilters } from '../api/activity';

type FilterProps = {
  filters: ActivityFilters;
  field: (name: keyof ActivityFilters) => { value: string; onChange: (value: string) => void };
  setFilters: (changes: Partial<ActivityFilters>) => void;
  /** The name of the person the log is filtered by, when an entry on the page says it. */
  actorName: string | null;
};

const SECTION_OPTIONS = Object.entries(ACTIVITY_SECTIONS).map(([value, label]) => ({
  value,
  label,
}));
const ACTION_OPTIONS = Object.entries(RECORDED_ACTIONS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * Person (the administrator or a sub admin), section, action and a date range (India dates): the
 * activity log's toolbar, each bound to the URL. A person the picker does not list (a deleted
 * account, from a shared link) stays chosen, named as the entries name them.
 */
export function ActivityFilterFields({ filters, field, setFilters, actorName }: FilterProps) {
  const people = usePeopleOptions();
  const chosen = filters.actor_id;
  const options =
    chosen && !people.options.some((option) => option.value === chosen)
      ? [...people.options, { value: chosen, label: actorName ?? `Account #${chosen}` }]
      : people.options;
  return (
    <>
      <div className="col-12 col-md-6 col-xl-4">
        <FilterSelect
          label="Filter by person"
          allLabel={people.error ? 'People unavailable' : 'Everyone'}
          options={options}
          {...field('actor_id')}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-4">
        <FilterSelect
          label="Filter by section"
          allLabel="All sections"
          options={SECTION_OPTIONS}
          {...field('section')}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-4">
        <FilterSelect
          label="Filter by action"
          allLabel="All actions"
          options={ACTION_OPTIONS}
          {...field('action')}
        />
      </div>
      <div className="col-6 col-md-3">
        <DayFilter
          label="From date"
          value={filters.from}
          onChange={(from) => setFilters(rangeFrom(filters, from))}
        />
      </div>
      <div className="col-6 col-md-3">
        <DayFilter
          label="To date"
          value={filters.to}
          min={filters.from}
          onChange={(to) => setFilters(rangeTo(filters, to))}
        />
      </div>
    </>
  );
}
