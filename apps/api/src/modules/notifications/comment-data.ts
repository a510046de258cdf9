import { viewTotals } from '@canopy/coverage';
import type { CoverageComparison } from '../comparisons';
import type { CoverageFilters } from '../reports';
import type { CommitScene } from './commit-side';
import type { CommentData, CommentFileRow, CommentFlagRow } from './comment-body';
import type { PageLinks } from './links';

const difference = (head: number | null | undefined, base: number | null | undefined) =>
  head == null || base == null ? null : head - base;

/** A flag's or a component's row: the comparison under that filter, as the pull page's flag and component tabs. */
async function filteredRow(
  comparison: CoverageComparison,
  name: string,
  filters: CoverageFilters,
): Promise<CommentFlagRow | null> {
  const outcome = await comparison.outcome(filters);
  if (outcome.kind !== 'compared') return null;
  const { headTotals, baseTotals, patchTotals } = outcome.comparison;
  return {
    name,
    headCoverage: headTotals.coverage,
    patchCoverage: patchTotals?.coverage ?? null,
    change: difference(headTotals.coverage, baseTotals.coverage),
  };
}

/** Impacted files shown at most; the pull page lists them all. */
const FILES_SHOWN = 20;

/** The comment's figures, all read from the pull's comparison (the pull page's numbers). Null without a head report. */
export async function commentData(scene: CommitScene, links: PageLinks): Promise<CommentData | null> {
  const pull = scene.pull;
  if (!pull) return null;
  const { comparison } = scene.side;
  const common = {
    pullid: pull.pullid,
    hideProjectCoverage: scene.config.comment ? scene.config.comment.hide_project_coverage === true : false,
    pullUrl: links.pull(pull.pullid),
    commitUrl: links.commit,
    baseBranch: pull.baseBranch,
    headSha: scene.commit.commitid,
  };
  if (!comparison) {
    const headCoverage = await scene.side.headCoverage();
    if (!headCoverage) return null;
    const head = viewTotals({ report: headCoverage.report });
    return { ...common, baseSha: null, base: null, head, patch: null, files: [], flags: [] };
  }
  const outcome = await comparison.outcome();
  if (outcome.kind !== 'compared') return null;
  const result = outcome.comparison;
  const files: CommentFileRow[] = [...result.files]
    .sort(
      (a, b) =>
        b.missedLines.length - a.missedLines.length ||
        (a.headPath ?? a.basePath ?? '').localeCompare(b.headPath ?? b.basePath ?? ''),
    )
    .slice(0, FILES_SHOWN)
    .map((file) => ({
      path: file.headPath ?? file.basePath ?? '',
      headCoverage: file.headTotals?.coverage ?? null,
      patchCoverage: file.patchTotals?.coverage ?? null,
      change: file.changeCoverage,
      isNewFile: file.isNewFile,
    }));
  const flags: CommentFlagRow[] = [];
  const settings = scene.config.comment || {};
  // Codecov leaves flags only carried forward out of the table unless asked.
  const hidden = settings.show_carryforward_flags ? [] : scene.carriedOnlyFlags;
  for (const name of scene.uploadedFlags.filter((flag) => !hidden.includes(flag))) {
    const row = await filteredRow(comparison, name, { flags: [name] });
    if (row) flags.push({ ...row, carriedForward: scene.carriedOnlyFlags.includes(name) });
  }
  const components: CommentFlagRow[] = [];
  for (const component of scene.components) {
    const row = await filteredRow(comparison, component.name, { components: [component.id] });
    if (row) components.push(row);
  }
  return {
    ...common,
    showCarryforwardFlags: settings.show_carryforward_flags === true,
    components,
    baseSha: comparison.base.commitid,
    base: result.baseTotals,
    head: result.headTotals,
    patch: result.patchTotals,
    files,
    flags,
  };
}
