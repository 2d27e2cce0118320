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
import { RestingPointFacts, useRestingPointDetail, useTypeLabel } from '@/features/resting-points';
import type { RestingPointDetail } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { useEditedId } from '@/lib/use-edited-id';
import { useMayChange, useMayView } from '@/lib/use-access';
import { useT } from './messages.gen';

// A resting point with what other sections know about it: the check-ins (checkins feature) and
// the police contacts that cover it (police feature). The app composes them, so no feature
// imports another.

/** Back to the list as it was left: its search, filters, sort and page. */
function BackToRestingPoints() {
  const list = useListReturn(paths.restingPoints.list);
  const t = useT();
  return (
    <Link to={list} className="btn btn-outline-secondary">
      {t('views.restingPoint.back')}
    </Link>
  );
}

function CheckedInNow({ point }: { point: RestingPointDetail }) {
  const t = useT();
  const mayViewCheckins = useMayView('checkins');
  const count = point.checked_in_count;
  const shown = point.checked_in_now.length;
  return (
    <SectionCard
      title={t('views.restingPoint.checkedInNow', { count: formatNumber(count) })}
      footer={
        mayViewCheckins &&
        count > 0 && (
          <>
            {shown < count && (
              <>{t('views.restingPoint.latestShown', { count: formatNumber(shown) })} </>
            )}
            <Link to={href(paths.checkins.list, { now: 1, resting_point_id: point.id })}>
              {t('views.restingPoint.seeInList', { count, total: formatNumber(count) })}
            </Link>
          </>
        )
      }
    >
      {count === 0 ? (
        <p className="text-secondary mb-0">{t('views.restingPoint.nobodyHere')}</p>
      ) : (
        <PointCheckinTable
          caption={t('views.restingPoint.checkedInCaption')}
          checkins={point.checked_in_now}
        />
      )}
    </SectionCard>
  );
}

/** The police contacts covering the point, for an account that may see police contacts. */
function PoliceContacts({ point }: { point: RestingPointDetail }) {
  const t = useT();
  const mayViewPolice = useMayView('police');
  const police = usePoliceCovering(mayViewPolice ? point.id : null);
  if (!mayViewPolice) return null;
  const contacts = police.data?.body ?? [];
  const more = (police.data?.pagination.total ?? 0) - contacts.length;
  return (
    <SectionCard
      title={t('views.restingPoint.police')}
      footer={
        <>
          {more > 0 && <>{t('views.restingPoint.morePolice', { count: formatNumber(more) })} </>}
          <Link to={href(paths.police.list, { state_id: point.state_id })}>
            {t('views.restingPoint.allPolice', { state: point.state_name })}
          </Link>
        </>
      }
    >
      <QueryState
        isLoading={police.isLoading}
        loadingLabel={t('views.restingPoint.loadingPolice')}
        error={police.error}
        onRetry={() => void police.mutate()}
        isEmpty={contacts.length === 0}
        emptyMessage={t('views.restingPoint.noPolice')}
      >
        <PoliceContactList contacts={contacts} />
      </QueryState>
    </SectionCard>
  );
}

function RecentCheckins({ point }: { point: RestingPointDetail }) {
  const t = useT();
  const mayViewCheckins = useMayView('checkins');
  return (
    <SectionCard
      title={t('views.restingPoint.recent')}
      footer={
        mayViewCheckins &&
        point.checkin_count > 0 && (
          <Link to={href(paths.checkins.list, { resting_point_id: point.id })}>
            {t('views.restingPoint.allCheckins', { count: formatNumber(point.checkin_count) })}
          </Link>
        )
      }
    >
      {point.recent_checkins.length === 0 ? (
        <p className="text-secondary mb-0">{t('views.restingPoint.noCheckins')}</p>
      ) : (
        <PointCheckinTable
          caption={t('views.restingPoint.recentCaption')}
          checkins={point.recent_checkins}
        />
      )}
    </SectionCard>
  );
}

function RestingPointView({ point }: { point: RestingPointDetail }) {
  const typeLabel = useTypeLabel();
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center text-secondary mb-3">
        <StatusBadge status={point.status} />
        <span>{typeLabel(point.type)}</span>
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
  const t = useT();

  return (
    <ContentLayout
      title={point?.name ?? t('views.restingPoint.title')}
      description={t('views.restingPoint.description')}
      actions={
        <>
          <BackToRestingPoints />
          {point && mayChange && (
            <Link to={paths.restingPoints.edit(point.id)} className="btn btn-primary">
              {t('views.restingPoint.edit')}
            </Link>
          )}
        </>
      }
    >
      <LoadedRecord
        what={t('views.restingPoint.what')}
        listPath={paths.restingPoints.list}
        query={detail}
        record={point}
      >
        {(loaded) => <RestingPointView point={loaded} />}
      </LoadedRecord>
    </ContentLayout>
  );
}
