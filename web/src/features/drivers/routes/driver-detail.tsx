import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecordHistory } from '@/components/activity/record-history';
import { ContentLayout } from '@/components/layout/content-layout';
import { Avatar } from '@/components/ui/avatar';
import { FactsCard } from '@/components/ui/facts-card';
import { useListReturn } from '@/components/ui/list-return';
import { QueryState } from '@/components/ui/query-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { ApiError } from '@/lib/api-client';
import type { DriverDetail } from '@/lib/api-schema.gen';
import { assetUrl } from '@/lib/env';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { href, parseId, paths } from '@/lib/paths';
import { useMayChange, useMayView } from '@/lib/use-access';
import { useDriverDetail } from '../api/drivers';
import { DriverActions } from '../components/driver-actions';
import { DriverCheckins } from '../components/driver-checkins';
import { DriverContact } from '../components/driver-contact';

function DriverProfile({ driver, onDeleted }: { driver: DriverDetail; onDeleted: () => void }) {
  const current = driver.current_checkin;
  const mayChange = useMayChange('drivers');
  const mayViewCheckins = useMayView('checkins');
  return (
    <>
      <Card className="shadow-sm mb-3">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <Avatar src={assetUrl(driver.photo_url)} name={driver.full_name} size={72} />
          <div className="me-auto">
            <h2 className="h4 mb-1">{driver.full_name}</h2>
            <div className="d-flex flex-wrap gap-2 align-items-center text-secondary">
              <StatusBadge status={driver.status} />
              <span>Driver #{driver.user_id}</span>
              <span>Registered {formatDate(driver.created_at)}</span>
            </div>
          </div>
          {mayChange && <DriverActions driver={driver} onDeleted={onDeleted} />}
        </Card.Body>
      </Card>
      {current && (
        <Alert variant="info">
          Checked in at <strong>{current.resting_point_name}</strong> ({current.city_name}) since{' '}
          {formatDateTime(current.checkin_at)}.
        </Alert>
      )}
      <Row xs={1} lg={3} className="g-3 mb-3">
        <Col>
          <DriverContact driver={driver} />
        </Col>
        <Col>
          <FactsCard
            title="Vehicle"
            facts={[
              ['Number', <span className="font-monospace">{driver.vehicle_number}</span>],
              ['Type', `${driver.vehicle_type_name} (${driver.vehicle_type})`],
              ['Company', driver.company_name ?? 'Owner-driver'],
            ]}
          />
        </Col>
        <Col>
          <FactsCard
            title="Location"
            facts={[
              ['City', driver.city_name],
              ['State', `${driver.state_name} (${driver.state_code})`],
              ['Check-ins', formatNumber(driver.total_checkins)],
            ]}
          />
        </Col>
      </Row>
      <Card className="shadow-sm mb-3">
        <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
          <h2 className="h6 mb-0 me-auto">Recent check-ins</h2>
          {mayViewCheckins && driver.total_checkins > 0 && (
            <Link to={href(paths.checkins.list, { user_id: driver.user_id })}>
              All check-ins<span className="visually-hidden"> of {driver.full_name}</span> (
              {formatNumber(driver.total_checkins)})
            </Link>
          )}
        </Card.Header>
        <Card.Body>
          <DriverCheckins checkins={driver.recent_checkins} />
        </Card.Body>
      </Card>
      <RecordHistory section="drivers" recordId={driver.user_id} />
    </>
  );
}

export default function DriverDetailRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  // The driver list as it was left: its search, filters and page.
  const list = useListReturn(paths.drivers.list);
  const userId = parseId(id);
  const { data, error, isLoading, mutate } = useDriverDetail(userId);
  const missing = userId === null || (error instanceof ApiError && error.status === 404);

  return (
    <ContentLayout
      title={data?.body ? data.body.full_name : 'Driver details'}
      description="Everything Restpoint knows about this driver."
      actions={
        <Link to={list} className="btn btn-outline-secondary">
          Back to drivers
        </Link>
      }
    >
      {missing ? (
        <Alert variant="warning">
          <Alert.Heading as="h2" className="h5">
            Driver not found
          </Alert.Heading>
          <p className="mb-0">
            There is no driver #{id}. They may have been deleted, or the link is wrong.{' '}
            <Link to={list}>Go to the driver list</Link>.
          </p>
        </Alert>
      ) : (
        <QueryState
          isLoading={isLoading}
          loadingLabel="Loading driver…"
          error={error}
          onRetry={() => void mutate()}
        >
          {data?.body && (
            <DriverProfile driver={data.body} onDeleted={() => navigate(list, { replace: true })} />
          )}
        </QueryState>
      )}
    </ContentLayout>
  );
}
