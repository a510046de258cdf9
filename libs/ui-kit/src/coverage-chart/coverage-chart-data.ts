export interface CoverageChartPoint {
  /** ISO date or date-time of the measurement. */
  date: string;
  /** Percent covered, 0–100; null when nothing was measured in that interval. */
  coverage: number | null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Jan 5, 2026' (UTC, so a measurement at midnight UTC does not slip to the day before). */
export function formatChartDate(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

export function formatChartPercent(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '-' : `${value.toFixed(2)}%`;
}

/** The points that carry a value, oldest first. */
export function measuredPoints(data: readonly CoverageChartPoint[]): CoverageChartPoint[] {
  return data
    .filter((point) => point.coverage != null && !Number.isNaN(point.coverage))
    .slice()
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
}

/**
 * The chart's series: leading intervals without data are dropped (nothing to carry forward yet), later gaps
 * stay null and the line connects over them, so an interval without uploads does not read as 0 %.
 */
export function chartSeries(data: readonly CoverageChartPoint[]): CoverageChartPoint[] {
  const sorted = data.slice().sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  const first = sorted.findIndex((point) => point.coverage != null);
  return first === -1 ? [] : sorted.slice(first);
}

/** One sentence for screen readers: the span and the first and last values. */
export function chartSummary(label: string, data: readonly CoverageChartPoint[]): string {
  const points = measuredPoints(data);
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length < 2 || !first || !last) return `${label}: not enough coverage data`;
  const values = points.map((point) => point.coverage as number);
  return (
    `${label}: ${formatChartPercent(first.coverage)} on ${formatChartDate(first.date)}, ` +
    `${formatChartPercent(last.coverage)} on ${formatChartDate(last.date)}; ` +
    `lowest ${formatChartPercent(Math.min(...values))}, highest ${formatChartPercent(Math.max(...values))}`
  );
}
