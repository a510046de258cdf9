import { lineState, type LineCoverage, type ReportFile, type ReportView } from '@canopy/coverage';
import type {
  CommitCoverageAnalyticsCoverageFileArgs,
  CoverageLine,
  FileResolvers,
} from '../../graphql/generated/resolvers';
import { hashedPath, viewFor } from '../reports';
import { repoRef } from '../repositories';
import type { CommitRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { coverageTotals } from '../../graphql/totals';

export interface FileValue {
  commit: CommitRecord;
  path: string;
  file: ReportFile;
  sessions: ReadonlySet<number> | undefined;
}

const MARKS = { hit: 'H', miss: 'M', partial: 'P' } as const;

export function coverageMark(coverage: LineCoverage | undefined): CoverageLine | null {
  if (coverage === undefined) return null;
  const state = lineState(coverage);
  return state === 'skipped' ? null : MARKS[state];
}

/** One file of the commit's report, seen through the flags and components asked for. */
export async function coverageFile(
  commit: CommitRecord,
  { path, flags, components }: CommitCoverageAnalyticsCoverageFileArgs,
  context: GraphQLContext,
): Promise<FileValue | null> {
  const coverage = await context.loaders.commitCoverage.load(commit);
  if (!coverage) return null;
  const filters = {
    flags: (flags ?? []).filter((flag): flag is string => Boolean(flag)),
    components: (components ?? []).filter((component): component is string => Boolean(component)),
  };
  const outcome = viewFor(coverage, filters, coverage.components);
  if (outcome.kind !== 'view') return null;
  const view: ReportView = outcome.view;
  const file = coverage.report.files.get(path);
  if (!file || (view.includePath && !view.includePath(path))) return null;
  return { commit, path, file, sessions: view.sessions };
}

export const File: FileResolvers<GraphQLContext> = {
  content: async ({ commit, path }, _args, context) => {
    const repo = await context.loaders.repositoryById.load(commit.repoid);
    const owner = repo && (await context.loaders.ownerById.load(repo.ownerid));
    if (!repo || !owner) return null;
    const { provider, mirror } = context.comparisons.providersFor(owner.service);
    const ref = repoRef(owner, repo);
    for (const source of [provider, mirror]) {
      if (!source) continue;
      // Source is a convenience: when the host cannot give it, coverage is still shown line by line.
      const content = await source.fileContent(ref, commit.commitid, path).catch(() => null);
      if (content !== null) return content;
    }
    return null;
  },
  coverage: ({ file, sessions }) => {
    const lines = file.lines(sessions);
    const annotations: Array<{ line: number; coverage: CoverageLine }> = [];
    lines.forEach((value, line) => {
      const mark = coverageMark(value);
      if (mark) annotations.push({ line, coverage: mark });
    });
    return annotations;
  },
  totals: ({ file, sessions }) => coverageTotals(file.totals(sessions)),
  hashedPath: ({ path }) => hashedPath(path),
  hitCounts: ({ file, sessions }) => {
    const ids = [...file.sessions.keys()].filter((id) => !sessions || sessions.has(id)).sort((a, b) => a - b);
    const columns = ids.map((id) => [id, file.column(id)] as const);
    const folded = file.lines(sessions);
    const result: Array<{ line: number; hitCount: number; hitUploadIds: number[]; branches: string | null }> =
      [];
    folded.forEach((value, line) => {
      const mark = coverageMark(value);
      if (!mark) return;
      const hitUploadIds = columns
        .filter(([, column]) => {
          const own = column[line];
          return own !== undefined && (coverageMark(own) === 'H' || coverageMark(own) === 'P');
        })
        .map(([id]) => id);
      result.push({
        line,
        hitCount: hitUploadIds.length,
        hitUploadIds,
        branches: typeof value === 'string' ? value : null,
      });
    });
    return result;
  },
};
