import { AreaChartSvg } from '../chart-kit/area-chart-svg';
import { niceTicks } from '../chart-kit/ticks';
import { stackLayers, stackMax } from '../chart-kit/stack';
import { formatChartDate, formatChartPercent, type CoverageChartPoint } from './coverage-chart-data';
import type { StackedAreaPoint, StackedAreaSeries } from '../stacked-area-chart/stacked-area-chart-data';

// The drawing parts of the area charts share this module: one lazy chunk, fetched when a chart is shown.

export interface ChartCursorProps {
  /** The interval the tooltip shows, null: none. */
  active: number | null;
  onActiveChange: (index: number | null) => void;
}

export interface CoverageChartImplProps extends ChartCursorProps {
  data: CoverageChartPoint[];
  height: number;
}

const coverageSeries = [{ name: 'coverage', label: 'Coverage', color: 'blue.6' }];
const PERCENT_TICKS = [0, 25, 50, 75, 100];

/** The drawn part of CoverageChart, split out so it loads lazily. */
export function CoverageChartImpl({ data, height, active, onActiveChange }: CoverageChartImplProps) {
  return (
    <AreaChartSvg
      dates={data.map((point) => point.date)}
      series={coverageSeries}
      values={[data.map((point) => point.coverage)]}
      height={height}
      yTicks={PERCENT_TICKS}
      yAxisWidth={60}
      formatTick={(value) => `${value}%`}
      formatDate={formatChartDate}
      formatValue={formatChartPercent}
      active={active}
      onActiveChange={onActiveChange}
    />
  );
}

export interface StackedAreaChartImplProps extends ChartCursorProps {
  data: StackedAreaPoint[];
  series: readonly StackedAreaSeries[];
  height: number;
  valueFormatter: (value: number) => string;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && !Number.isNaN(value) ? value : null;

/** The drawn part of StackedAreaChart. */
export function StackedAreaChartImpl({
  data,
  series,
  height,
  valueFormatter,
  active,
  onActiveChange,
}: StackedAreaChartImplProps) {
  const values = series.map(({ name }) => data.map((point) => numberOrNull(point[name])));
  return (
    <AreaChartSvg
      dates={data.map((point) => point.date)}
      series={series}
      values={values}
      height={height}
      yTicks={niceTicks(0, stackMax(stackLayers(values)))}
      yAxisWidth={72}
      formatTick={valueFormatter}
      formatDate={formatChartDate}
      formatValue={(value) => (value == null ? '-' : valueFormatter(value))}
      active={active}
      onActiveChange={onActiveChange}
    />
  );
}
