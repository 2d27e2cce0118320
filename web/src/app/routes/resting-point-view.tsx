import { Link } from 'react-router-dom';
import { RecordHistory } from '@/components/activity/record-history';
import { ContentLayout } from '@/components/layout/content-layout';
import { useListReturn } from '@/components/ui/list-return';
import { LoadedRecord } from '@/components/ui/missing-record';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { PointCheckinTable } from '@/features/checkins';
import { PoliceContactList, usePoliceCovering } from '@/features/police';
import { RestingPointFacts, TYPE_LABELS, useRestingPointDetail } from '@/features/resting-points';
import type { RestingPointDetail } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useMayChange, useMayView } from '@/lib/use-access';

// A resting point with what other sections know about it: the check-ins (checkins feature) and
// the police contacts that cover it (police feature). The app composes them, so no feature
// imports another.

/** Back to the list as it was left: its search, filters, sort and page. */
function BackToRestingPoints() {
  const list = useListReturn(paths.restingPoints.list);
  return (
    <Link to={list} className="btn btn-outline-secondary">
      Back to resting points
    </Link>
  );
}

function CheckedInNow({ point }: { point: RestingPointDetail }) {
  const mayViewCheckins = useMayView('checkins');
  const count = point.checked_in_count;
  const shown = point.checked_in_now.length;
  return (
    <SectionCard
      title={`Checked in now (${formatNumber(count)})`}
      footer={
        mayViewCheckins &&
        count > 0 && (
          <>
            {shown < count && `The ${formatNumber(shown)} latest arrivals are shown. `}
            <Link to={href(paths.checkins.list, { now: 1, resting_point_id: point.id })}>
              {count === 1
                ? 'See them in the check-in list'
                : `See all ${formatNumber(count)} in the check-in list`}
            </Link>
          </>
        )
      }
    >
      {count === 0 ? (
        <p className="text-secondary mb-0">Nobody is checked in here now.</p>
      ) : (
        <PointCheckinTable caption="Drivers checked in now" checkins={point.checked_in_now} />
      )}
    </SectionCard>
  );
}

/** The police contacts covering the point, for an account that may see police contacts. */
function PoliceContacts({ point }: { point: RestingPointDetail }) {
  const mayViewPolice = useMayView('police');
  const police = usePoliceCovering(mayViewPolice ? point.id : null);
  if (!mayViewPolice) return null;
  const contacts = police.data?.body ?? [];
  const more = (police.data?.pagination.total ?? 0) - contacts.length;
  return (
    <SectionCard
      title="Police contacts"
      footer={
        <>
          {more > 0 && `${formatNumber(more)} more cover this resting point. `}
          <Link to={href(paths.police.list, { state_id: point.state_id })}>
            All police contacts in {point.state_name}
          </Link>
        </>
      }
    >
      <QueryState
        isLoading={police.isLoading}
        loadingLabel="Loading police contacts…"
        error={police.error}
        onRetry={() => void police.mutate()}
        isEmpty={contacts.length === 0}
        emptyMessage="No police contact covers this resting point yet."
      >
        <PoliceContactList contacts={contacts} />
      </QueryState>
    </SectionCard>
  );
}

function RecentCheckins({ point }: { point: RestingPointDetail }) {
  const mayViewCheckins = useMayView('checkins');
  return (
    <SectionCard
      title="Recent check-ins"
      footer={
        mayViewCheckins &&
        point.checkin_count > 0 && (
          <Link to={href(paths.checkins.list, { resting_point_id: point.id })}>
            All {formatNumber(point.checkin_count)} check-ins at this resting point
          </Link>
        )
      }
    >
      {point.recent_checkins.length === 0 ? (
        <p className="text-secondary mb-0">No check-ins here yet.</p>
      ) : (
        <PointCheckinTable
          caption="Recent check-ins, newest first"
          checkins={point.recent_checkins}
        />
      )}
    </SectionCard>
  );
}

function RestingPointView({ point }: { point: RestingPointDetail }) {
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center text-secondary mb-3">
        <StatusBadge status={point.status} />
        <span>{TYPE_LABELS[point.type]}</span>
        <span>
          {point.city_name}, {point.state_name}
        </span>
        {point.highway && <span>{point.highway}</span>}
      </div>
      <RestingPointFacts point={point} />
      <CheckedInNow point={point} />
      <PoliceContacts point={point} />
      <RecentCheckins point={point} />
      <RecordHistory section="resting_points" recordId={point.id} />
    </>
  );
}

/** /app/resting-points/view/12: resting point 12, who is there and whom to call. */
export default function RestingPointViewRoute() {
  const { id } = useEditedId();
  const detail = useRestingPointDetail(id);
  const point = detail.data?.body;
  const mayChange = useMayChange('resting_points');

  return (
    <ContentLayout
      title={point?.name ?? 'Resting point'}
      description="Where it is, who is there now and whom to call."
      actions={
        <>
          <BackToRestingPoints />
          {point && mayChange && (
            <Link to={paths.restingPoints.edit(point.id)} className="btn btn-primary">
              Edit resting point
            </Link>
          )}
        </>
      }
    >
      <LoadedRecord
        what="resting point"
        listPath={paths.restingPoints.list}
        query={detail}
        record={point}
      >
        {(loaded) => <RestingPointView point={loaded} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
