import type { BundleStatsAsset } from '../stats/bundle-stats';
import type { BundleBudget } from '../notify/settings';
import { globToRegExp } from './glob';

export interface BudgetResult {
  bundle: string;
  /** The budget's asset glob. */
  assets: string;
  /** Hashed names of the assets the glob matched. */
  matched: string[];
  /** Their total, gzip or on disk as the budget says. */
  size: number;
  maxSize: number;
  gzip: boolean;
  exceeded: boolean;
}

/**
 * Weighs a bundle's assets against the budgets that apply to it (by bundle glob): each budget bounds the total
 * of the assets whose hashed or normalized name matches its glob, as size-limit bounds the files of a check.
 */
export function checkBudgets(
  bundleName: string,
  assets: readonly BundleStatsAsset[],
  budgets: readonly BundleBudget[],
): BudgetResult[] {
  return budgets
    .filter((budget) => budget.bundle === null || globToRegExp(budget.bundle).test(bundleName))
    .map((budget) => {
      const pattern = globToRegExp(budget.assets);
      const matched = assets.filter((asset) => pattern.test(asset.name) || pattern.test(asset.normalized));
      const size = matched.reduce(
        (sum, asset) => sum + (budget.gzip ? (asset.gzipSize ?? asset.size) : asset.size),
        0,
      );
      return {
        bundle: bundleName,
        assets: budget.assets,
        matched: matched.map((asset) => asset.name),
        size,
        maxSize: budget.maxSize,
        gzip: budget.gzip,
        exceeded: size > budget.maxSize,
      };
    });
}

/** Only the budgets a bundle exceeds. */
export function budgetBreaches(
  bundleName: string,
  assets: readonly BundleStatsAsset[],
  budgets: readonly BundleBudget[],
): BudgetResult[] {
  return checkBudgets(bundleName, assets, budgets).filter((result) => result.exceeded);
}
