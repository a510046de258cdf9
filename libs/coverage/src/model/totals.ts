import type { RoundingMode } from '../yaml/types';

/**
 * Totals of a file or a report. `lines` = hits + misses + partials (skipped lines excluded);
 * `branches` and `methods` count lines of those types. `coverage` is the precise percentage,
 * hits ÷ lines × 100 (partials count as not covered), or null when there are no lines.
 */
export interface CoverageTotals {
  files: number;
  lines: number;
  hits: number;
  misses: number;
  partials: number;
  coverage: number | null;
  branches: number;
  methods: number;
  sessions: number;
  complexity: number;
  complexityTotal: number;
}

export function emptyTotals(): CoverageTotals {
  return {
    files: 0,
    lines: 0,
    hits: 0,
    misses: 0,
    partials: 0,
    coverage: null,
    branches: 0,
    methods: 0,
    sessions: 0,
    complexity: 0,
    complexityTotal: 0,
  };
}

/** Adds one file's totals to a sum over files; finishTotals then derives lines and coverage. */
export function addFileTotals(sum: CoverageTotals, file: CoverageTotals): void {
  if (file.lines === 0 && file.files === 0) return;
  sum.files += 1;
  sum.hits += file.hits;
  sum.misses += file.misses;
  sum.partials += file.partials;
  sum.branches += file.branches;
  sum.methods += file.methods;
  sum.complexity += file.complexity;
  sum.complexityTotal += file.complexityTotal;
}

export function finishTotals(totals: CoverageTotals): CoverageTotals {
  totals.lines = totals.hits + totals.misses + totals.partials;
  totals.coverage = coveragePercent(totals.hits, totals.lines);
  return totals;
}

export function coveragePercent(hits: number, lines: number): number | null {
  if (lines <= 0) return null;
  return (hits / lines) * 100;
}

/**
 * Rounds a percentage for display only (`coverage.precision`, `coverage.round`); stored values stay precise.
 * `nearest` rounds half to even, as decimal quantisation does.
 */
export function roundCoverage(value: number, precision = 2, mode: RoundingMode = 'down'): number {
  const factor = 10 ** precision;
  // Scale through a string so 57.3 * 100 does not become 5729.999…
  const scaled = Number(`${value}e${precision}`);
  let rounded: number;
  if (mode === 'down') rounded = Math.floor(scaled + 1e-9);
  else if (mode === 'up') rounded = Math.ceil(scaled - 1e-9);
  else {
    const floor = Math.floor(scaled);
    const diff = scaled - floor;
    if (Math.abs(diff - 0.5) < 1e-9) rounded = floor % 2 === 0 ? floor : floor + 1;
    else rounded = Math.round(scaled);
  }
  return rounded / factor;
}
