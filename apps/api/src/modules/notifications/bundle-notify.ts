import {
  type BudgetResult,
  type BundleAnalysisSettings,
  bundleAnalysisSettings,
  bundleCommentSection,
  bundleStatus,
  bytesReadable,
  checkBudgets,
  shouldCommentOnBundles,
} from '@canopy/bundle-analysis';
import type { BundleNotice } from './bundle-notice';
import type { CommitScene } from './commit-side';
import type { PageLinks } from './links';
import { type PostContext, send } from './post-statuses';
import { messageOf, retryable } from './retryable';

/** The bundle status's context, as Codecov names it. */
export const BUNDLES_CONTEXT = 'codecov/bundles';

/** Commit status descriptions longer than this are refused by GitHub. */
const DESCRIPTION_LIMIT = 140;

type Compared = Extract<BundleNotice, { kind: 'compared' }>;

/** Every budget of codecov.yml weighed against the head bundle it applies to. */
function budgetResults(notice: BundleNotice, settings: BundleAnalysisSettings): BudgetResult[] {
  return notice.headBundles.flatMap((bundle) => checkBudgets(bundle.name, bundle.assets, settings.budgets));
}

/** The lib's status message, with the exceeded budgets named after it (bundle, glob, size over budget). */
export function bundleStatusDescription(message: string, budgets: readonly BudgetResult[]): string {
  const exceeded = budgets.filter((budget) => budget.exceeded);
  if (exceeded.length === 0) return message;
  const named = exceeded
    .map(
      (budget) =>
        `${budget.bundle} ${budget.assets}${budget.gzip ? ' (gzip)' : ''} ${bytesReadable(budget.size)} > ${bytesReadable(budget.maxSize)}`,
    )
    .join('; ');
  const text = `${message}: ${named}`;
  return text.length <= DESCRIPTION_LIMIT ? text : `${text.slice(0, DESCRIPTION_LIMIT - 1)}…`;
}

/**
 * The bundle status (`codecov/bundles`): the head's bundle change against `bundle_analysis.warning_threshold`,
 * failed by any exceeded size budget; a GitHub check run where coverage's statuses are check runs. None with
 * `bundle_analysis.status: false` or without a base to compare to (as Codecov). Returns the failures to retry.
 */
export async function postBundleStatus(context: PostContext, scene: CommitScene): Promise<string[]> {
  const notice = scene.bundles;
  if (!notice) return [];
  const url = scene.pull
    ? context.links.pull(scene.pull.pullid)
    : context.links.commit(scene.commit.commitid);
  const settings = bundleAnalysisSettings(scene.config);
  const base = { name: BUNDLES_CONTEXT, url, target: null } as const;
  const skip = (reason: string) =>
    context.record({ ...base, outcome: 'skipped', state: null, description: null, error: reason });
  if (settings.status === false) return skip('bundle_analysis.status is false').then(() => []);
  if (notice.kind !== 'compared') return skip(notice.reason).then(() => []);
  const budgets = budgetResults(notice, settings);
  const status = bundleStatus(notice.comparison, settings, budgets);
  if (!status) return [];
  const shown = {
    ...base,
    state: status.state,
    description: bundleStatusDescription(status.message, budgets),
  };
  const before = await context.previous(BUNDLES_CONTEXT);
  // Already on the host as it is now (a retry after another post failed): not posted twice.
  if (
    before?.outcome === 'posted' &&
    before.state === shown.state &&
    before.description === shown.description
  )
    return [];
  try {
    const kind = await send(
      context,
      scene,
      { context: BUNDLES_CONTEXT, state: shown.state, description: shown.description, targetUrl: url },
      { annotations: () => [], before },
    );
    await context.record({ ...shown, kind, outcome: 'posted', error: null });
    return [];
  } catch (error) {
    const message = messageOf(error);
    await context.record({ ...shown, kind: null, outcome: 'failed', error: message });
    return retryable(error) ? [`${BUNDLES_CONTEXT}: ${message}`] : [];
  }
}

/** The bundle section of the comment, or why the comment has none. */
export type BundleSection = { lines: string[] } | { lines: null; reason: string };

/** Files the pull changed, from the coverage comparison's diff when there is one (modules of changed assets). */
async function changedFiles(scene: CommitScene): Promise<string[]> {
  const comparison = scene.side.comparison;
  if (!comparison) return [];
  const load = await comparison.diff().catch(() => null);
  return load?.diff ? [...load.diff.files.keys()] : [];
}

/**
 * The bundle section of the pull request comment, as `comment.require_bundle_changes` and
 * `comment.bundle_change_threshold` allow it; once the comment showed one, it is kept up to date.
 */
export async function bundleCommentLines(
  scene: CommitScene & { bundles: BundleNotice },
  links: PageLinks,
  shownBefore: boolean,
): Promise<BundleSection> {
  const notice = scene.bundles;
  if (!scene.pull) return { lines: null, reason: 'the commit is the head of no pull request' };
  if (notice.kind !== 'compared') return { lines: null, reason: notice.reason };
  const settings = bundleAnalysisSettings(scene.config);
  if (!shouldCommentOnBundles(notice.comparison, settings, { hasExistingComment: shownBefore }))
    return {
      lines: null,
      reason: !settings.comment
        ? 'comment: false'
        : settings.requireBundleChanges === 'bundle_increase'
          ? 'require_bundle_changes (bundle_increase): the bundles did not grow beyond bundle_change_threshold'
          : 'require_bundle_changes: the bundle change is within bundle_change_threshold',
    };
  return { lines: await sectionOf(scene, notice, settings, links) };
}

async function sectionOf(
  scene: CommitScene,
  notice: Compared,
  settings: BundleAnalysisSettings,
  links: PageLinks,
): Promise<string[]> {
  return bundleCommentSection(notice.comparison, settings, {
    pullUrl: links.pull(scene.pull!.pullid),
    assetChanges: await notice.assetChanges(),
    changedFiles: await changedFiles(scene),
    budgets: budgetResults(notice, settings),
    duplicatePackages: await notice.duplicatePackages(),
  });
}
