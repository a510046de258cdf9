import type { Ref } from 'react';
import * as classes from './coverage-bar.module.css';

export type CoverageLevel = 'none' | 'low' | 'medium' | 'high';

export interface CoverageBarProps {
  ref?: Ref<HTMLDivElement>;
  /** Percent covered, 0–100; null or undefined when there is no coverage data. */
  value: number | null | undefined;
  /** Below this percent the bar is red. @default 60 */
  lowerRange?: number;
  /** From this percent the bar is green. @default 80 */
  upperRange?: number;
  /** Show the percentage next to the bar (the bar is then decorative: the text says it). @default true */
  showLabel?: boolean;
  /** Accessible name of the bar when it stands alone (`showLabel` false). @default 'Coverage' */
  label?: string;
  /** Bar height in px. @default 8 */
  height?: number;
}

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

/**
 * Horizontal coverage bar coloured by range, with the percentage (two decimals). Plain elements and one CSS
 * module rather than Mantine's Progress: file lists show thousands of them, and this keeps a row cheap.
 * With the percentage shown, screen readers read only that text (once); alone, the bar is a labelled progressbar.
 */
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
    <div ref={ref} className={classes.root} data-level={level}>
      <div
        className={classes.track}
        style={{ height }}
        {...(showLabel
          ? { 'aria-hidden': true }
          : {
              role: 'progressbar',
              'aria-label': label,
              'aria-valuemin': 0,
              'aria-valuemax': 100,
              'aria-valuenow': value == null ? undefined : clamped,
              'aria-valuetext': value == null ? 'No coverage data' : text,
            })}
      >
        <div className={classes.fill} data-level={level} style={{ width: `${clamped}%` }} />
      </div>
      {showLabel && <span className={classes.label}>{text}</span>}
    </div>
  );
}
