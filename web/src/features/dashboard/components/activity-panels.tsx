import { ListTable } from '@/components/ui/list-table';
import type { DashboardActivity } from '@/lib/api-schema.gen';
import { formatDateTime, formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatStayLength } from '../format';
import { LoadState, TextSkeleton, type Loadable } from './load-state';
import { Panel } from './panel';
import { SectionLink } from '@/components/ui/section-link';
import { useT } from '../messages.gen';

type ActivityQuery = Loadable & { data?: { body: DashboardActivity } };

const stillHere = href(paths.checkins.list, { now: 1 });

function Empty() {
  const t = useT();
  return <p className="text-secondary mb-0">{t('dashboard.nobodyCheckedIn')}</p>;
}

/** How many drivers are at a resting point now; the tile opens the stays in progress. */
export function CheckedInNow({ activity }: { activity: ActivityQuery }) {
  const t = useT();
  const count = activity.data?.body.checked_in_now;
  return (
    <Panel title={t('dashboard.checkedInNow.title')}>
      <LoadState
        query={activity}
        what={t('dashboard.checkedInNow.what')}
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
          {t('dashboard.checkedInNow.link')}
        </SectionLink>
      </LoadState>
    </Panel>
  );
}

/** The resting points with the most drivers now, against their parking capacity. */
export function BusiestRestingPoints({ activity }: { activity: ActivityQuery }) {
  const t = useT();
  const rows = activity.data?.body.busiest_resting_points ?? [];
  return (
    <Panel title={t('dashboard.busiest.title')}>
      <LoadState
        query={activity}
        what={t('dashboard.busiest.what')}
        skeleton={<TextSkeleton lines={5} />}
      >
        {rows.length === 0 ? (
          <Empty />
        ) : (
          <ListTable
            compact
            caption={t('dashboard.busiest.caption')}
            columns={[
              { label: t('dashboard.column.restingPoint') },
              {
                label: t('dashboard.column.checkedIn'),
                end: true,
                style: { whiteSpace: 'nowrap' },
              },
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
                      {t('dashboard.busiest.of', {
                        capacity: formatNumber(point.parking_capacity),
                      })}
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
  const t = useT();
  const rows = activity.data?.body.longest_stays ?? [];
  return (
    <Panel title={t('dashboard.longest.title')}>
      <LoadState
        query={activity}
        what={t('dashboard.longest.what')}
        skeleton={<TextSkeleton lines={5} />}
      >
        {rows.length === 0 ? (
          <Empty />
        ) : (
          <ListTable
            compact
            caption={t('dashboard.longest.caption')}
            columns={[
              { label: t('dashboard.column.driver') },
              { label: t('dashboard.column.restingPoint'), from: 'md' },
              { label: t('dashboard.column.checkedInFor'), end: true },
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
                    {t('dashboard.longest.since', { time: formatDateTime(stay.checkin_at) })}
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
