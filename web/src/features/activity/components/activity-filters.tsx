import { DayFilter, rangeFrom, rangeTo } from '@/components/ui/day-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { actionLabel, LOGGED_SECTIONS, RECORDED_ACTIONS } from '@/lib/activity';
import { sectionLabel } from '@/lib/sections';
import { usePeopleOptions, type ActivityFilters } from '../api/activity';
import { useT } from '../messages.gen';

type FilterProps = {
  filters: ActivityFilters;
  field: (name: keyof ActivityFilters) => { value: string; onChange: (value: string) => void };
  setFilters: (changes: Partial<ActivityFilters>) => void;
  /** The name of the person the log is filtered by, when an entry on the page says it. */
  actorName: string | null;
};

/**
 * Person (the administrator or a sub admin), section, action and a date range (India dates): the
 * activity log's toolbar, each bound to the URL. A person the picker does not list (a deleted
 * account, from a shared link) stays chosen, named as the entries name them.
 */
export function ActivityFilterFields({ filters, field, setFilters, actorName }: FilterProps) {
  const t = useT();
  const people = usePeopleOptions();
  // Built on each render, so that the labels follow the language.
  const sectionOptions = LOGGED_SECTIONS.map((value) => ({ value, label: sectionLabel(value) }));
  const actionOptions = RECORDED_ACTIONS.map((value) => ({ value, label: actionLabel(value) }));
  const chosen = filters.actor_id;
  const options =
    chosen && !people.options.some((option) => option.value === chosen)
      ? [
          ...people.options,
          { value: chosen, label: actorName ?? t('activity.filter.account', { id: chosen }) },
        ]
      : people.options;
  return (
    <>
      <div className="col-12 col-md-6 col-xl-4">
        <FilterSelect
          label={t('activity.filter.person')}
          allLabel={
            people.error ? t('activity.filter.peopleUnavailable') : t('activity.filter.everyone')
          }
          options={options}
          {...field('actor_id')}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-4">
        <FilterSelect
          label={t('activity.filter.section')}
          allLabel={t('activity.filter.allSections')}
          options={sectionOptions}
          {...field('section')}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-4">
        <FilterSelect
          label={t('activity.filter.action')}
          allLabel={t('activity.filter.allActions')}
          options={actionOptions}
          {...field('action')}
        />
      </div>
      <div className="col-6 col-md-3">
        <DayFilter
          label={t('activity.filter.from')}
          value={filters.from}
          onChange={(from) => setFilters(rangeFrom(filters, from))}
        />
      </div>
      <div className="col-6 col-md-3">
        <DayFilter
          label={t('activity.filter.to')}
          value={filters.to}
          min={filters.from}
          onChange={(to) => setFilters(rangeTo(filters, to))}
        />
      </div>
    </>
  );
}
