import { type CoverageTotals, emptyTotals, type ReportComparison } from '@canopy/coverage';
import { percentFormat } from './format';
import { removedCodeRescue } from './removed-code';

const totals = (hits: number, misses: number): CoverageTotals => ({
  ...emptyTotals(),
  lines: hits + misses,
  hits,
  misses,
  coverage: (hits / (hits + misses)) * 100,
});
const result = (over: Partial<ReportComparison> = {}): ReportComparison => ({
  diffAvailable: true,
  baseTotals: totals(8, 2),
  headTotals: totals(6, 2),
  patchTotals: null,
  files: [],
  directChangedFilesCount: 0,
  indirectChangedFilesCount: 0,
  ...over,
});
const fmt = percentFormat({});
const none = { hits: 0, misses: 0, partials: 0 };

describe('removedCodeRescue', () => {
  it('adjust_base drops removed lines from the base and compares again', () => {
    // Base 80%; removing 2 hits leaves 6/8 = 75%, equal to the head.
    expect(removedCodeRescue({}, result(), { hits: 2, misses: 0, partials: 0 }, fmt)).toBe(
      ', passed because coverage increased by +0.00% when compared to adjusted base (75.00%)',
    );
    expect(removedCodeRescue({}, result(), none, fmt)).toBeNull();
    expect(removedCodeRescue({ target: 70 }, result(), { hits: 2, misses: 0, partials: 0 }, fmt)).toBeNull();
  });

  it('fully_covered_patch passes an untouched or fully covered patch without unexpected changes', () => {
    const settings = { removed_code_behavior: 'fully_covered_patch' } as const;
    expect(removedCodeRescue(settings, result(), none, fmt)).toBe(
      ', passed because coverage was not affected by patch',
    );
    expect(removedCodeRescue(settings, result({ patchTotals: totals(3, 0) }), none, fmt)).toBe(
      ', passed because patch was fully covered by tests with no unexpected coverage changes',
    );
    expect(removedCodeRescue(settings, result({ patchTotals: totals(2, 1) }), none, fmt)).toBeNull();
  });

  it('removals_only passes a change that only removed code; off never rescues', () => {
    const removed = { hits: 1, misses: 0, partials: 0 };
    expect(removedCodeRescue({ removed_code_behavior: 'removals_only' }, result(), removed, fmt)).toBe(
      ', passed because this change only removed code',
    );
    expect(removedCodeRescue({ removed_code_behavior: 'removals_only' }, result(), none, fmt)).toBeNull();
    expect(removedCodeRescue({ removed_code_behavior: 'off' }, result(), removed, fmt)).toBeNull();
  });
});
