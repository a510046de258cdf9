import type { CoverageSource } from '../common/coverage-source';

export interface CoverageFilterSelectsProps {
  /** Whose flags and components are offered. */
  source: CoverageSource;
}

/** Flag and component multi-selects bound to `useCoverageFilters` (the URL). */
export function CoverageFilterSelects(_props: CoverageFilterSelectsProps) {
  return null;
}
