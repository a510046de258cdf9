import type { CoverageTotals } from './generated/resolvers';
import type { ReportTotalsJson } from '../db/schema';

type Totals = Pick<ReportTotalsJson, 'coverage' | 'files' | 'lines' | 'hits' | 'misses' | 'partials'>;

/** CoverageTotals of a stored report's totals or of computed ones; null when there are none. */
export function coverageTotals(totals: Totals | null | undefined): CoverageTotals | null {
  if (!totals) return null;
  return {
    percentCovered: totals.coverage,
    fileCount: totals.files,
    lineCount: totals.lines,
    hitsCount: totals.hits,
    missesCount: totals.misses,
    partialsCount: totals.partials,
    coverage: totals.coverage,
  };
}
