import type { BundlesComparison } from '../comparison/bundles';
import { bytesReadable, pythonFloat } from '../format/numbers';
import type { BudgetResult } from '../insights/budgets';
import {
  type BundleAnalysisSettings,
  type BundleStatusLevel,
  type BundleThreshold,
  statusLevel,
} from './settings';

export interface BundleStatus {
  state: 'success' | 'failure';
  level: BundleStatusLevel;
  /** "Bundle change: 1.2kB (Threshold: 5.0%)", prefixed when it warns or fails. */
  message: string;
}

const PREFIX: Record<BundleStatusLevel, string> = {
  info: '',
  warning: 'Passed with Warnings - ',
  error: 'Failed - ',
};

/** The threshold as the status writes it: "500.0kB", or the percentage as given ("5.0%", "0.5%"). */
export function statusThresholdText(threshold: BundleThreshold): string {
  return threshold.type === 'absolute' ? bytesReadable(threshold.value) : `${pythonFloat(threshold.value)}%`;
}

/**
 * The bundle status of a commit (null when `bundle_analysis.status` is false). Within the warning threshold it
 * passes; beyond it, it passes with a warning when informational and fails when on. A breached size budget
 * fails it whatever the threshold says. The change is given in the unit of the threshold: bytes against an
 * absolute threshold, the percentage of the base otherwise.
 */
export function bundleStatus(
  comparison: Pick<BundlesComparison, 'totalSizeDelta' | 'percentageDelta'>,
  settings: Pick<BundleAnalysisSettings, 'warningThreshold' | 'status'>,
  breaches: readonly BudgetResult[] = [],
): BundleStatus | null {
  if (settings.status === false) return null;
  const exceeded = breaches.filter((breach) => breach.exceeded).length;
  const level = exceeded > 0 ? 'error' : statusLevel(comparison, settings);
  const threshold = settings.warningThreshold;
  const change =
    threshold.type === 'absolute'
      ? bytesReadable(comparison.totalSizeDelta)
      : `${pythonFloat(comparison.percentageDelta)}%`;
  const budgets =
    exceeded === 0 ? '' : `, ${exceeded} size ${exceeded === 1 ? 'budget' : 'budgets'} exceeded`;
  return {
    state: level === 'error' ? 'failure' : 'success',
    level,
    message: `${PREFIX[level]}Bundle change: ${change} (Threshold: ${statusThresholdText(threshold)})${budgets}`,
  };
}
