import type {
  ComponentMeasurements,
  CoverageAnalyticsResolvers,
  FlagResolvers,
  MeasurementInterval,
} from '@canopy/graphql-schema';
import { type ComponentDefinition, componentDefinitions, flagView, viewTotals } from '@canopy/coverage';
import { buildCommitConfig } from '../../processing/commit-config';
import type { CommitRecord, RepositoryRecord } from '../../db/schema';
import { datasetState, lastMeasuredAt, measurementSeries, percentChange } from '../../measurements';
import type { GraphQLContext } from '../context';
import { pageOfList } from '../coverage-data/in-memory-page';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FlagValue {
  repo: RepositoryRecord;
  name: string;
}

function date(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** The commit the repository's headline numbers come from: the default branch's newest with a report. */
async function headlineCommit(repo: RepositoryRecord, context: GraphQLContext): Promise<CommitRecord | null> {
  const sha = repo.coverageTotals?.commitSha;
  return sha ? context.loaders.commitByRef.load({ repoid: repo.repoid, ref: sha }) : null;
}

/** Components of the default branch's codecov.yml (the repository's yaml until a commit has one). */
async function repositoryComponents(
  repo: RepositoryRecord,
  context: GraphQLContext,
): Promise<ComponentDefinition[]> {
  const commit = await headlineCommit(repo, context);
  if (commit) return componentDefinitions(await context.loaders.commitConfig.load(commit));
  const owner = await context.loaders.ownerById.load(repo.ownerid);
  return componentDefinitions(
    buildCommitConfig({ owner: owner?.yaml ?? null, repository: repo.yaml, commit: null }).config,
  );
}

/** Distinct flags ever uploaded to the repository, by name. */
async function repositoryFlags(repo: RepositoryRecord, context: GraphQLContext): Promise<string[]> {
  const rows = await context.db
    .selectFrom('uploads')
    .select((eb) => eb.fn<string>('unnest', ['flags']).as('flag'))
    .where('repoid', '=', repo.repoid)
    .where('state', '=', 'processed')
    .distinct()
    .execute();
  return [...new Set(rows.map((row) => row.flag))].sort();
}

export const CoverageAnalytics: CoverageAnalyticsResolvers<GraphQLContext> = {
  percentCovered: (repo) => repo.coveragePercent,
  commitSha: (repo) => repo.coverageTotals?.commitSha ?? null,
  hits: (repo) => repo.coverageTotals?.hits ?? null,
  misses: (repo) => repo.coverageTotals?.misses ?? null,
  lines: (repo) => repo.coverageTotals?.lines ?? null,
  measurements: async (repo, { interval, after, before, branch }, context) => {
    const series = await measurementSeries(context.db, {
      repoid: repo.repoid,
      kind: 'coverage',
      branch: branch ?? repo.defaultBranch,
      interval: interval as MeasurementInterval,
      after: date(after),
      before: date(before),
    });
    return series.get('') ?? [];
  },
  flags: async (repo, { filters, orderingDirection, ...page }, context) => {
    let names = await repositoryFlags(repo, context);
    const term = filters?.term?.trim().toLowerCase();
    if (term) names = names.filter((name) => name.toLowerCase().includes(term));
    const only = filters?.flagsNames?.filter((name): name is string => Boolean(name));
    if (only?.length) names = names.filter((name) => only.includes(name));
    if (orderingDirection === 'DESC') names.reverse();
    const flags: Array<FlagValue & { index: number }> = names.map((name, index) => ({ repo, name, index }));
    return pageOfList(flags, page, (flag) => flag.index);
  },
  flagsCount: async (repo, _args, context) => (await repositoryFlags(repo, context)).length,
  flagsMeasurementsActive: async (repo, _args, context) =>
    (await datasetState(context.db, repo.repoid, 'flag')).active,
  flagsMeasurementsBackfilled: async (repo, _args, context) =>
    (await datasetState(context.db, repo.repoid, 'flag')).backfilled,
  components: async (repo, { interval, after, before, branch, filters, orderingDirection }, context) => {
    let components = await repositoryComponents(repo, context);
    const wanted = filters?.components?.filter((id): id is string => Boolean(id));
    if (wanted?.length)
      components = components.filter((c) => wanted.includes(c.id) || wanted.includes(c.name));
    const series = await measurementSeries(context.db, {
      repoid: repo.repoid,
      kind: 'component',
      measurableIds: components.map((component) => component.id),
      branch: branch ?? repo.defaultBranch,
      interval: interval as MeasurementInterval,
      after: date(after),
      before: date(before),
    });
    const last = await lastMeasuredAt(
      context.db,
      repo.repoid,
      'component',
      components.map((component) => component.id),
    );
    const result: ComponentMeasurements[] = components.map((component) => {
      const buckets = series.get(component.id) ?? [];
      const values = buckets.filter((bucket) => bucket.avg !== null);
      return {
        componentId: component.id,
        name: component.name,
        percentCovered: values.at(-1)?.avg ?? null,
        percentChange: percentChange(buckets),
        measurements: buckets,
        lastUploaded: last.get(component.id) ?? null,
      };
    });
    const sign = orderingDirection === 'ASC' ? 1 : -1;
    return result.sort((a, b) => sign * a.name.localeCompare(b.name));
  },
  componentsCount: async (repo, _args, context) => (await repositoryComponents(repo, context)).length,
  componentsMeasurementsActive: async (repo, _args, context) =>
    (await datasetState(context.db, repo.repoid, 'component')).active,
  componentsMeasurementsBackfilled: async (repo, _args, context) =>
    (await datasetState(context.db, repo.repoid, 'component')).backfilled,
  componentsYaml: async (repo, { termId }, context) => {
    const term = termId?.trim().toLowerCase();
    return (await repositoryComponents(repo, context))
      .filter((c) => !term || c.id.toLowerCase().includes(term) || c.name.toLowerCase().includes(term))
      .map((c) => ({ id: c.id, name: c.name }));
  },
};

export const Flag: FlagResolvers<GraphQLContext> = {
  name: (flag) => flag.name,
  percentCovered: async ({ repo, name }, _args, context) => {
    const commit = await headlineCommit(repo, context);
    if (!commit) return null;
    const coverage = await context.loaders.commitCoverage.load(commit);
    if (!coverage) return null;
    const view = flagView(coverage.report, coverage.sessionFlags, [name]);
    if (view.sessions?.size === 0) return null;
    return viewTotals(view).coverage;
  },
  // Over the last 30 days of the default branch, the window the flags table shows by default.
  percentChange: async ({ repo, name }, _args, context) => {
    const series = await measurementSeries(context.db, {
      repoid: repo.repoid,
      kind: 'flag',
      measurableIds: [name],
      branch: repo.defaultBranch,
      interval: 'INTERVAL_1_DAY',
      after: new Date(Date.now() - 30 * DAY_MS),
    });
    return percentChange(series.get(name) ?? []);
  },
  measurements: async ({ repo, name }, { interval, after, before }, context) => {
    const series = await measurementSeries(context.db, {
      repoid: repo.repoid,
      kind: 'flag',
      measurableIds: [name],
      branch: repo.defaultBranch,
      interval: interval as MeasurementInterval,
      after: date(after),
      before: date(before),
    });
    return series.get(name) ?? [];
  },
};
