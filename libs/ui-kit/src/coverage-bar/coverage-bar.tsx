import type { Ref } from 'react';
import { Group, Progress, Text } from '@mantine/core';

export type CoverageLevel = 'none' | 'low' | 'medium' | 'high';

export interface CoverageBarProps {
  ref?: Ref<HTMLDivElement>;
  /** Percent covered, 0–100; null or undefined when there is no coverage data. */
  value: number | null | undefined;
  /** Below this percent the bar is red. @default 60 */
  lowerRange?: number;
  /** From this percent the bar is green. @default 80 */
  upperRange?: number;
  /** Show the percentage next to the bar. @default true */
  showLabel?: boolean;
  /** Accessible name of the bar. @default 'Coverage' */
  label?: string;
  /** Bar height in px. @default 8 */
  height?: number;
}

const colors: Record<CoverageLevel, string> = { none: 'gray', low: 'red', medium: 'yellow', high: 'green' };

export function coverageLevel(
  value: number | null | undefined,
  lowerRange = 60,
  upperRange = 80,
): CoverageLevel {
  if (value == null || Number.isNaN(value)) return 'none';
  if (value < lowerRange) return 'low';
  if (value < upperRange) return 'medium';
  return 'high';
}

/** Horizontal coverage bar coloured by range, with the percentage (two decimals). */
export function CoverageBar({
  ref,
  value,
  lowerRange = 60,
  upperRange = 80,
  showLabel = true,
  label = 'Coverage',
  height = 8,
}: CoverageBarProps) {
  const level = coverageLevel(value, lowerRange, upperRange);
  const clamped = value == null ? 0 : Math.max(0, Math.min(100, value));
  const text = value == null ? '-' : `${value.toFixed(2)}%`;
  return (
    <Group ref={ref} gap="sm" wrap="nowrap" data-level={level} miw={120}>
      <Progress.Root size={height} flex={1}>
        <Progress.Section
          value={clamped}
          color={colors[level]}
          aria-label={label}
          aria-valuetext={value == null ? 'No coverage data' : text}
        />
      </Progress.Root>
      {showLabel && (
        <Text size="sm" fw={600} ff="monospace" miw={64} ta="right">
          {text}
        </Text>
      )}
    </Group>
  );
}
