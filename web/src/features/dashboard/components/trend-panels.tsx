import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardTrends } from '@/lib/api-schema.gen';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { href, paths } from '@/lib/paths';
import { formatDay, formatDayShort } from '../format';
import { BarChart, ChartSkeleton, type Bar } from './bar-chart';
import { LoadState, type Loadable } from './load-state';
import { Panel } from './panel';
import { useMayView } from '@/lib/use-access';
import { useT } from '../messages.gen';

type TrendsQuery = Loadable & { data?: { body: DashboardTrends } };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Check-ins per India day over the last 30 days; each day links to its check-ins. */
export function CheckinsPerDay({ trends }: { trends: TrendsQuery }) {
  const t = useT();
  const language = useLanguage();
  const mayViewCheckins = useMayView('checkins');
  const days = trends.data?.body.checkins_daily;
  const bars = useMemo<Bar[]>(
    () =>
      (days ?? []).map(({ date, checkins }) => ({
        label: formatDay(date, language),
        tick: formatDayShort(date, language),
        value: checkins,
        to: mayViewCheckins ? href(paths.checkins.list, { from: date, to: date }) : undefined,
      })),
    // The dates are in the console's language: the chart is drawn again when it changes.
    [days, mayViewCheckins, language],
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
      title={t('dashboard.perDay.title')}
      action={
        mayViewCheckins &&
        first &&
        today && (
          <Link to={href(paths.checkins.list, { from: first.date, to: today.date })}>
            {t('dashboard.perDay.link')}
          </Link>
        )
      }
    >
      <LoadState
        query={trends}
        what={t('dashboard.perDay.what')}
        skeleton={<ChartSkeleton size="lg" />}
      >
        <BarChart
          bars={bars}
          size="lg"
          categoryLabel={t('dashboard.perDay.category')}
          seriesLabel={t('dashboard.perDay.series')}
          caption={t('dashboard.perDay.caption')}
          summary={[
            t('dashboard.perDay.summary', {
              total: formatNumber(total),
              days: bars.length,
              perDay: formatNumber(Math.round(total / Math.max(1, bars.length))),
            }),
            busiest && busiest.checkins > 0
              ? t('dashboard.perDay.busiest', {
                  date: formatDay(busiest.date),
                  count: formatNumber(busiest.checkins),
                })
              : null,
            today ? t('dashboard.perDay.today', { count: formatNumber(today.checkins) }) : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      </LoadState>
    </Panel>
  );
}

/** Drivers registered per week (Monday to Sunday) over the last 12 weeks. */
export function RegistrationsPerWeek({ trends }: { trends: TrendsQuery }) {
  const t = useT();
  const language = useLanguage();
  const weeks = trends.data?.body.registrations_weekly;
  const bars = useMemo<Bar[]>(
    () =>
      (weeks ?? []).map(({ week_start, registrations }) => ({
        label: t('dashboard.perWeek.bar', { date: formatDay(week_start, language) }),
        tick: formatDayShort(week_start, language),
        value: registrations,
      })),
    // The dates are in the console's language: the chart is drawn again when it changes.
    [weeks, t, language],
  );
  const thisWeek = weeks?.at(-1)?.registrations ?? 0;
  const lastWeek = weeks?.at(-2)?.registrations ?? 0;
  const total = sum((weeks ?? []).map((week) => week.registrations));
  return (
    <Panel title={t('dashboard.perWeek.title')}>
      <LoadState
        query={trends}
        what={t('dashboard.perWeek.what')}
        skeleton={<ChartSkeleton size="sm" />}
      >
        <BarChart
          bars={bars}
          size="sm"
          categoryLabel={t('dashboard.perWeek.category')}
          seriesLabel={t('dashboard.perWeek.series')}
          caption={t('dashboard.perWeek.caption')}
          summary={t('dashboard.perWeek.summary', {
            thisWeek: formatNumber(thisWeek),
            lastWeek: formatNumber(lastWeek),
            total: formatNumber(total),
            weeks: bars.length,
          })}
        />
      </LoadState>
    </Panel>
  );
}
