import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { Box, getThemeColor, Group, Paper, Text, useMantineTheme } from '@mantine/core';
import { areaPath, linePath, type ChartPoint } from './path';
import { linearScale, nearestIndex, pointScale } from './scale';
import { stackLayers } from './stack';
import { categoryTicks } from './ticks';
import { tooltipLeft } from './tooltip-position';
import { useElementWidth } from './use-element-width';

export interface AreaChartSeries {
  /** Key of the series. */
  name: string;
  label: string;
  /** A Mantine colour, e.g. 'blue.6'. */
  color: string;
}

export interface AreaChartSvgProps {
  /** The intervals' dates (ISO), oldest first, evenly spaced on the time axis. */
  dates: readonly string[];
  /** The areas, bottom first; with several they are stacked. */
  series: readonly AreaChartSeries[];
  /** Per series (same order), a value per interval; null where nothing was measured (the area bridges it). */
  values: readonly (readonly (number | null)[])[];
  /** Total height in px, legend and axes included. */
  height: number;
  /** The value axis' ticks, lowest first: its domain runs from the first to the last. */
  yTicks: readonly number[];
  /** Room for the value axis' labels, px. */
  yAxisWidth: number;
  formatTick: (value: number) => string;
  formatDate: (date: string) => string;
  /** The tooltip's values. */
  formatValue: (value: number | null) => string;
  /** The interval the tooltip shows (hover or keyboard), null: none. */
  active: number | null;
  onActiveChange: (index: number | null) => void;
}

const LEGEND_HEIGHT = 30;
const X_AXIS_HEIGHT = 28;
const TOP = 8;
const RIGHT = 20;
const FONT_SIZE = 12;
// Wide enough for 'Sep 30, 2026' at 12 px: the time axis spaces its labels by it.
const DATE_LABEL_WIDTH = 78;
// Up to this many intervals every one gets a dot, as the line is easy to follow point by point.
const DOTS_UP_TO = 60;
const TOOLTIP_OFFSET = 12;
const DIMMED = 'var(--mantine-color-dimmed)';
const GRID = 'var(--mantine-color-default-border)';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * An area chart drawn in SVG: a legend, a value axis with a dashed grid, a time axis with as many date labels as
 * fit, one area per series (stacked when several) with a gradient, dots while the intervals are few, and a
 * tooltip with the values of the hovered (or keyboard-chosen) interval. Its width follows its container.
 */
export function AreaChartSvg({
  dates,
  series,
  values,
  height,
  yTicks,
  yAxisWidth,
  formatTick,
  formatDate,
  formatValue,
  active,
  onActiveChange,
}: AreaChartSvgProps) {
  const theme = useMantineTheme();
  const gradientId = `area-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { ref, width } = useElementWidth<HTMLDivElement>(600);

  const svgHeight = Math.max(height - LEGEND_HEIGHT, 60);
  const left = yAxisWidth;
  const right = Math.max(left + 1, width - RIGHT);
  const top = TOP;
  const bottom = svgHeight - X_AXIS_HEIGHT;
  const count = dates.length;
  const x = pointScale(count, [left, right]);
  const yDomain: [number, number] = [yTicks[0] ?? 0, yTicks[yTicks.length - 1] ?? 1];
  const y = linearScale(yDomain, [bottom, top]);
  const layers = stackLayers(values);
  const colors = series.map((entry) => getThemeColor(entry.color, theme));
  const withDots = count <= DOTS_UP_TO;

  const pick = (target: SVGRectElement, clientX: number | undefined) => {
    const box = target.ownerSVGElement?.getBoundingClientRect();
    if (box && clientX != null) onActiveChange(nearestIndex(count, [left, right], clientX - box.left));
  };
  const onMouseMove = (event: MouseEvent<SVGRectElement>) => pick(event.currentTarget, event.clientX);
  // A finger on the plot shows the values under it, as a hovering pointer does.
  const onTouch = (event: TouchEvent<SVGRectElement>) => pick(event.currentTarget, event.touches[0]?.clientX);

  const activeX = active == null ? null : x(active);
  // The tooltip is measured once shown, then kept inside the chart (a narrow screen has little room beside it).
  const tooltipRef = useRef<HTMLDivElement>(null);
  const [tooltipWidth, setTooltipWidth] = useState(0);
  useLayoutEffect(() => {
    if (active != null) setTooltipWidth(tooltipRef.current?.offsetWidth ?? 0);
  }, [active]);

  return (
    <Box ref={ref} pos="relative" h={height} data-chart="area">
      <Group
        component="ul"
        justify="flex-end"
        gap="md"
        h={LEGEND_HEIGHT}
        m={0}
        py={0}
        pl={0}
        pr="xs"
        aria-hidden
      >
        {series.map((entry, index) => (
          <Group component="li" key={entry.name} gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
            <Box w={12} h={12} style={{ borderRadius: 12, background: colors[index] }} />
            <Text size="sm">{entry.label}</Text>
          </Group>
        ))}
      </Group>
      <svg width={width} height={svgHeight} viewBox={`0 0 ${width} ${svgHeight}`} aria-hidden="true">
        <defs>
          {series.map((entry, index) => (
            <linearGradient key={entry.name} id={`${gradientId}-${index}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={colors[index]} stopOpacity={0.2} />
              <stop offset="100%" stopColor={colors[index]} stopOpacity={0.01} />
            </linearGradient>
          ))}
        </defs>
        <g data-axis="y" fontSize={FONT_SIZE} fill={DIMMED}>
          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} stroke={GRID} strokeDasharray="5 5" />
              <text x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {formatTick(tick)}
              </text>
            </g>
          ))}
        </g>
        <g data-axis="x" fontSize={FONT_SIZE} fill={DIMMED}>
          {categoryTicks(count, right - left, DATE_LABEL_WIDTH).map((index) => (
            <text
              key={index}
              // A label near an edge slides inwards rather than being cut off.
              x={clamp(x(index), DATE_LABEL_WIDTH / 2, width - DATE_LABEL_WIDTH / 2)}
              y={bottom + 18}
              textAnchor="middle"
            >
              {formatDate(dates[index] ?? '')}
            </text>
          ))}
        </g>
        {layers.map((layer, index) => {
          const topLine: ChartPoint[] = layer.map((point) => ({ x: x(point.index), y: y(point.high) }));
          const bottomLine: ChartPoint[] = layer.map((point) => ({ x: x(point.index), y: y(point.low) }));
          const color = colors[index];
          return (
            <g key={series[index]?.name ?? index} data-series={series[index]?.name}>
              <path d={areaPath(topLine, bottomLine)} fill={`url(#${gradientId}-${index})`} stroke="none" />
              <path d={linePath(topLine)} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
              {withDots &&
                topLine.map((point, dot) => (
                  <circle
                    key={dot}
                    cx={point.x}
                    cy={point.y}
                    r={3}
                    fill={color}
                    stroke={color}
                    strokeWidth={1}
                  />
                ))}
            </g>
          );
        })}
        {activeX != null && (
          <g data-cursor>
            <line x1={activeX} x2={activeX} y1={top} y2={bottom} stroke={DIMMED} strokeDasharray="5 5" />
            {layers.map((layer, index) => {
              const point = layer.find((entry) => entry.index === active);
              if (!point) return null;
              return (
                <circle
                  key={index}
                  cx={activeX}
                  cy={y(point.high)}
                  r={4}
                  fill={colors[index]}
                  stroke="var(--mantine-color-body)"
                  strokeWidth={2}
                />
              );
            })}
          </g>
        )}
        <rect
          x={left}
          y={top}
          width={right - left}
          height={Math.max(0, bottom - top)}
          fill="transparent"
          onMouseMove={onMouseMove}
          onMouseLeave={() => onActiveChange(null)}
          onTouchStart={onTouch}
          onTouchMove={onTouch}
        />
      </svg>
      {active != null && activeX != null && (
        <Paper
          ref={tooltipRef}
          data-chart-tooltip
          aria-hidden
          withBorder
          shadow="md"
          radius="md"
          px="md"
          py="sm"
          pos="absolute"
          top={LEGEND_HEIGHT + TOP}
          left={tooltipLeft(activeX, tooltipWidth, width, TOOLTIP_OFFSET)}
          style={{ pointerEvents: 'none', zIndex: 1, whiteSpace: 'nowrap' }}
        >
          <Text size="sm" fw={500} mb={4}>
            {formatDate(dates[active] ?? '')}
          </Text>
          {series.map((entry, index) => (
            <Group key={entry.name} justify="space-between" gap="lg" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <Box w={10} h={10} style={{ borderRadius: 10, background: colors[index] }} />
                <Text size="sm" c="dimmed">
                  {entry.label}
                </Text>
              </Group>
              <Text size="sm">{formatValue(values[index]?.[active] ?? null)}</Text>
            </Group>
          ))}
        </Paper>
      )}
    </Box>
  );
}
