import {
  compareReports,
  coverageMark,
  type ReportComparison,
  type ReportView,
  matchesPaths,
  viewTotals,
} from '@canopy/coverage';
import type { CommitRecord } from '../../db/schema';
import type { CoverageComparison } from '../comparisons';
import { type CommitCoverage, viewFor } from '../reports';
import type { PercentFormat } from './format';
import { removedCodeRescue, removedCoverage } from './removed-code';
import type { StatusDefinition } from './status-definitions';
import type { StatusFacts } from './status-evaluation';

/** What every status of one commit shares: the commit, its pull, and the comparison the pull page shows. */
export interface CommitSide {
  head: CommitRecord;
  isPull: boolean;
  /** The pull's (or the parent's) comparison; null when there is no base report. */
  comparison: CoverageComparison | null;
  /** The comparison with the parent, for `base: parent` statuses of a pull's head (read when first asked). */
  parentComparison: () => Promise<CoverageComparison | null>;
  /** The head's report, for statuses without a base (read when first asked). */
  headCoverage: () => Promise<CommitCoverage | null>;
  /** Processed uploads of the head, carried-forward sessions included (`if_no_uploads`). */
  processedUploads: number;
}

function withPaths(view: ReportView, paths: readonly string[]): ReportView {
  const outer = view.includePath;
  return { ...view, includePath: (path) => (outer ? outer(path) : true) && matchesPaths(path, paths) };
}

const unexpectedFiles = (result: ReportComparison) =>
  result.files.filter(
    (file) =>
      !file.isNewFile &&
      !file.isDeletedFile &&
      file.indirectChanges.some((change) => change.after === 'M' || change.after === 'P'),
  ).length;

/** Added lines the head misses (partials left out, as Codecov's check annotations do), by file. */
function uncoveredPatchLines(result: ReportComparison, head: ReportView): StatusFacts['uncoveredPatchLines'] {
  return result.files.flatMap((file) => {
    const path = file.headPath;
    if (!path || !file.patchTotals || (head.includePath && !head.includePath(path))) return [];
    const lines = head.report.files.get(path)?.lines(head.sessions) ?? [];
    const missed = file.missedLines.filter((line) => coverageMark(lines[line]) === 'M');
    return missed.length > 0 ? [{ path, lines: missed }] : [];
  });
}

/** The figures one status is judged on: the pull page's comparison, narrowed to the status's flags, component and paths. */
export async function statusFacts(
  side: CommitSide,
  definition: StatusDefinition,
  fmt: PercentFormat,
): Promise<StatusFacts> {
  const { head } = side;
  const filters = {
    flags: definition.flags,
    components: definition.component ? [definition.component] : null,
  };
  const paths = definition.settings.paths ?? [];
  const facts: StatusFacts = {
    isPull: side.isPull,
    branch: head.branch,
    ciPassed: head.ciPassed,
    uploads: side.processedUploads,
    headSha: head.commitid,
    headCoverage: null,
    base: null,
    patch: null,
    unexpectedChangedFiles: 0,
    removedCodeRescue: null,
    uncoveredPatchLines: [],
  };
  // `base: parent` judges a pull's head against its parent rather than the pull's base.
  const comparison =
    definition.settings.base === 'parent' && side.isPull ? await side.parentComparison() : side.comparison;
  if (!comparison) {
    const coverage = await side.headCoverage();
    const view = coverage ? viewFor(coverage, filters, coverage.components) : null;
    if (view?.kind === 'view')
      facts.headCoverage = viewTotals(paths.length ? withPaths(view.view, paths) : view.view).coverage;
    return facts;
  }
  const outcome = await comparison.outcome(filters);
  facts.base = { sha: comparison.base.commitid, coverage: null };
  if (outcome.kind !== 'compared') return facts;
  const diff = (await comparison.diff()).diff;
  let result = outcome.comparison;
  let baseView = outcome.baseView;
  let headView = outcome.headView;
  if (paths.length > 0) {
    baseView = withPaths(outcome.baseView, paths);
    headView = withPaths(outcome.headView, paths);
    result = compareReports(baseView, headView, diff);
  }
  facts.headCoverage = result.headTotals.coverage;
  facts.base.coverage = result.baseTotals.coverage;
  facts.patch = result.patchTotals && {
    lines: result.patchTotals.lines,
    coverage: result.patchTotals.coverage,
  };
  facts.unexpectedChangedFiles = unexpectedFiles(result);
  if (definition.type === 'patch') facts.uncoveredPatchLines = uncoveredPatchLines(result, headView);
  facts.removedCodeRescue = removedCodeRescue(
    definition.settings,
    result,
    removedCoverage(baseView, diff),
    fmt,
  );
  return facts;
}
