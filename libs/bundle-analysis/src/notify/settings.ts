import type { BundlesComparison } from '../comparison/bundles';

/** A bundle size threshold: absolute bytes, or a percentage of the base size. */
export interface BundleThreshold {
  type: 'absolute' | 'percentage';
  value: number;
}

/** A size budget: the assets matching a glob (in bundles matching another) may weigh at most maxSize bytes. */
export interface BundleBudget {
  /** Glob over asset names, hashed or normalized (`*.js`, `assets/**`, `main.*.{js,css}`). */
  assets: string;
  /** Glob over bundle names; null for every bundle. */
  bundle: string | null;
  maxSize: number;
  /** Weigh the gzip sizes instead of the sizes on disk. */
  gzip: boolean;
}

/** Everything the bundle notifications read from codecov.yml, with Codecov's defaults filled in. */
export interface BundleAnalysisSettings {
  /** Beyond it the status warns or fails (`bundle_analysis.warning_threshold`, default 5%). */
  warningThreshold: BundleThreshold;
  /** `bundle_analysis.status`: true fails beyond the threshold, informational only warns, false sends none. */
  status: boolean | 'informational';
  /** Whether pull request comments are on at all (`comment` is not false). */
  comment: boolean;
  /** `comment.require_bundle_changes`. */
  requireBundleChanges: boolean | 'bundle_increase';
  /** `comment.bundle_change_threshold`, default 0 bytes. */
  bundleChangeThreshold: BundleThreshold;
  /** `bundle_analysis.budgets`. */
  budgets: BundleBudget[];
}

/** The codecov.yml sections read here, once validated (the CodecovConfig of @canopy/coverage fits this shape). */
export interface BundleYamlSections {
  comment?:
    | false
    | {
        require_bundle_changes?: boolean | 'bundle_increase';
        bundle_change_threshold?: BundleThreshold;
      };
  bundle_analysis?: {
    warning_threshold?: BundleThreshold;
    status?: boolean | 'informational';
    budgets?: readonly { assets: string; max_size: number; gzip?: boolean; bundle?: string }[];
  };
}

export const DEFAULT_WARNING_THRESHOLD: BundleThreshold = { type: 'percentage', value: 5 };

/** The bundle notification settings of a resolved codecov.yml. */
export function bundleAnalysisSettings(config: BundleYamlSections): BundleAnalysisSettings {
  const comment = config.comment;
  const section = config.bundle_analysis ?? {};
  return {
    warningThreshold: { ...(section.warning_threshold ?? DEFAULT_WARNING_THRESHOLD) },
    status: section.status ?? 'informational',
    comment: comment !== false,
    requireBundleChanges: (comment && comment.require_bundle_changes) ?? false,
    bundleChangeThreshold: {
      ...((comment && comment.bundle_change_threshold) || { type: 'absolute', value: 0 }),
    },
    budgets: (section.budgets ?? []).map((budget) => ({
      assets: budget.assets,
      bundle: budget.bundle ?? null,
      maxSize: budget.max_size,
      gzip: budget.gzip === true,
    })),
  };
}

type Totals = Pick<BundlesComparison, 'totalSizeDelta' | 'percentageDelta'>;

/** Whether the total change stays within a threshold (a decrease always does, as in Codecov). */
export function withinThreshold(comparison: Totals, threshold: BundleThreshold): boolean {
  return threshold.type === 'absolute'
    ? comparison.totalSizeDelta <= threshold.value
    : comparison.percentageDelta <= threshold.value;
}

/** Whether the size of the change, either way, stays within a threshold. */
export function changeWithinThreshold(comparison: Totals, threshold: BundleThreshold): boolean {
  return threshold.type === 'absolute'
    ? Math.abs(comparison.totalSizeDelta) <= threshold.value
    : Math.abs(comparison.percentageDelta) <= threshold.value;
}

export type BundleStatusLevel = 'info' | 'warning' | 'error';

/**
 * Within the warning threshold: info; beyond it: an error when the status is on (`true`), else a warning
 * (with the status off, the comment does not speak of a failed check that was never sent).
 */
export function statusLevel(
  comparison: Totals,
  settings: Pick<BundleAnalysisSettings, 'warningThreshold' | 'status'>,
): BundleStatusLevel {
  if (withinThreshold(comparison, settings.warningThreshold)) return 'info';
  return settings.status === true ? 'error' : 'warning';
}
