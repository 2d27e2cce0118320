import { ListTable } from '@/components/ui/list-table';
import type { DashboardActivity } from '@/lib/api-schema.gen';
import { formatDateTime, formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatStayLength } from '../format';
import { LoadState, TextSkeleton, type Loadable } from './load-state';
import { Panel } from './panel';
import { SectionLink } from '@/components/ui/section-link';

type ActivityQuery = Loadable & { data?: { body: DashboardActivity } };

const stillHere = href(paths.checkins.list, { now: 1 });

const Empty = () => <p className="text-secondary mb-0">Nobody is checked in right now.</p>;

/** How many drivers are at a resting point now; the tile opens the stays in progress. */
export function CheckedInNow({ activity }: { activity: ActivityQuery }) {
  const count = activity.data?.body.checked_in_now;
  return (
    <Panel title="Checked in now">
      <LoadState
        query={activity}
        what="who is checked in"
        skeleton={
          <p className="display-6 mb-0 placeholder-glow" aria-hidden="true">
            <span className="placeholder col-5" />
          </p>
        }
      >
        <p className="display-6 fw-semibold mb-1" data-testid="checked-in-now">
          {formatNumber(count ?? 0)}
        </p>
        <SectionLink section="checkins" to={stillHere} className="small">
          See who is checked in
        </SectionLink>
      </LoadState>
    </Panel>
  );
}

/** The resting points with the most drivers now, against their parking capacity. */
export function BusiestRestingPoints({ activity }: { activity: ActivityQuery }) {
  const rows = activity.data?.body.busiest_resting_points ?? [];
  return (
    <Panel title="Busiest resting points now">
      <LoadState
        query={activity}
        what="the busiest resting points"
        skeleton={<TextSkeleton lines={5} />}
      >
        {rows.length === 0 ? (
          <Empty />
        ) : (
          <ListTable
            compact
            caption="Resting points with the most drivers checked in now"
            columns={[
              { label: 'Resting point' },
              { label: 'Checked in', end: true, style: { whiteSpace: 'nowrap' } },
            ]}
          >
            {rows.map((point) => {
              const share = point.parking_capacity
                ? Math.min(100, (100 * point.checked_in_now) / point.parking_capacity)
                : 0;
              return (
                <tr key={point.resting_point_id}>
                  <td>
                    <SectionLink
                      section="checkins"
                      to={href(paths.checkins.list, { resting_point_id: point.resting_point_id })}
                    >
                      {point.name}
                    </SectionLink>
                    <div className="small text-secondary">
                      {[point.city_name, point.state_name].filter(Boolean).join(', ')}
                    </div>
                  </td>
                  <td className="text-end text-nowrap">
                    {formatNumber(point.checked_in_now)}
                    <span className="text-secondary">
                      {' '}
                      of {formatNumber(point.parking_capacity)}
                    </span>
                    {/* The figures are in the text; the bar only shows them. */}
                    <div className="progress dashboard-capacity mt-1" aria-hidden="true">
                      <div className="progress-bar" style={{ width: `${share}%` }} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </ListTable>
        )}
      </LoadState>
    </Panel>
  );
}

/** The stays in progress that began earliest: drivers who may need a call. */
export function LongestStays({ activity }: { activity: ActivityQuery }) {
  const rows = activity.data?.body.longest_stays ?? [];
  return (
    <Panel title="Longest stays in progress">
      <LoadState query={activity} what="the longest stays" skeleton={<TextSkeleton lines={5} />}>
        {rows.length === 0 ? (
          <Empty />
        ) : (
          <ListTable
            compact
            caption="Stays in progress, longest first"
            columns={[
              { label: 'Driver' },
              { label: 'Resting point', from: 'md' },
              { label: 'Checked in for', end: true },
            ]}
          >
            {rows.map((stay) => (
              <tr key={stay.checkin_id}>
                <td>
                  <SectionLink section="drivers" to={paths.drivers.view(stay.user_id)}>
                    {stay.driver_name}
                  </SectionLink>
                  <div className="small text-secondary">{stay.vehicle_number}</div>
                  {/* On phones the resting point column folds into this one. */}
                  <div className="small text-secondary d-md-none">
                    {stay.resting_point_name}, {stay.city_name}
                  </div>
                </td>
                <td className="d-none d-md-table-cell">
                  {stay.resting_point_name}
                  <div className="small text-secondary">{stay.city_name}</div>
                </td>
                <td className="text-end">
                  <span className="text-nowrap fw-semibold">
                    {formatStayLength(stay.checkin_at)}
                  </span>
                  <div className="small text-secondary">
                    since {formatDateTime(stay.checkin_at)}
                  </div>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </LoadState>
    </Panel>
  );
}
