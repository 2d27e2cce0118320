import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ListTable } from '@/components/ui/list-table';
import { formatNumber } from '@/lib/format';
import { useT } from '../messages.gen';

/** The drawing, loaded when a chart first shows: the library stays out of every other screen. */
const BarChartCanvas = lazy(() => import('./bar-chart-canvas'));

export type Bar = {
  /** Names the bar in the table, e.g. "21 Nov 2026". */
  label: string;
  /** Names it under the bar, short, e.g. "21 Nov". */
  tick: string;
  value: number;
  /** The list behind the bar, if there is one. */
  to?: string;
};

/** Plot heights in CSS pixels; dashboard.css reserves the same room (plot and hover legend). */
const HEIGHTS = { lg: 240, sm: 160 } as const;
export type ChartSize = keyof typeof HEIGHTS;

/** A placeholder the size of a chart, while its data or its drawing code load. */
export function ChartSkeleton({ size }: { size: ChartSize }) {
  return (
    <div className={`placeholder-glow dashboard-chart dashboard-chart-${size}`} aria-hidden="true">
      <span className="placeholder w-100 h-100 rounded" />
    </div>
  );
}

type BarChartProps = {
  /** Memoised by the caller: the chart is drawn again when this array changes. */
  bars: readonly Bar[];
  /** Column headings of the table: what a bar is, what its value counts. */
  categoryLabel: string;
  seriesLabel: string;
  /** Names the table for screen readers. */
  caption: string;
  /** A sentence or two with the figures that matter, shown under the chart. */
  summary: ReactNode;
  size: ChartSize;
};

/**
 * A bar chart with its text alternative: the canvas is hidden from screen readers; the summary
 * under it and the table behind "Show the numbers" carry the same figures, each row linking to
 * the list behind it where there is one.
 */
export function BarChart({
  bars,
  categoryLabel,
  seriesLabel,
  caption,
  summary,
  size,
}: BarChartProps) {
  const t = useT();
  const ticks = useMemo(() => bars.map((bar) => bar.tick), [bars]);
  const values = useMemo(() => bars.map((bar) => bar.value), [bars]);
  const [pointed, setPointed] = useState<number | null>(null);
  const bar = pointed === null ? undefined : bars[pointed];
  return (
    <figure className="mb-0">
      <div aria-hidden="true" className={`dashboard-chart dashboard-chart-${size}`}>
        <ErrorBoundary
          fallback={<p className="small text-secondary">{t('dashboard.chart.failed')}</p>}
        >
          <Suspense fallback={<ChartSkeleton size={size} />}>
            <BarChartCanvas
              ticks={ticks}
              values={values}
              seriesLabel={seriesLabel}
              height={HEIGHTS[size]}
              onHover={setPointed}
            />
          </Suspense>
        </ErrorBoundary>
        <p className="small text-secondary mb-0 dashboard-chart-readout">
          {bar
            ? t('dashboard.chart.readout', {
                label: bar.label,
                value: formatNumber(bar.value),
                series: seriesLabel.toLowerCase(),
              })
            : t('dashboard.chart.hint')}
        </p>
      </div>
      <figcaption className="small text-secondary mt-2">{summary}</figcaption>
      <details className="mt-1">
        <summary className="small">{t('dashboard.chart.numbers')}</summary>
        <ListTable
          compact
          caption={caption}
          columns={[{ label: categoryLabel }, { label: seriesLabel, end: true }]}
        >
          {bars.map((bar) => (
            <tr key={bar.label}>
              <td>{bar.to ? <Link to={bar.to}>{bar.label}</Link> : bar.label}</td>
              <td className="text-end">{formatNumber(bar.value)}</td>
            </tr>
          ))}
        </ListTable>
      </details>
    </figure>
  );
}
