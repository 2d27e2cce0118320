import { Link } from 'react-router-dom';
import type { CheckinRow } from '@/lib/api-schema.gen';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMayView } from '@/lib/use-access';
import { t, useT } from '../messages.gen';

/** "5 h 20 min" between two times; up to now while the driver is still there. */
export function stayLength(from: string, to: string | null, now = Date.now()): string {
  const minutes = Math.max(
    0,
    Math.round(((to ? Date.parse(to) : now) - Date.parse(from)) / 60_000),
  );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('checkins.stay.minutes', { minutes: rest });
  return rest === 0
    ? t('checkins.stay.hours', { hours })
    : t('checkins.stay.hoursMinutes', { hours, minutes: rest });
}

/**
 * The driver of a check-in: a link to them (their name alone for an account that may not see
 * drivers), or their name marked deleted.
 */
export function CheckinDriver({ checkin }: { checkin: CheckinRow }) {
  const t = useT();
  const mayViewDrivers = useMayView('drivers');
  if (!checkin.driver_deleted && !mayViewDrivers) return checkin.driver_name;
  if (!checkin.driver_deleted) {
    return <Link to={paths.drivers.view(checkin.user_id)}>{checkin.driver_name}</Link>;
  }
  return (
    <>
      {checkin.driver_name}
      <div className="small text-secondary">{t('checkins.deletedDriver')}</div>
    </>
  );
}

/** When the driver left, or that they are still there. */
export function CheckedOut({ checkin }: { checkin: CheckinRow }) {
  const t = useT();
  return checkin.checkout_at ? (
    <time dateTime={checkin.checkout_at}>{formatDateTime(checkin.checkout_at)}</time>
  ) : (
    <span className="text-secondary">{t('checkins.stillThere')}</span>
  );
}
