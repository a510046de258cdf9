/** A folder (with `children`) or a file of a coverage tree; `lines` of a folder is the total of its files. */
export interface SunburstNode {
  name: string;
  fullPath: string;
  /** Tracked lines: the size of the arc. */
  lines: number;
  /** Percent covered, 0–100; null without coverage data. */
  coverage: number | null;
  children?: SunburstNode[];
  /**
   * A folder whose contents are not all here yet (a large tree sent a few levels at a time): it can be zoomed
   * into even with no children, and `onZoom` says when to fetch them.
   */
  partial?: boolean;
}

export interface SunburstColorRange {
  /** At or below this percent an arc is fully red. @default 60 */
  lowerRange: number;
  /** At or above this percent an arc is fully green. @default 80 */
  upperRange: number;
}

/** Percent with two decimals, '-' without data. */
export function formatCoverage(coverage: number | null): string {
  return coverage == null ? '-' : `${coverage.toFixed(2)}%`;
}

/**
 * Fill of an arc: red at or below `lowerRange`, through yellow, to green at or above `upperRange`
 * (Mantine colour variables, so both colour schemes apply); grey without data.
 */
export function coverageColor(
  coverage: number | null,
  { lowerRange, upperRange }: SunburstColorRange,
): string {
  if (coverage == null || Number.isNaN(coverage)) return 'var(--mantine-color-gray-5)';
  if (coverage <= lowerRange) return 'var(--mantine-color-red-6)';
  if (coverage >= upperRange) return 'var(--mantine-color-green-6)';
  const middle = (lowerRange + upperRange) / 2;
  if (coverage <= middle) {
    const share = Math.round(((coverage - lowerRange) / (middle - lowerRange)) * 100);
    return `color-mix(in srgb, var(--mantine-color-yellow-6) ${share}%, var(--mantine-color-red-6))`;
  }
  const share = Math.round(((coverage - middle) / (upperRange - middle)) * 100);
  return `color-mix(in srgb, var(--mantine-color-green-6) ${share}%, var(--mantine-color-yellow-6))`;
}
