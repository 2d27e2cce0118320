import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DayFilter, rangeFrom, rangeTo } from '@/components/ui/day-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { inState, placeOptions, useRestingPointOptions, useStateOptions } from '@/lib/geography';
import { around, ELEMENT } from '@/lib/i18n';
import type { CheckinFilters } from '../api/checkins';
import { useT } from '../messages.gen';

type FilterProps = {
  filters: CheckinFilters;
  field: (name: keyof CheckinFilters) => { value: string; onChange: (value: string) => void };
  setFilters: (changes: Partial<CheckinFilters>) => void;
  /** The driver the list is filtered by, when it is. */
  driverName: string | null;
};

/**
 * Search, "checked in now", a date range (India dates), state, resting point and driver: the
 * check-in list's toolbar, each bound to the URL. A range never runs backwards (moving one end
 * past the other moves both), and a resting point outside the chosen state is let go.
 */
export function CheckinFilterFields({ filters, field, setFilters, driverName }: FilterProps) {
  const t = useT();
  const states = useStateOptions();
  const points = useRestingPointOptions();
  const pointChoices = filters.state_id
    ? inState(points.data?.body, filters.state_id)
    : (points.data?.body ?? []);

  const setFrom = (from: string) => setFilters(rangeFrom(filters, from));
  const setTo = (to: string) => setFilters(rangeTo(filters, to));
  const setState = (state_id: string) => {
    const point = points.data?.body.find((p) => String(p.id) === filters.resting_point_id);
    const keepPoint = !state_id || !point || String(point.state_id) === state_id;
    setFilters(keepPoint ? { state_id } : { state_id, resting_point_id: '' });
  };
  const [driverBefore, driverAfter] = around(t('checkins.filter.driver', { name: ELEMENT }));

  return (
    <>
      <div className="col-12 col-lg-6">
        <SearchInput
          label={t('checkins.filter.search')}
          placeholder={t('checkins.filter.searchHint')}
          {...field('search')}
        />
      </div>
      <div className="col-6 col-lg-3">
        <FilterSelect
          label={t('checkins.filter.state')}
          allLabel={
            states.error ? t('checkins.filter.statesUnavailable') : t('checkins.filter.allStates')
          }
          options={placeOptions(states.data?.body ?? [])}
          value={filters.state_id}
          onChange={setState}
        />
      </div>
      <div className="col-6 col-lg-3">
        <FilterSelect
          label={t('checkins.filter.restingPoint')}
          allLabel={
            points.error
              ? t('checkins.filter.restingPointsUnavailable')
              : t('checkins.filter.allRestingPoints')
          }
          options={placeOptions(pointChoices).map((option, index) => ({
            ...option,
            label: `${option.label}, ${pointChoices[index]!.city_name}`,
          }))}
          {...field('resting_point_id')}
        />
      </div>
      <div className="col-6 col-md-3">
        <DayFilter label={t('checkins.filter.from')} value={filters.from} onChange={setFrom} />
      </div>
      <div className="col-6 col-md-3">
        <DayFilter
          label={t('checkins.filter.to')}
          value={filters.to}
          onChange={setTo}
          min={filters.from}
        />
      </div>
      <div className="col-12 col-md-6 d-flex flex-wrap align-items-end gap-3">
        <Form.Check
          type="switch"
          role="switch"
          id="checkins-now"
          className="mb-2"
          label={t('checkins.filter.now')}
          checked={filters.now === '1'}
          onChange={(event) => setFilters({ now: event.target.checked ? '1' : '' })}
        />
        {filters.user_id && (
          <div className="d-flex align-items-center gap-2 border rounded-pill ps-3 pe-1 py-1 mb-1">
            <span>
              {driverBefore}
              <strong>{driverName ?? `#${filters.user_id}`}</strong>
              {driverAfter}
            </span>
            <Button
              variant="link"
              size="sm"
              className="py-0 px-2 fs-5 lh-1 text-decoration-none"
              aria-label={t('checkins.filter.removeDriver')}
              onClick={() => setFilters({ user_id: '' })}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
