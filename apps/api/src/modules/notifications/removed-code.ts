import {
  coverageMark,
  type Diff,
  type ReportComparison,
  type ReportView,
  removedLines,
  type StatusSettings,
} from '@canopy/coverage';
import type { PercentFormat } from './format';

/** Hits, misses and partials the base had on the lines the diff removed. */
export function removedCoverage(base: ReportView, diff: Diff | null) {
  const removed = { hits: 0, misses: 0, partials: 0 };
  for (const file of diff?.files.values() ?? []) {
    const path = file.before ?? file.path;
    if (base.includePath && !base.includePath(path)) continue;
    const lines = base.report.files.get(path)?.lines(base.sessions) ?? [];
    for (const line of removedLines(file)) {
      const mark = coverageMark(lines[line]);
      if (mark === 'H') removed.hits += 1;
      else if (mark === 'M') removed.misses += 1;
      else if (mark === 'P') removed.partials += 1;
    }
  }
  return removed;
}

const hasUnexpected = (result: ReportComparison) =>
  result.files.some((file) => file.indirectChanges.length > 0);

/**
 * What `removed_code_behavior` appends to a failing project status it lets pass (Codecov's texts), or null.
 * `adjust_base` (the default) drops the removed lines from the base and compares again.
 */
export function removedCodeRescue(
  settings: StatusSettings,
  result: ReportComparison,
  removed: { hits: number; misses: number; partials: number },
  fmt: PercentFormat,
): string | null {
  const behavior = settings.removed_code_behavior ?? 'adjust_base';
  const head = result.headTotals.coverage;
  if (behavior === 'adjust_base') {
    if (typeof settings.target === 'number' || head === null) return null;
    const base = result.baseTotals;
    const hits = base.hits - removed.hits;
    const lines = hits + base.misses - removed.misses + base.partials - removed.partials;
    if (lines <= 0) return null;
    const adjusted = (hits / lines) * 100;
    if (adjusted > head) return null;
    return `, passed because coverage increased by ${fmt.signed(head - adjusted)}% when compared to adjusted base (${fmt.percent(adjusted)}%)`;
  }
  if (behavior === 'fully_covered_patch') {
    if (hasUnexpected(result)) return null;
    const patch = result.patchTotals;
    if (!patch || patch.lines === 0) return ', passed because coverage was not affected by patch';
    return patch.coverage === 100
      ? ', passed because patch was fully covered by tests with no unexpected coverage changes'
      : null;
  }
  if (behavior === 'removals_only') {
    const added = result.files.some((file) => (file.patchTotals?.lines ?? 0) > 0);
    const someRemoved = removed.hits + removed.misses + removed.partials > 0;
    return !added && !hasUnexpected(result) && someRemoved
      ? ', passed because this change only removed code'
      : null;
  }
  return null;
}
