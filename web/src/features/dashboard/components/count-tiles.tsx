import type { CSSProperties } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { DashboardActivity, DashboardCounts } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { LoadState, type Loadable } from './load-state';
import { SectionLink } from '@/components/ui/section-link';
import type { Section } from '@/lib/access';
import { useT } from '../messages.gen';

type Tile = { key: keyof DashboardCounts; to?: string; section?: Section };

/**
 * The spec's six counts (the API's keys, its spelling included; each labelled by
 * `dashboard.tile.<key>`), for every account; each links to its section where the console has
 * one and the account may open it.
 */
const DASHBOARD_TILES: Tile[] = [
  { key: 'totalUsers', to: paths.drivers.list, section: 'drivers' },
  { key: 'totalComapnies', to: paths.companies.list, section: 'companies' },
  { key: 'totalResting', to: paths.restingPoints.list, section: 'resting_points' },
  { key: 'totalStates', to: paths.states.list, section: 'states' },
  { key: 'totalCities', to: paths.cities.list, section: 'cities' },
  { key: 'vehicleType', to: paths.vehicleTypes.list, section: 'vehicle_types' },
];

const DRIVER_STATUSES = ['active', 'inactive', 'blocked'] as const;

type CountTilesProps = {
  counts: Loadable & { data?: { body: DashboardCounts } };
  activity: Loadable & { data?: { body: DashboardActivity } };
};

/** The six counts: placeholders while loading, an error with Retry if they cannot be had. */
export function CountTiles({ counts, activity }: CountTilesProps) {
  const t = useT();
  const grid = (value: (key: keyof DashboardCounts) => number | null) => (
    <Row xs={2} md={3} xxl={6} className="g-3">
      {DASHBOARD_TILES.map(({ key, to, section }) => {
        const count = value(key);
        const label = t(`dashboard.tile.${key}`);
        return (
          <Col key={key}>
            <Card className="h-100 shadow-sm">
              <Card.Body className="dashboard-tile">
                <Card.Title as="h2" className="h6 text-secondary mb-2">
                  {to && section ? (
                    <SectionLink
                      section={section}
                      to={to}
                      className="stretched-link text-reset text-decoration-none"
                    >
                      {label}
                    </SectionLink>
                  ) : (
                    label
                  )}
                </Card.Title>
                {count === null ? (
                  <p className="display-6 mb-0 placeholder-glow" aria-hidden="true">
                    <span className="placeholder col-7" />
                  </p>
                ) : (
                  <p className="display-6 fw-semibold mb-0" data-testid={`count-${key}`}>
                    <CountFigure text={formatNumber(count)} />
                  </p>
                )}
                {key === 'totalUsers' && <DriversByStatus activity={activity} />}
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
  return (
    <section aria-label={t('dashboard.counts')} className="mb-4">
      <LoadState query={counts} what={t('dashboard.counts.what')} skeleton={grid(() => null)}>
        {/* A count the answer lacks is 0 (the spec's default), never a reason to fail. */}
        {grid((key) => Number(counts.data?.body?.[key] ?? 0) || 0)}
      </LoadState>
    </section>
  );
}

/**
 * A count on one line, never broken inside the number; in a tile too narrow for it at the display
 * size it shrinks to fit (dashboard.css), by its length in characters.
 */
function CountFigure({ text }: { text: string }) {
  const length = { '--dashboard-count-length': text.length } as CSSProperties;
  return (
    <span className="dashboard-count" style={length}>
      {text}
    </span>
  );
}

/** Links to the drivers list filtered by each status, once the activity call has answered. */
function DriversByStatus({ activity }: Pick<CountTilesProps, 'activity'>) {
  const t = useT();
  const byStatus = activity.data?.body.drivers_by_status;
  if (!byStatus) {
    return activity.isLoading ? (
      <p className="small mb-0 mt-2 placeholder-glow" aria-hidden="true">
        <span className="placeholder col-10" />
      </p>
    ) : null;
  }
  // Above the tile's stretched link, so that each status link gets its own clicks.
  return (
    <ul className="list-unstyled small mb-0 mt-2 position-relative z-2">
      {DRIVER_STATUSES.map((status) => (
        <li key={status}>
          <SectionLink section="drivers" to={href(paths.drivers.list, { status })}>
            {t('dashboard.driversByStatus', { count: formatNumber(byStatus[status]), status })}
          </SectionLink>
        </li>
      ))}
    </ul>
  );
}
