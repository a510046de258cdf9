import type { CSSProperties } from 'react';
import { IconAlertTriangle, IconCheck, IconExclamationMark } from '@tabler/icons-react';
import * as classes from './coverage-marks.module.css';

/** H covered, M missed, P partially covered: the marks of a line in a coverage report. */
export type CoverageMark = 'H' | 'M' | 'P';

interface MarkStyle {
  /** Words for screen readers and tooltips; colour is never the only signal. */
  label: string;
  color: 'green' | 'red' | 'yellow';
  /** Border drawn beside the line number: solid for covered and missed, dotted for partial. */
  borderStyle: 'solid' | 'dotted';
}

export const coverageMarks: Record<CoverageMark, MarkStyle> = {
  H: { label: 'covered', color: 'green', borderStyle: 'solid' },
  M: { label: 'missed', color: 'red', borderStyle: 'solid' },
  P: { label: 'partially covered', color: 'yellow', borderStyle: 'dotted' },
};

/** The faint full-width tint behind a line (Mantine's light variants follow the colour scheme). */
export function markBackground(mark: CoverageMark | null | undefined): string | undefined {
  return mark ? `var(--mantine-color-${coverageMarks[mark].color}-light)` : undefined;
}

/** The border beside the line number. */
export function markBorder(mark: CoverageMark | null | undefined): CSSProperties {
  if (!mark) return { borderRight: '3px solid transparent' };
  const { color, borderStyle } = coverageMarks[mark];
  return { borderRight: `3px ${borderStyle} var(--mantine-color-${color}-filled)` };
}

export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The symbol of a mark (check, triangle, exclamation), hidden from screen readers, with its words beside it. */
export function CoverageMarkIcon({
  mark,
  size = 14,
}: {
  mark: CoverageMark | null | undefined;
  size?: number;
}) {
  if (!mark) return null;
  const Icon = mark === 'H' ? IconCheck : mark === 'M' ? IconAlertTriangle : IconExclamationMark;
  return (
    <span data-mark={mark} className={classes.icon}>
      <Icon size={size} aria-hidden stroke={2.2} />
      <span className={classes.hidden}>{coverageMarks[mark].label}</span>
    </span>
  );
}
