import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, ListTable, withActions, type Column } from '@/components/ui/list-table';
import { useDeleteOrDeactivate } from '@/components/ui/delete-or-deactivate';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import type { StateRow } from '@/lib/api-schema.gen';
import { formatCount, formatNumber } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { href, paths } from '@/lib/paths';
import { deactivateState, deleteState, STATE_FAILURE } from '../api/states';
import { useMayChange } from '@/lib/use-access';
import { SectionLink } from '@/components/ui/section-link';

const COLUMNS: Column[] = [
  { label: 'State' },
  { label: 'Code', from: 'md' },
  { label: 'Cities', end: true },
  { label: 'Resting points', from: 'sm', end: true },
  { label: 'Status', from: 'sm' },
  ACTIONS_COLUMN,
];

/** Why the row cannot be deleted, as far as its counts tell. */
export function stateBlocker(state: StateRow): string | null {
  const parts = [
    state.city_count > 0 ? formatCount(state.city_count, 'city', 'cities') : null,
    state.resting_point_count > 0
      ? formatCount(state.resting_point_count, 'resting point', 'resting points')
      : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `${state.name} still has ${parts.join(' and ')}. Delete them or move them to another state first.`;
}

export function StateTable({ states }: { states: StateRow[] }) {
  const mayChange = useMayChange('states');
  const removal = useDeleteOrDeactivate({
    kind: 'state',
    remove: (state: StateRow) => deleteState({ id: state.id }),
    deactivate: deactivateState,
    failure: STATE_FAILURE,
    revalidate: PLACE_DEPENDENT_PATHS,
  });
  const navigate = useNavigate();

  const remove = (state: StateRow) =>
    removal(state, {
      name: `${state.name} (${state.code})`,
      blocker: stateBlocker(state),
      deactivateEffect: 'drivers no longer see it or its cities when choosing where they are.',
      nextStep: {
        label: 'Show its cities',
        run: () => navigate(href(paths.cities.list, { state_id: state.id })),
      },
    });

  return (
    <ListTable caption="States and union territories" columns={withActions(COLUMNS, mayChange)}>
      {states.map((state) => (
        <tr key={state.id}>
          <td>
            <div className="fw-semibold">{state.name}</div>
            <div className="d-md-none small text-secondary">
              {state.code}
              <span className="d-sm-none">
                {' '}
                · {formatCount(state.resting_point_count, 'resting point', 'resting points')}{' '}
                <StatusBadge status={state.status} />
              </span>
            </div>
          </td>
          <td className="d-none d-md-table-cell">{state.code}</td>
          <td className="text-end">
            <SectionLink
              section="cities"
              to={href(paths.cities.list, { state_id: state.id })}
              aria-label={`${formatCount(state.city_count, 'city', 'cities')} in ${state.name}`}
            >
              {formatNumber(state.city_count)}
            </SectionLink>
          </td>
          <td className="text-end d-none d-sm-table-cell">
            <SectionLink
              section="resting_points"
              to={href(paths.restingPoints.list, { state_id: state.id })}
              aria-label={`${formatCount(state.resting_point_count, 'resting point', 'resting points')} in ${state.name}`}
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
                actions={[{ label: 'Edit', to: paths.states.edit(state.id) }, remove(state)]}
              />
            </td>
          )}
        </tr>
      ))}
    </ListTable>
  );
}
