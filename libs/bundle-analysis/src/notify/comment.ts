import type { AssetChange } from '../comparison/assets';
import { contributingModules } from '../comparison/assets';
import type { BundleChange, BundlesComparison } from '../comparison/bundles';
import { bytesReadable, pythonFloat, round2 } from '../format/numbers';
import type { BudgetResult } from '../insights/budgets';
import type { DuplicatePackage } from '../insights/packages';
import {
  type BundleAnalysisSettings,
  type BundleStatusLevel,
  type BundleThreshold,
  changeWithinThreshold,
  statusLevel,
} from './settings';

const CONFIGURED = '[configured](https://docs.codecov.com/docs/javascript-bundle-analysis#main-features)';

/**
 * Whether a pull request gets a bundle comment: never with `comment: false`; always once one was posted (it
 * is kept up to date); with `require_bundle_changes: true` only when the total change, either way, is beyond
 * `bundle_change_threshold`; with `bundle_increase` only when it grows beyond it.
 */
export function shouldCommentOnBundles(
  comparison: Pick<BundlesComparison, 'totalSizeDelta' | 'percentageDelta'>,
  settings: Pick<BundleAnalysisSettings, 'comment' | 'requireBundleChanges' | 'bundleChangeThreshold'>,
  options: { hasExistingComment?: boolean } = {},
): boolean {
  if (!settings.comment) return false;
  if (options.hasExistingComment) return true;
  const beyond = !changeWithinThreshold(comparison, settings.bundleChangeThreshold);
  if (settings.requireBundleChanges === 'bundle_increase') return comparison.totalSizeDelta > 0 && beyond;
  return settings.requireBundleChanges ? beyond : true;
}

/** Python's round() to a whole number: halves go to the even neighbour. */
function roundHalfEven(value: number): number {
  const down = Math.floor(value);
  const rest = value - down;
  if (rest !== 0.5) return Math.round(value);
  return down % 2 === 0 ? down : down + 1;
}

/** The threshold as the comment writes it: "10.0kB", or a whole percentage ("5%"). */
export function commentThresholdText(threshold: BundleThreshold): string {
  return threshold.type === 'absolute'
    ? bytesReadable(threshold.value)
    : `${roundHalfEven(threshold.value)}%`;
}

// Codecov keeps 100 as a whole number for an added bundle and a float everywhere else.
const bundlePercent = (change: BundleChange) =>
  change.changeType === 'added' ? `${change.percentageDelta}%` : `${pythonFloat(change.percentageDelta)}%`;

function summary(delta: number, percent: number, level: BundleStatusLevel, threshold: string): string {
  if (delta === 0) return 'Bundle size has no change :white_check_mark:';
  const grows = delta > 0;
  const start = `${level === 'error' ? ':x: Check failed: c' : 'C'}hanges will ${grows ? 'increase' : 'decrease'}`;
  const figures = `total bundle size by ${bytesReadable(delta, false)} (${pythonFloat(round2(percent))}%)`;
  const arrow = grows ? ':arrow_up:' : ':arrow_down:';
  const verdict =
    level === 'warning'
      ? `:warning:, exceeding the ${CONFIGURED} threshold of ${threshold}.`
      : level === 'error'
        ? `, **exceeding** the ${CONFIGURED} threshold of ${threshold}.`
        : `. This is within the ${CONFIGURED} threshold :white_check_mark:`;
  return `${start} ${figures} ${arrow}${verdict}`;
}

function bundleTable(
  comparison: BundlesComparison,
  level: BundleStatusLevel,
  threshold: BundleThreshold,
): string[] {
  const rows = comparison.bundles
    .filter((change) => change.sizeDelta !== 0)
    .map((change) => {
      const size = change.changeType === 'removed' ? '(removed)' : bytesReadable(change.headSize);
      const icon = change.sizeDelta > 0 ? ':arrow_up:' : ':arrow_down:';
      const outside =
        threshold.type === 'absolute'
          ? change.sizeDelta > threshold.value
          : change.percentageDelta > threshold.value;
      const mark = !outside ? '' : level === 'warning' ? ':warning:' : level === 'error' ? ':x:' : '';
      const name = `${change.name}${change.isCached ? '*' : ''}`;
      return `| ${name} | ${size} | ${bytesReadable(change.sizeDelta)} (${bundlePercent(change)}) ${icon}${mark} |`;
    });
  if (rows.length === 0) return [];
  const table = ['| Bundle name | Size | Change |', '| ----------- | ---- | ------ |', ...rows];
  const lines =
    level === 'info'
      ? ['<details><summary>Detailed changes</summary>', '', ...table, '', '</details>']
      : table;
  if (comparison.bundles.some((change) => change.isCached && change.sizeDelta !== 0))
    lines.push('', 'ℹ️ *Bundle size includes cached data from a previous commit');
  return lines;
}

function budgetTable(results: readonly BudgetResult[]): string[] {
  const exceeded = results.filter((result) => result.exceeded);
  if (exceeded.length === 0) return [];
  return [
    ':x: **Size budgets exceeded:**',
    '| Bundle | Assets | Size | Budget |',
    '| ------ | ------ | ---- | ------ |',
    ...exceeded.map(
      (result) =>
        `| ${result.bundle} | \`${result.assets}\`${result.gzip ? ' (gzip)' : ''} | ${bytesReadable(result.size)} | ${bytesReadable(result.maxSize)} |`,
    ),
  ];
}

function assetRows(
  changes: readonly AssetChange[],
  threshold: BundleThreshold,
  changedFiles: readonly string[] | null,
) {
  const shown = changes.filter((change) => change.sizeDelta !== 0);
  const rows = shown.map((change) => {
    const code = `\`\`\`${change.name}\`\`\``;
    const name =
      change.changeType === 'added'
        ? `**${code}** _(New)_`
        : change.changeType === 'removed'
          ? `~~**${code}**~~ _(Deleted)_`
          : code;
    const icon =
      change.changeType === 'added'
        ? ':rocket:'
        : change.changeType === 'removed'
          ? ':wastebasket:'
          : threshold.type === 'percentage' && change.percentageDelta > threshold.value
            ? ':warning:'
            : '';
    return `| ${name} | ${bytesReadable(change.sizeDelta)} | ${bytesReadable(change.headSize)} | ${pythonFloat(change.percentageDelta)}% ${icon} |`;
  });
  const files = shown.flatMap((change) => {
    const modules = contributingModules(change.headModules, changedFiles);
    if (modules.length === 0) return [];
    return [
      '',
      `**Files in** **\`\`\`${change.name}\`\`\`**:`,
      '',
      ...modules.map(
        (module) => `- \`\`\`${module.name}\`\`\` → Total Size: **${bytesReadable(module.size)}**`,
      ),
    ];
  });
  return { rows, files };
}

function affectedAssets(
  assetChanges: ReadonlyMap<string, readonly AssetChange[]>,
  threshold: BundleThreshold,
  changedFiles: readonly string[] | null,
): string[] {
  const sections = [...assetChanges].flatMap(([bundle, changes]) => {
    const { rows, files } = assetRows(changes, threshold, changedFiles);
    if (rows.length === 0) return [];
    return [
      '',
      '<details>',
      `<summary>view changes for bundle: ${bundle}</summary>`,
      '',
      '#### **Assets Changed:**',
      '| Asset Name | Size Change | Total Size | Change (%) |',
      '| ---------- | ----------- | ---------- | ---------- |',
      ...rows,
      ...files,
      '',
      '</details>',
    ];
  });
  return sections.length === 0 ? [] : ['### Affected Assets, Files, and Routes:', ...sections];
}

/** How many duplicated packages the comment names before it counts the rest. */
const NAMED_DUPLICATES = 3;

/**
 * One line on the packages the head's bundles hold more than once, the most wasteful first: "⚠️ 2 packages are
 * bundled more than once: lodash (2 copies), react (3 copies)". A package duplicated in several bundles is named
 * once, with its most copies. Empty when there are none.
 */
export function duplicatePackagesLine(packages: readonly DuplicatePackage[]): string[] {
  const copies = new Map<string, { copies: number; waste: number }>();
  for (const found of packages) {
    const seen = copies.get(found.name);
    copies.set(found.name, {
      copies: Math.max(seen?.copies ?? 0, found.copies.length),
      waste: (seen?.waste ?? 0) + found.extraBytes,
    });
  }
  if (copies.size === 0) return [];
  const ordered = [...copies].sort(([a, x], [b, y]) => y.waste - x.waste || a.localeCompare(b));
  const named = ordered
    .slice(0, NAMED_DUPLICATES)
    .map(([name, found]) => `${name} (${found.copies} copies)`)
    .join(', ');
  const more = ordered.length > NAMED_DUPLICATES ? ` and ${ordered.length - NAMED_DUPLICATES} more` : '';
  const count = ordered.length === 1 ? '1 package is' : `${ordered.length} packages are`;
  return [`⚠️ ${count} bundled more than once: ${named}${more}`];
}

export interface BundleCommentOptions {
  /** Where the "Bundle" heading links (the pull request's bundle view). */
  pullUrl: string;
  /** Asset changes of the bundles both sides have, by bundle name, for the per-bundle details. */
  assetChanges?: ReadonlyMap<string, readonly AssetChange[]>;
  /** Files the pull request changed; modules of changed assets are listed when they belong to one. */
  changedFiles?: readonly string[] | null;
  /** Budget results of the head bundles; the exceeded ones are listed. */
  budgets?: readonly BudgetResult[];
  /** The duplicated packages of the head's bundles; a line names the first few. */
  duplicatePackages?: readonly DuplicatePackage[];
}

/**
 * The bundle section of a pull request comment, line by line, in Codecov's words: the summary against the
 * warning threshold, the table of bundles that changed (folded when within the threshold) with the cached-data
 * note, the packages bundled more than once, exceeded size budgets, and the assets that changed per bundle.
 */
export function bundleCommentSection(
  comparison: BundlesComparison,
  settings: Pick<BundleAnalysisSettings, 'warningThreshold' | 'status'>,
  options: BundleCommentOptions,
): string[] {
  const threshold = settings.warningThreshold;
  // The summary speaks of the threshold only; exceeded budgets have their own table.
  const level = statusLevel(comparison, settings);
  const blocks = [
    [summary(comparison.totalSizeDelta, comparison.percentageDelta, level, commentThresholdText(threshold))],
    bundleTable(comparison, level, threshold),
    duplicatePackagesLine(options.duplicatePackages ?? []),
    budgetTable(options.budgets ?? []),
    affectedAssets(options.assetChanges ?? new Map(), threshold, options.changedFiles ?? null),
  ].filter((block) => block.length > 0);
  return [`## [Bundle](${options.pullUrl}) Report`, ...blocks.flatMap((block) => ['', ...block])];
}
