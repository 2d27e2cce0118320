import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { ContentLayout } from '@/components/layout/content-layout';
import type { DashboardCounts } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDashboardCounts } from '../api/get-dashboard-counts';

type Tile = { key: keyof DashboardCounts; label: string; to?: string };

/** The six counts; each links to its section where the console has one. */
export const DASHBOARD_TILES: Tile[] = [
  { key: 'totalUsers', label: 'Drivers', to: paths.drivers.list },
  { key: 'totalComapnies', label: 'Companies', to: paths.companies.list },
  { key: 'totalResting', label: 'Resting points', to: paths.restingPoints.list },
  { key: 'totalStates', label: 'States', to: paths.states.list },
  { key: 'totalCities', label: 'Cities', to: paths.cities.list },
  { key: 'vehicleType', label: 'Vehicle types' },
];

export default function DashboardRoute() {
  const { data, error, isLoading, mutate } = useDashboardCounts();
  return (
    <ContentLayout title="Dashboard" description="Restpoint at a glance.">
      {error && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span className="me-auto">The counts could not be loaded. {error.message}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void mutate()}>
            Try again
          </Button>
        </Alert>
      )}
      <Row xs={1} sm={2} xl={3} className="g-3" aria-busy={isLoading}>
        {DASHBOARD_TILES.map(({ key, label, to }) => {
          // Each count shows 0 while loading or when the answer lacks it.
          const value = Number(data?.body?.[key] ?? 0) || 0;
          return (
            <Col key={key}>
              <Card className="h-100 shadow-sm">
                <Card.Body>
                  <Card.Title as="h2" className="h6 text-secondary mb-2">
                    {to ? (
                      <Link to={to} className="stretched-link text-reset text-decoration-none">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </Card.Title>
                  <p className="display-6 fw-semibold mb-0" data-testid={`count-${key}`}>
                    {formatNumber(value)}
                  </p>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </ContentLayout>
  );
}
