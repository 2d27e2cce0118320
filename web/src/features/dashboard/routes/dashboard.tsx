import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ContentLayout } from '@/components/layout/content-layout';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { useDashboardTrends } from '../api/get-dashboard-trends';
import { BusiestRestingPoints, CheckedInNow, LongestStays } from '../components/activity-panels';
import { CountTiles } from '../components/count-tiles';
import { CheckinsPerDay, RegistrationsPerWeek } from '../components/trend-panels';
import { useT } from '../messages.gen';
import '../dashboard.css';

export default function DashboardRoute() {
  const t = useT();
  // Three calls at once, none waiting for another; each part of the screen shows its own state.
  const counts = useDashboardCounts();
  const trends = useDashboardTrends();
  const activity = useDashboardActivity();
  return (
    <ContentLayout title={t('dashboard.title')} description={t('dashboard.description')}>
      <CountTiles counts={counts} activity={activity} />
      <Row className="g-3 mb-4">
        <Col xl={8}>
          <CheckinsPerDay trends={trends} />
        </Col>
        <Col xl={4} className="d-flex flex-column gap-3">
          <CheckedInNow activity={activity} />
          <RegistrationsPerWeek trends={trends} />
        </Col>
      </Row>
      <Row className="g-3">
        <Col xl={5}>
          <BusiestRestingPoints activity={activity} />
        </Col>
        <Col xl={7}>
          <LongestStays activity={activity} />
        </Col>
      </Row>
    </ContentLayout>
  );
}
