import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { useDeleteOrDeactivate } from '@/components/ui/delete-or-deactivate';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import type { StateRow } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { deactivateState, deleteState } from '../api/states';
import { t, useT } from '../messages.gen';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';

const columns = (): Column[] => [
  { label: t('states.table.state') },
  { label: t('states.table.code'), from: 'md' },
  { label: t('states.table.cities'), end: true },
  { label: t('states.table.restingPoints'), from: 'sm', end: true },
  { label: t('states.table.status'), from: 'sm' },
  ACTIONS_COLUMN,
];

/** Why the row cannot be deleted, as far as its counts tell. */
export function stateBlocker(state: StateRow): string | null {
  const cities = t('states.count.cities', { count: state.city_count });
  const restingPoints = t('states.count.restingPoints', { count: state.resting_point_count });
  const held =
    state.city_count > 0 && state.resting_point_count > 0
      ? t('states.delete.both', { cities, restingPoints })
      : state.city_count > 0
        ? cities
        : state.resting_point_count > 0
          ? restingPoints
          : null;
  return held === null ? null : t('states.delete.blocker', { name: state.name, held });
}

export function StateTable({ states }: { states: StateRow[] }) {
  const t = useT();
  const mayChange = useMayChange('states');
  const removal = useDeleteOrDeactivate({
    kind: t('states.noun.one'),
    remove: (state: StateRow) => deleteState({ id: state.id }),
    deactivate: deactivateState,
    failure: t('states.failure'),
    revalidate: PLACE_DEPENDENT_PATHS,
  });
  const navigate = useNavigate();

  const remove = (state: StateRow) =>
    removal(state, {
      name: `${state.name} (${state.code})`,
      blocker: stateBlocker(state),
      deactivateEffect: t('states.delete.deactivateEffect'),
      nextStep: {
        label: t('states.delete.showCities'),
        run: () => navigate(href(paths.cities.list, { state_id: state.id })),
      },
    });

  return (
    <ListTable caption={t('states.table.caption')} columns={withActions(columns(), mayChange)}>
      {states.map((state) => (
        <tr key={state.id}>
          <td>
            <div className="fw-semibold">{state.name}</div>
            <div className="d-md-none small text-secondary">
              {state.code}
              <span className="d-sm-none">
                {' '}
                · {t('states.count.restingPoints', { count: state.resting_point_count })}{' '}
                <StatusBadge status={state.status} />
              </span>
            </div>
          </td>
          <td className="d-none d-md-table-cell">{state.code}</td>
          <td className="text-end">
            <SectionLink
              section="cities"
              to={href(paths.cities.list, { state_id: state.id })}
              aria-label={t('states.count.citiesIn', {
                count: state.city_count,
                name: state.name,
              })}
            >
              {formatNumber(state.city_count)}
            </SectionLink>
          </td>
          <td className="text-end d-none d-sm-table-cell">
            <SectionLink
              section="resting_points"
              to={href(paths.restingPoints.list, { state_id: state.id })}
              aria-label={t('states.count.restingPointsIn', {
                count: state.resting_point_count,
                name: state.name,
              })}
            >
              {formatNumber(state.resting_point_count)}
            </SectionLink>
          </td>
          <td className="d-none d-sm-table-cell">
            <StatusBadge status={state.status} />
          </td>
          {mayChange && (
            <td>
              <RowActions
                name={state.name}
                actions={[
                  { label: t('states.table.edit'), to: paths.states.edit(state.id) },
                  remove(state),
                ]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
