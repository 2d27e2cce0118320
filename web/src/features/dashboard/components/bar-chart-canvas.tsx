import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@/lib/format';
import { useAppSelector } from '@/store';
import { selectResolvedTheme } from '@/store/preferences';

/*
 * The drawing of a bar chart, on a canvas (uPlot). Loaded on its own, only by the dashboard, so
 * neither the library nor its stylesheet reach any other screen. uPlot sets sizes through the
 * CSSOM and never writes <style> or style="" markup, which the console's CSP (style-src 'self')
 * would refuse. The canvas is decoration: BarChart gives the same numbers as text.
 */

type BarChartCanvasProps = {
  /** Axis label of each bar, in order. */
  ticks: readonly string[];
  values: readonly number[];
  /** Names the values, e.g. "Check-ins". */
  seriesLabel: string;
  height: number;
  /** The bar under the pointer (or tapped), null when none: BarChart names its figure. */
  onHover: (index: number | null) => void;
};

const cssVariable = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Whole numbers only on the value axis: these are counts. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000];

export default function BarChartCanvas({
  ticks,
  values,
  seriesLabel,
  height,
  onHover,
}: BarChartCanvasProps) {
  const target = useRef<HTMLDivElement>(null);
  // Drawn again in the new colours when the colour mode changes.
  const theme = useAppSelector(selectResolvedTheme);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const primary = cssVariable('--bs-primary', '#0d6efd');
    const text = cssVariable('--bs-secondary-color', '#6c757d');
    const grid = cssVariable('--bs-border-color', '#dee2e6');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: {
          x: { time: false, range: [-0.5, ticks.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            space: 56,
            incrs: [1, 2, 3, 5, 7, 10, 14],
            values: (_u, splits) => splits.map((i) => ticks[i] ?? ''),
          },
          {
            ...axis,
            size: 48,
            incrs: COUNT_STEPS,
            values: (_u, splits) => splits.map((value) => formatNumber(value)),
          },
        ],
        series: [
          {},
          {
            label: seriesLabel,
            fill: primary,
            stroke: primary,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          },
        ],
        hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
      },
      [ticks.map((_, i) => i), [...values]],
      element,
    );
    // Follow the card's width (phones, the sidebar opening, a window resize).
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [ticks, values, seriesLabel, height, onHover, theme]);

  return <div ref={target} className="dashboard-chart-canvas" />;
}
