import {
  addFileTotals,
  type ComponentDefinition,
  componentDefinitions,
  componentView,
  type CoverageTotals,
  emptyTotals,
  finishTotals,
  matchesPaths,
  viewTotals,
} from '@canopy/coverage';
import type { CommitRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import type { ComponentResolvers } from '../../graphql/generated/resolvers';
import { coverageTotals } from '../../graphql/totals';
import { reportFiles } from './report-files';
import type { CoverageReads } from './reads';

export interface CommitComponent {
  id: string;
  name: string;
  /** Asked only when the query selects it (GraphQL calls a function-valued field). */
  totals: () => Promise<ReturnType<typeof coverageTotals>>;
}

/**
 * The commit's components (its codecov.yml's) with their totals worked out only when asked. A component of
 * paths alone sums the per-file totals the database holds; one narrowed by flags needs each session's lines,
 * which only the stored report has. Empty without a report.
 */
export async function commitComponents(
  commit: CommitRecord,
  wanted: ReadonlySet<string> | null,
  context: CoverageReads,
): Promise<CommitComponent[]> {
  if (!commit.reportStoragePath) return [];
  const definitions = componentDefinitions(await context.loaders.commitConfig.load(commit)).filter(
    (component) => !wanted || wanted.has(component.id) || wanted.has(component.name),
  );
  // One read of the files for every component of the answer.
  let files: ReturnType<typeof reportFiles> | null = null;
  const totalsOf = async (component: ComponentDefinition): Promise<CoverageTotals> => {
    if (component.flagRegexes.length === 0) {
      files ??= reportFiles(context.db, commit);
      const rows = await files;
      // Commits processed before per-file totals were stored have none: their report is read instead.
      if (rows.length > 0 || !commit.totals?.files) {
        const totals = emptyTotals();
        for (const row of rows)
          if (matchesPaths(row.path, component.paths))
            addFileTotals(totals, { ...emptyTotals(), ...row, coverage: null, files: 1 });
        return finishTotals(totals);
      }
    }
    const coverage = await context.loaders.commitCoverage.load(commit);
    if (!coverage) return finishTotals(emptyTotals());
    return viewTotals(componentView(coverage.report, coverage.sessionFlags, component));
  };
  return definitions.map((component) => ({
    id: component.id,
    name: component.name,
    totals: async () => coverageTotals(await totalsOf(component)),
  }));
}

/** A component's totals: the commit's components carry a function (worked out when asked), others a value. */
export const Component: ComponentResolvers<GraphQLContext> = {
  totals: (component) => {
    const totals = component.totals as unknown;
    return typeof totals === 'function'
      ? (totals as CommitComponent['totals'])()
      : (component.totals ?? null);
  },
};
