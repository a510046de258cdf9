import type { Ref } from 'react';
import { Text, type MantineSize } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';

export type CoverageChangeDirection = 'up' | 'down' | 'none' | 'unknown';

export interface CoverageChangeProps {
  ref?: Ref<HTMLSpanElement>;
  /** Change in percentage points; null or undefined when it cannot be computed. */
  value: number | null | undefined;
  /** Text size. @default 'sm' */
  size?: MantineSize;
}

/** Direction of a change once rounded to the two decimals we show, so "+0.00%" never appears. */
export function coverageChangeDirection(value: number | null | undefined): CoverageChangeDirection {
  if (value == null || Number.isNaN(value)) return 'unknown';
  const rounded = Math.round(value * 100) / 100;
  if (rounded > 0) return 'up';
  if (rounded < 0) return 'down';
  return 'none';
}

/** '+1.25%', '-0.50%', '0.00%' or '-' when there is no value. */
export function formatCoverageChange(value: number | null | undefined): string {
  const direction = coverageChangeDirection(value);
  if (direction === 'unknown' || value == null) return '-';
  if (direction === 'none') return '0.00%';
  return `${direction === 'up' ? '+' : '-'}${Math.abs(value).toFixed(2)}%`;
}

const colors: Record<CoverageChangeDirection, string | undefined> = {
  up: 'var(--mantine-color-green-text)',
  down: 'var(--mantine-color-red-text)',
  none: undefined,
  unknown: undefined,
};

const iconSize: Record<string, number> = { xs: 12, sm: 14, md: 16, lg: 18, xl: 20 };

/** A signed coverage change: green with an up arrow when it rises, red with a down arrow when it falls. */
export function CoverageChange({ ref, value, size = 'sm' }: CoverageChangeProps) {
  const direction = coverageChangeDirection(value);
  const text = formatCoverageChange(value);
  const Icon = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : null;
  return (
    <span
      ref={ref}
      data-direction={direction}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 2,
        whiteSpace: 'nowrap',
        color: colors[direction],
      }}
    >
      {Icon && <Icon size={iconSize[size] ?? 14} aria-hidden stroke={2} />}
      <Text component="span" size={size} fw={600} ff="monospace" c="inherit">
        {text}
      </Text>
    </span>
  );
}
