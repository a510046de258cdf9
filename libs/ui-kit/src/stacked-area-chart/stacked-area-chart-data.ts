import { formatChartDate } from '../coverage-chart/coverage-chart-data';

/** One interval of a stacked chart: its date and a value (or null: nothing measured) per series name. */
export type StackedAreaPoint = { date: string } & Record<string, number | string | null>;

export interface StackedAreaSeries {
  /** Key of the series in each point. */
  name: string;
  label: string;
  /** A Mantine colour, e.g. 'blue.6'. */
  color: string;
}

const valueOf = (point: StackedAreaPoint, name: string): number | null => {
  const value = point[name];
  return typeof value === 'number' && !Number.isNaN(value) ? value : null;
};

/** The total of the series at a point; null when none of them was measured there. */
export function stackTotal(point: StackedAreaPoint, series: readonly StackedAreaSeries[]): number | null {
  const values = series.map(({ name }) => valueOf(point, name)).filter((value) => value != null);
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
}

/** Points oldest first, from the first one with a value (nothing to stack before it). */
export function stackedSeries(
  data: readonly StackedAreaPoint[],
  series: readonly StackedAreaSeries[],
): StackedAreaPoint[] {
  const sorted = data.slice().sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  const first = sorted.findIndex((point) => stackTotal(point, series) != null);
  return first === -1 ? [] : sorted.slice(first);
}

/** One sentence for screen readers: the span and the stacked total at its ends. */
export function stackedSummary(
  label: string,
  data: readonly StackedAreaPoint[],
  series: readonly StackedAreaSeries[],
  format: (value: number) => string,
): string {
  const measured = stackedSeries(data, series).filter((point) => stackTotal(point, series) != null);
  const first = measured[0];
  const last = measured[measured.length - 1];
  if (measured.length < 2 || !first || !last) return `${label}: not enough data`;
  const names = series.map((entry) => entry.label).join(', ');
  return (
    `${label} (${names}): ${format(stackTotal(first, series)!)} on ${formatChartDate(first.date)}, ` +
    `${format(stackTotal(last, series)!)} on ${formatChartDate(last.date)}`
  );
}
