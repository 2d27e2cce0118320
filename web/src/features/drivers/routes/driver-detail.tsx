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
import { around, ELEMENT } from '@/lib/i18n';
import { href, parseId, paths } from '@/lib/paths';
import { useMayChange, useMayView } from '@/lib/use-access';
import { useDriverDetail } from '../api/drivers';
import { DriverActions } from '../components/driver-actions';
import { DriverCheckins } from '../components/driver-checkins';
import { DriverContact } from '../components/driver-contact';
import { useT } from '../messages.gen';

function DriverProfile({ driver, onDeleted }: { driver: DriverDetail; onDeleted: () => void }) {
  const t = useT();
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
              <span>{t('drivers.driverNumber', { id: driver.user_id })}</span>
              <span>{t('drivers.detail.registered', { date: formatDate(driver.created_at) })}</span>
            </div>
          </div>
          {mayChange && <DriverActions driver={driver} onDeleted={onDeleted} />}
        </Card.Body>
      </Card>
      {current && <CurrentCheckin checkin={current} />}
      <Row xs={1} lg={3} className="g-3 mb-3">
        <Col>
          <DriverContact driver={driver} />
        </Col>
        <Col>
          <FactsCard
            title={t('drivers.detail.vehicle')}
            facts={[
              [
                t('drivers.detail.number'),
                <span className="font-monospace">{driver.vehicle_number}</span>,
              ],
              [t('drivers.detail.type'), `${driver.vehicle_type_name} (${driver.vehicle_type})`],
              [t('drivers.detail.company'), driver.company_name ?? t('drivers.ownerDriver')],
            ]}
          />
        </Col>
        <Col>
          <FactsCard
            title={t('drivers.detail.location')}
            facts={[
              [t('drivers.detail.city'), driver.city_name],
              [t('drivers.detail.state'), `${driver.state_name} (${driver.state_code})`],
              [t('drivers.detail.checkins'), formatNumber(driver.total_checkins)],
            ]}
          />
        </Col>
      </Row>
      <Card className="shadow-sm mb-3">
        <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
          <h2 className="h6 mb-0 me-auto">{t('drivers.detail.recentCheckins')}</h2>
          {mayViewCheckins && driver.total_checkins > 0 && <AllCheckinsLink driver={driver} />}
        </Card.Header>
        <Card.Body>
          <DriverCheckins checkins={driver.recent_checkins} />
        </Card.Body>
      </Card>
      <RecordHistory section="drivers" recordId={driver.user_id} />
    </>
  );
}

/** Where the driver is checked in now, the resting point in bold. */
function CurrentCheckin({ checkin }: { checkin: NonNullable<DriverDetail['current_checkin']> }) {
  const t = useT();
  const [before, after] = around(
    t('drivers.detail.checkedInAt', {
      point: ELEMENT,
      city: checkin.city_name,
      time: formatDateTime(checkin.checkin_at),
    }),
  );
  return (
    <Alert variant="info">
      {before}
      <strong>{checkin.resting_point_name}</strong>
      {after}
    </Alert>
  );
}

/** "All check-ins (12)", which screen readers hear with the driver's name. */
function AllCheckinsLink({ driver }: { driver: DriverDetail }) {
  const t = useT();
  const [before, after] = around(
    t('drivers.detail.allCheckins', {
      who: ELEMENT,
      count: formatNumber(driver.total_checkins),
    }),
  );
  return (
    <Link to={href(paths.checkins.list, { user_id: driver.user_id })}>
      {before}
      <span className="visually-hidden">
        {t('drivers.detail.ofDriver', { name: driver.full_name })}
      </span>
      {after}
    </Link>
  );
}

export default function DriverDetailRoute() {
  const t = useT();
  const { id } = useParams();
  const navigate = useNavigate();
  // The driver list as it was left: its search, filters and page.
  const list = useListReturn(paths.drivers.list);
  const userId = parseId(id);
  const { data, error, isLoading, mutate } = useDriverDetail(userId);
  const missing = userId === null || (error instanceof ApiError && error.status === 404);
  const [notFoundBefore, notFoundAfter] = around(
    t('drivers.detail.notFoundBody', { id: id ?? '', link: ELEMENT }),
  );

  return (
    <ContentLayout
      title={data?.body ? data.body.full_name : t('drivers.detail.title')}
      description={t('drivers.detail.description')}
      actions={
        <Link to={list} className="btn btn-outline-secondary">
          {t('drivers.detail.back')}
        </Link>
      }
    >
      {missing ? (
        <Alert variant="warning">
          <Alert.Heading as="h2" className="h5">
            {t('drivers.detail.notFound')}
          </Alert.Heading>
          <p className="mb-0">
            {notFoundBefore}
            <Link to={list}>{t('drivers.detail.toList')}</Link>
            {notFoundAfter}
          </p>
        </Alert>
      ) : (
        <QueryState
          isLoading={isLoading}
          loadingLabel={t('drivers.detail.loading')}
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
