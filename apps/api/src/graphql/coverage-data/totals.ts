import type { CoverageTotals } from '@canopy/graphql-schema';
import type { ReportTotalsJson } from '../../db/schema';

/** CoverageTotals of a stored report's totals; null when there is no report yet. */
export function coverageTotals(totals: ReportTotalsJson | null): CoverageTotals | null {
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
