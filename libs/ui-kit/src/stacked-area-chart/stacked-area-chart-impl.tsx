import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { formatChartDate } from '../coverage-chart/coverage-chart-data';
import type { StackedAreaPoint, StackedAreaSeries } from './stacked-area-chart-data';

export interface StackedAreaChartImplProps {
  data: StackedAreaPoint[];
  series: readonly StackedAreaSeries[];
  height: number;
  valueFormatter: (value: number) => string;
}

/** The recharts part of StackedAreaChart, split out so it loads lazily. */
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
