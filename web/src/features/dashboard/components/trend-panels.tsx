import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardTrends } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDay, formatDayShort } from '../format';
import { BarChart, ChartSkeleton, type Bar } from './bar-chart';
import { LoadState, type Loadable } from './load-state';
import { Panel } from './panel';
import { useMayView } from '@/lib/use-access';

type TrendsQuery = Loadable & { data?: { body: DashboardTrends } };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Check-ins per India day over the last 30 days; each day links to its check-ins. */
export function CheckinsPerDay({ trends }: { trends: TrendsQuery }) {
  const mayViewCheckins = useMayView('checkins');
  const days = trends.data?.body.checkins_daily;
  const bars = useMemo<Bar[]>(
    () =>
      (days ?? []).map(({ date, checkins }) => ({
        label: formatDay(date),
        tick: formatDayShort(date),
        value: checkins,
        to: mayViewCheckins ? href(paths.checkins.list, { from: date, to: date }) : undefined,
      })),
    [days, mayViewCheckins],
  );
  const first = days?.[0];
  const today = days?.at(-1);
  const busiest = days?.reduce<(typeof days)[number] | undefined>(
    (top, day) => (!top || day.checkins > top.checkins ? day : top),
    undefined,
  );
  const total = sum((days ?? []).map((day) => day.checkins));
  return (
    <Panel
      title="Check-ins per day"
      action={
        mayViewCheckins &&
        first &&
        today && (
          <Link to={href(paths.checkins.list, { from: first.date, to: today.date })}>
            See these check-ins
          </Link>
        )
      }
    >
      <LoadState query={trends} what="the check-ins per day" skeleton={<ChartSkeleton size="lg" />}>
        <BarChart
          bars={bars}
          size="lg"
          categoryLabel="Day"
          seriesLabel="Check-ins"
          caption="Check-ins per day, last 30 days (India time)"
          summary={
            <>
              {formatNumber(total)} check-ins in the last {bars.length} days (India time), about{' '}
              {formatNumber(Math.round(total / Math.max(1, bars.length)))} a day.
              {busiest && busiest.checkins > 0 && (
                <>
                  {' '}
                  Most on {formatDay(busiest.date)}: {formatNumber(busiest.checkins)}.
                </>
              )}
              {today && <> Today so far: {formatNumber(today.checkins)}.</>}
            </>
          }
        />
      </LoadState>
    </Panel>
  );
}

/** Drivers registered per week (Monday to Sunday) over the last 12 weeks. */
export function RegistrationsPerWeek({ trends }: { trends: TrendsQuery }) {
  const weeks = trends.data?.body.registrations_weekly;
  const bars = useMemo<Bar[]>(
    () =>
      (weeks ?? []).map(({ week_start, registrations }) => ({
        label: `Week of ${formatDay(week_start)}`,
        tick: formatDayShort(week_start),
        value: registrations,
      })),
    [weeks],
  );
  const thisWeek = weeks?.at(-1)?.registrations ?? 0;
  const lastWeek = weeks?.at(-2)?.registrations ?? 0;
  const total = sum((weeks ?? []).map((week) => week.registrations));
  return (
    <Panel title="New drivers per week">
      <LoadState
        query={trends}
        what="the new drivers per week"
        skeleton={<ChartSkeleton size="sm" />}
      >
        <BarChart
          bars={bars}
          size="sm"
          categoryLabel="Week"
          seriesLabel="New drivers"
          caption="Drivers registered per week, last 12 weeks"
          summary={`${formatNumber(thisWeek)} this week so far, ${formatNumber(lastWeek)} last week; ${formatNumber(total)} in ${bars.length} weeks.`}
        />
      </LoadState>
    </Panel>
  );
}
