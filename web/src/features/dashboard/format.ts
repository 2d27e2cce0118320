/*
 * Words for the dashboard's figures. Moments in time go through formatDateTime (India time);
 * these are calendar dates the API already gives as India days (`YYYY-MM-DD`), so they are read
 * as they are written, in UTC, and never shift a day whatever the browser's time zone.
 */
import { onFirstUse } from '@/lib/format';

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }),
);
const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "21 Nov 2026" for `2026-11-21`. */
export const formatDay = (date: string) => longDate().format(calendarDay(date));

/** "21 Nov" for `2026-11-21`: under a chart's bars. */
export const formatDayShort = (date: string) => shortDate().format(calendarDay(date));

/** How long a stay has lasted so far: "45 min", "3 h 5 min", "2 d 4 h". */
export function formatStayLength(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
