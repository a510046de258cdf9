import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatChartDate, formatChartPercent, type CoverageChartPoint } from './coverage-chart-data';
import type { StackedAreaPoint, StackedAreaSeries } from '../stacked-area-chart/stacked-area-chart-data';

// The recharts parts of the area charts share this module: one lazy chunk, and the chart styles load once.

export interface CoverageChartImplProps {
  data: CoverageChartPoint[];
  height: number;
}

const series = [{ name: 'coverage', label: 'Coverage', color: 'blue.6' }];

/** The recharts part of CoverageChart, split out so it loads lazily. */
export function CoverageChartImpl({ data, height }: CoverageChartImplProps) {
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="date"
      series={series}
      curveType="linear"
      withLegend
      connectNulls
      withGradient
      withDots={data.length <= 60}
      // Mantine names the grid by the axis its lines cross: 'x' draws horizontal lines.
      gridAxis="x"
      yAxisProps={{
        domain: [0, 100],
        ticks: [0, 25, 50, 75, 100],
        tickFormatter: (value: number) => `${value}%`,
      }}
      xAxisProps={{ tickFormatter: (value: string) => formatChartDate(value), minTickGap: 32 }}
      valueFormatter={(value) => formatChartPercent(value)}
      tooltipProps={{ labelFormatter: (value) => formatChartDate(String(value)) }}
      tooltipAnimationDuration={150}
    />
  );
}

export interface StackedAreaChartImplProps {
  data: StackedAreaPoint[];
  series: readonly StackedAreaSeries[];
  height: number;
  valueFormatter: (value: number) => string;
}

/** The recharts part of StackedAreaChart. */
export function StackedAreaChartImpl({ data, series, height, valueFormatter }: StackedAreaChartImplProps) {
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="date"
      type="stacked"
      series={series.map((entry) => ({ ...entry }))}
      curveType="linear"
      withLegend
      connectNulls
      withDots={data.length <= 60}
      gridAxis="x"
      yAxisProps={{ tickFormatter: (value: number) => valueFormatter(value), width: 72 }}
      xAxisProps={{ tickFormatter: (value: string) => formatChartDate(value), minTickGap: 32 }}
      valueFormatter={(value) => valueFormatter(value)}
      tooltipProps={{ labelFormatter: (value) => formatChartDate(String(value)) }}
      tooltipAnimationDuration={150}
    />
  );
}
