import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate } from 'react-router-dom';
import { DeleteOrDeactivateDialog } from '@/components/ui/delete-or-deactivate-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { RowActions } from '@/components/ui/row-actions';
import { useApiMutation } from '@/lib/api-query';
import type { CityRow } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { PLACE_DEPENDENT_PATHS } from '@/lib/geography';
import { CITY_FAILURE, deactivateCity, deleteCity } from '../api/cities';

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** Why the row cannot be deleted, as far as its counts tell. */
export function cityBlocker(city: CityRow): string | null {
  const parts = [
    city.resting_point_count > 0
      ? plural(city.resting_point_count, 'resting point', 'resting points')
      : null,
    city.driver_count > 0 ? plural(city.driver_count, 'driver', 'drivers') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `${city.name} still has ${parts.join(' and ')}. Move them to another city or delete them first.`;
}

export function CityTable({ cities }: { cities: CityRow[] }) {
  const { run, pending } = useApiMutation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<CityRow | null>(null);

  return (
    <>
      <Table responsive hover className="align-middle mb-0">
        <caption className="visually-hidden">Cities</caption>
        <thead>
          <tr>
            <th scope="col">City</th>
            <th scope="col" className="d-none d-md-table-cell">
              State
            </th>
            <th scope="col" className="text-end">
              Resting points
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              Drivers
            </th>
            <th scope="col" className="d-none d-sm-table-cell">
              Status
            </th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {cities.map((city) => (
            <tr key={city.id}>
              <td>
                <div className="fw-semibold">{city.name}</div>
                <div className="d-md-none small text-secondary">{city.state_name}</div>
                <div className="d-sm-none mt-1">
                  <StatusBadge status={city.status} />
                </div>
              </td>
              <td className="d-none d-md-table-cell">{city.state_name}</td>
              <td className="text-end">
                <Link
                  to={`/app/resting-points?state_id=${city.state_id}&city_id=${city.id}`}
                  aria-label={`Resting points in ${city.name}`}
                >
                  {formatNumber(city.resting_point_count)}
                </Link>
              </td>
              <td className="text-end d-none d-md-table-cell">{formatNumber(city.driver_count)}</td>
              <td className="d-none d-sm-table-cell">
                <StatusBadge status={city.status} />
              </td>
              <td>
                <RowActions
                  name={city.name}
                  editTo={`/app/city/add?id=${city.id}`}
                  onDelete={() => setTarget(city)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <DeleteOrDeactivateDialog
        busy={pending}
        key={target?.id}
        kind="city"
        target={
          target && {
            name: `${target.name}, ${target.state_name}`,
            active: target.status === 'active',
            blocker: cityBlocker(target),
          }
        }
        deactivateEffect="drivers no longer see it when choosing where they are."
        onDelete={() =>
          run(() => deleteCity({ id: target?.id ?? 0 }), {
            success: { title: 'City deleted', message: `${target?.name} was deleted.` },
            failure: CITY_FAILURE,
            revalidate: PLACE_DEPENDENT_PATHS,
          })
        }
        onDeactivate={() =>
          run(() => deactivateCity(target as CityRow), {
            success: { title: 'City set inactive', message: `${target?.name} is now inactive.` },
            failure: CITY_FAILURE,
            revalidate: PLACE_DEPENDENT_PATHS,
          })
        }
        nextStep={
          !target
            ? undefined
            : target.resting_point_count === 0 && target.driver_count > 0
              ? {
                  label: 'Show its drivers',
                  run: () => navigate(`/app/users?city_id=${target.id}`),
                }
              : {
                  label: 'Show its resting points',
                  run: () =>
                    navigate(
                      `/app/resting-points?state_id=${target.state_id}&city_id=${target.id}`,
                    ),
                }
        }
        onClose={() => setTarget(null)}
      />
    </>
  );
}
