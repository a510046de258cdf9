import type {
  ComponentMeasurements,
  CoverageAnalyticsResolvers,
  FlagMeasurementsArgs,
  FlagPercentChangeArgs,
  FlagResolvers,
  MeasurementInterval,
} from '../../graphql/generated/resolvers';
import { type ComponentDefinition, componentDefinitions, flagView, viewTotals } from '@canopy/coverage';
import {
  type FieldNode,
  getArgumentValues,
  type GraphQLResolveInfo,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import type { Kysely } from 'kysely';
import { buildCommitConfig } from '../reports';
import type { CommitRecord, Database, RepositoryRecord } from '../../db/schema';
import { datasetState } from './dataset-store';
import {
  lastMeasuredAt,
  type MeasurementBucket,
  measurementSeries,
  percentChange,
} from './measurement-store';
import { repositoryFlagNames } from './flag-store';
import type { GraphQLContext } from '../../graphql/context';
import { pageOfList } from '../../graphql/in-memory-page';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeriesWindow {
  interval: MeasurementInterval;
  after: Date;
  /** Null: now. */
  before: Date | null;
}

/**
 * The series of one page of flags: each window is one query for the whole page, shared by `measurements` and
 * `percentChange`. `selected` is the window of the `measurements` field the request selected on the flags.
 */
class FlagPageSeries {
  names: string[] = [];
  private readonly byWindow = new Map<string, Promise<Map<string, MeasurementBucket[]>>>();
  private readonly lastThirtyDays = new Date(Date.now() - 30 * DAY_MS);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: RepositoryRecord,
    private readonly branch: string,
    private readonly selected: FlagMeasurementsArgs | null,
  ) {}

  /** Each argument given wins over the selected `measurements` field's; without either, the last 30 days. */
  window(args: FlagPercentChangeArgs): SeriesWindow {
    const interval = args.interval ?? this.selected?.interval ?? 'INTERVAL_1_DAY';
    const after = args.after ?? this.selected?.after;
    const before = args.before ?? this.selected?.before;
    return {
      interval: interval as MeasurementInterval,
      after: after ? new Date(after) : this.lastThirtyDays,
      before: before ? new Date(before) : null,
    };
  }

  async of(name: string, window: SeriesWindow): Promise<MeasurementBucket[]> {
    const key = [window.interval, window.after.toISOString(), window.before?.toISOString()].join(' ');
    let series = this.byWindow.get(key);
    if (!series) {
      series = measurementSeries(this.db, {
        repoid: this.repo.repoid,
        kind: 'flag',
        measurableIds: this.names.includes(name) ? this.names : [name],
        branch: this.branch,
        ...window,
      });
      this.byWindow.set(key, series);
    }
    return (await series).get(name) ?? [];
  }
}

export interface FlagValue {
  repo: RepositoryRecord;
  /** The branch the flags were asked for; null: the default branch. */
  branch: string | null;
  name: string;
  series: FlagPageSeries;
}

/** Fields called `name` of a selection set, through inline fragments and fragment spreads. */
function fieldsNamed(
  selectionSet: SelectionSetNode | undefined,
  name: string,
  info: GraphQLResolveInfo,
): FieldNode[] {
  return (selectionSet?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return selection.name.value === name ? [selection] : [];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsNamed(selection.selectionSet, name, info);
    return fieldsNamed(info.fragments[selection.name.value]?.selectionSet, name, info);
  });
}

/** Arguments of the first `edges { node { measurements(…) } }` selected on the flags connection. */
function selectedMeasurementsArgs(info: GraphQLResolveInfo): FlagMeasurementsArgs | null {
  const flagType = info.schema.getType('Flag');
  const field = isObjectType(flagType) ? flagType.getFields()['measurements'] : undefined;
  const node = info.fieldNodes
    .flatMap((flags) => fieldsNamed(flags.selectionSet, 'edges', info))
    .flatMap((edges) => fieldsNamed(edges.selectionSet, 'node', info))
    .flatMap((flag) => fieldsNamed(flag.selectionSet, 'measurements', info))[0];
  if (!field || !node) return null;
  return getArgumentValues(field, node, info.variableValues) as FlagMeasurementsArgs;
}

function date(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** The commit the repository's headline numbers come from: the default branch's newest with a report. */
async function headlineCommit(repo: RepositoryRecord, context: GraphQLContext): Promise<CommitRecord | null> {
  const sha = repo.coverageTotals?.commitSha;
  return sha ? context.loaders.commitByRef.load({ repoid: repo.repoid, ref: sha }) : null;
}

/** The head commit of a branch other than the default one. */
async function branchHead(
  repo: RepositoryRecord,
  name: string,
  context: GraphQLContext,
): Promise<CommitRecord | null> {
  const branch = await context.loaders.branchByName.load({ repoid: repo.repoid, name });
  return branch ? context.loaders.commitByRef.load({ repoid: repo.repoid, ref: branch.head }) : null;
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

/** Flags uploaded to the repository and not deleted since, by name. */
function repositoryFlags(repo: RepositoryRecord, context: GraphQLContext): Promise<string[]> {
  return repositoryFlagNames(context.db, repo.repoid);
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
  flags: async (repo, { filters, orderingDirection, branch, ...page }, context, info) => {
    let names = await repositoryFlags(repo, context);
    const term = filters?.term?.trim().toLowerCase();
    if (term) names = names.filter((name) => name.toLowerCase().includes(term));
    const only = filters?.flagsNames?.filter((name): name is string => Boolean(name));
    if (only?.length) names = names.filter((name) => only.includes(name));
    if (orderingDirection === 'DESC') names.reverse();
    const onBranch = branch && branch !== repo.defaultBranch ? branch : null;
    const series = new FlagPageSeries(
      context.db,
      repo,
      onBranch ?? repo.defaultBranch,
      selectedMeasurementsArgs(info),
    );
    const flags: Array<FlagValue & { index: number }> = names.map((name, index) => ({
      repo,
      branch: onBranch,
      name,
      series,
      index,
    }));
    const connection = pageOfList(flags, page, (flag) => flag.index);
    series.names = connection.edges.map((edge) => edge.node.name);
    return connection;
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
    const onBranch = branch ?? repo.defaultBranch;
    const series = await measurementSeries(context.db, {
      repoid: repo.repoid,
      kind: 'component',
      measurableIds: components.map((component) => component.id),
      branch: onBranch,
      interval: interval as MeasurementInterval,
      after: date(after),
      before: date(before),
    });
    // "Last Uploaded" is of the branch the table shows, like its coverage.
    const last = await lastMeasuredAt(
      context.db,
      repo.repoid,
      'component',
      components.map((component) => component.id),
      onBranch,
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
  percentCovered: async ({ repo, branch, name }, _args, context) => {
    const commit = branch ? await branchHead(repo, branch, context) : await headlineCommit(repo, context);
    if (!commit) return null;
    const coverage = await context.loaders.commitCoverage.load(commit);
    if (!coverage) return null;
    const view = flagView(coverage.report, coverage.sessionFlags, [name]);
    if (view.sessions?.size === 0) return null;
    return viewTotals(view).coverage;
  },
  percentChange: async ({ name, series }, args) => percentChange(await series.of(name, series.window(args))),
  measurements: ({ name, series }, { interval, after, before }) =>
    series.of(name, {
      interval: interval as MeasurementInterval,
      after: new Date(after),
      before: new Date(before),
    }),
};
