import type { Ref } from 'react';
import { Text } from '@mantine/core';

export interface SparklineProps {
  ref?: Ref<HTMLSpanElement>;
  /** Values oldest first; null where nothing was measured (the line bridges the gap). */
  values: readonly (number | null | undefined)[];
  /** What the line shows, e.g. 'Coverage trend of flag unit'; the accessible name starts with it. */
  label: string;
  /** Width in px. @default 120 */
  width?: number;
  /** Height in px. @default 24 */
  height?: number;
  /** How the accessible name writes a value. @default a percentage with two decimals */
  formatValue?: (value: number) => string;
}

const PADDING = 2;

/** SVG `points` for the measured values, scaled to the box (the y axis follows the data's own range). */
export function sparklinePoints(
  values: readonly (number | null | undefined)[],
  width: number,
  height: number,
): string {
  const measured = values
    .map((value, index) => ({ value, index }))
    .filter(
      (point): point is { value: number; index: number } => point.value != null && !Number.isNaN(point.value),
    );
  if (measured.length === 0) return '';
  const min = Math.min(...measured.map((point) => point.value));
  const max = Math.max(...measured.map((point) => point.value));
  const span = max - min;
  const stepX = values.length > 1 ? (width - PADDING * 2) / (values.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return measured
    .map(({ value, index }) => {
      const x = values.length > 1 ? PADDING + index * stepX : width / 2;
      // A flat series sits in the middle rather than on an edge.
      const y = span === 0 ? height / 2 : PADDING + (1 - (value - min) / span) * (height - PADDING * 2);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const percent = (value: number) => `${value.toFixed(2)}%`;

function describe(
  label: string,
  values: readonly (number | null | undefined)[],
  formatValue: (value: number) => string,
): string {
  const measured = values.filter((value): value is number => value != null && !Number.isNaN(value));
  const first = measured[0] ?? 0;
  const last = measured[measured.length - 1] ?? 0;
  if (measured.length === 1) return `${label}: ${formatValue(first)}`;
  return `${label}: from ${formatValue(first)} to ${formatValue(last)}`;
}

/** A tiny trend line (pure SVG); 'No Data' when there is nothing measured. */
export function Sparkline({
  ref,
  values,
  label,
  width = 120,
  height = 24,
  formatValue = percent,
}: SparklineProps) {
  const points = sparklinePoints(values, width, height);
  if (!points) {
    return (
      <Text ref={ref} component="span" size="sm" c="dimmed" data-state="empty">
        No Data
      </Text>
    );
  }
  const single = !points.includes(' ');
  const [cx, cy] = (points.split(' ')[0] ?? '').split(',');
  return (
    <span ref={ref} data-state="ready" style={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      <svg
        role="img"
        aria-label={describe(label, values, formatValue)}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ overflow: 'visible' }}
      >
        {single ? (
          <circle cx={cx} cy={cy} r={2} fill="var(--mantine-color-blue-filled)" />
        ) : (
          <polyline
            points={points}
            fill="none"
            stroke="var(--mantine-color-blue-filled)"
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
      </svg>
    </span>
  );
}
