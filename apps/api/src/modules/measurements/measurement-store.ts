import {
  type ComponentDefinition,
  componentView,
  coveragePercent,
  type Report,
  viewTotals,
} from '@canopy/coverage';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type BucketGrid,
  bucketGrid,
  bucketIndex,
  emptyBuckets,
  type MeasurementBucket,
  type MeasurementInterval,
} from './buckets';

/** 'coverage' is the commit's whole report; 'flag' and 'component' are series a repository switches on. */
export type MeasurementKind = 'coverage' | 'flag' | 'component';

export type { MeasurementInterval } from './buckets';

export interface HitsAndLines {
  hits: number;
  lines: number;
}

export interface CommitMeasurementsInput {
  repoid: number;
  commitid: string;
  branch: string | null;
  timestamp: Date;
  totals: HitsAndLines;
  /** Every flag of the commit: flags not in the map lose their point for this commit. */
  flags?: ReadonlyMap<string, HitsAndLines>;
  /** Every component of the commit, by component id, likewise. */
  components?: ReadonlyMap<string, HitsAndLines>;
}

export type { MeasurementBucket } from './buckets';

const INSERT_CHUNK = 1000;

/**
 * Stores a commit's points. Upserts on (repoid, kind, measurable id, commit), so recording the same commit
 * again after another processing pass replaces its values.
 */
export async function recordCommitMeasurements(
  db: Kysely<Database>,
  input: CommitMeasurementsInput,
): Promise<void> {
  const rows = [
    measurementRow(input, 'coverage', '', input.totals),
    ...[...(input.flags ?? [])].map(([name, totals]) => measurementRow(input, 'flag', name, totals)),
    ...[...(input.components ?? [])].map(([id, totals]) => measurementRow(input, 'component', id, totals)),
  ];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('measurements')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((conflict) =>
        conflict.columns(['repoid', 'kind', 'measurableId', 'commitid']).doUpdateSet((eb) => ({
          branch: eb.ref('excluded.branch'),
          timestamp: eb.ref('excluded.timestamp'),
          hits: eb.ref('excluded.hits'),
          lines: eb.ref('excluded.lines'),
          value: eb.ref('excluded.value'),
        })),
      )
      .execute();
  }
  if (input.flags) await removeOthers(db, input, 'flag', [...input.flags.keys()]);
  if (input.components) await removeOthers(db, input, 'component', [...input.components.keys()]);
}

function measurementRow(
  input: CommitMeasurementsInput,
  kind: MeasurementKind,
  measurableId: string,
  totals: HitsAndLines,
) {
  return {
    repoid: input.repoid,
    kind,
    measurableId,
    commitid: input.commitid,
    branch: input.branch,
    timestamp: input.timestamp,
    hits: totals.hits,
    lines: totals.lines,
    value: coveragePercent(totals.hits, totals.lines),
  };
}

/** A flag or component the commit no longer has (a component removed from its yaml) keeps no stale point. */
async function removeOthers(
  db: Kysely<Database>,
  input: CommitMeasurementsInput,
  kind: MeasurementKind,
  kept: string[],
): Promise<void> {
  let query = db
    .deleteFrom('measurements')
    .where('repoid', '=', input.repoid)
    .where('kind', '=', kind)
    .where('commitid', '=', input.commitid);
  if (kept.length > 0) query = query.where('measurableId', 'not in', kept);
  await query.execute();
}

export interface CommitFlagAndComponentTotals {
  flags: Map<string, HitsAndLines>;
  components: Map<string, HitsAndLines>;
}

/**
 * A commit's flag and component totals. A flag is the report folded over the sessions carrying it
 * (carried-forward sessions included); a component is its view of the report.
 */
export function computeCommitMeasurements(
  report: Report,
  sessionFlags: ReadonlyMap<number, readonly string[]>,
  components: readonly ComponentDefinition[],
): CommitFlagAndComponentTotals {
  return {
    flags: flagMeasurements(report, sessionFlags),
    components: componentMeasurements(report, sessionFlags, components),
  };
}

export function flagMeasurements(
  report: Report,
  sessionFlags: ReadonlyMap<number, readonly string[]>,
): Map<string, HitsAndLines> {
  const sessionsByFlag = new Map<string, Set<number>>();
  for (const [sessionId, flags] of sessionFlags)
    for (const flag of flags) {
      let sessions = sessionsByFlag.get(flag);
      if (!sessions) sessionsByFlag.set(flag, (sessions = new Set()));
      sessions.add(sessionId);
    }
  const result = new Map<string, HitsAndLines>();
  for (const [flag, sessions] of sessionsByFlag) {
    const totals = report.totals(sessions);
    result.set(flag, { hits: totals.hits, lines: totals.lines });
  }
  return result;
}

export function componentMeasurements(
  report: Report,
  sessionFlags: ReadonlyMap<number, readonly string[]>,
  components: readonly ComponentDefinition[],
): Map<string, HitsAndLines> {
  const result = new Map<string, HitsAndLines>();
  for (const component of components) {
    const totals = viewTotals(componentView(report, sessionFlags, component));
    result.set(component.id, { hits: totals.hits, lines: totals.lines });
  }
  return result;
}

export interface SeriesQuery {
  repoid: number;
  kind: MeasurementKind;
  /** Omitted: every flag or component with a point in the window. */
  measurableIds?: readonly string[];
  /** Null or omitted: commits of every branch. */
  branch?: string | null;
  interval: MeasurementInterval;
  /** Null or omitted: from the first point. Buckets start here. */
  after?: Date | null;
  /** Null or omitted: now. */
  before?: Date | null;
}

/** date_bin over whole days of microseconds, so the buckets stay aligned to `start` across DST changes. */
function binned(grid: BucketGrid, column: 'timestamp' | 'm.timestamp') {
  return sql<Date>`date_bin(make_interval(days => ${grid.widthDays}), ${sql.ref(column)}, ${grid.start})`;
}

/**
 * Per measurable id (the flag, the component id, '' for coverage), the chart of its commits' values.
 * Empty buckets are kept with nulls so every series of one call has the same timestamps.
 */
export async function measurementSeries(
  db: Kysely<Database>,
  query: SeriesQuery,
): Promise<Map<string, MeasurementBucket[]>> {
  const before = query.before ?? new Date();
  const ids = query.measurableIds ?? (query.kind === 'coverage' ? [''] : undefined);
  const result = new Map<string, MeasurementBucket[]>((ids ?? []).map((id) => [id, []]));
  if (ids?.length === 0) return result;
  const start = query.after ?? (await firstPoint(db, query, ids, before));
  const grid = start && bucketGrid(start, before, query.interval);
  if (!grid) return result;

  let select = db
    .selectFrom('measurements')
    .select([
      'measurableId',
      binned(grid, 'timestamp').as('bucket'),
      sql<number | null>`avg(value)`.as('avg'),
      sql<number | null>`min(value)`.as('min'),
      sql<number | null>`max(value)`.as('max'),
    ])
    .where('repoid', '=', query.repoid)
    .where('kind', '=', query.kind)
    .where('timestamp', '>=', grid.start)
    .where('timestamp', '<=', before)
    // By position: the bucket expression carries parameters, which the server cannot match by value.
    .groupBy([sql`1`, sql`2`]);
  if (ids) select = select.where('measurableId', 'in', ids);
  if (query.branch) select = select.where('branch', '=', query.branch);

  for (const id of ids ?? []) result.set(id, emptyBuckets(grid));
  for (const row of await select.execute()) {
    let series = result.get(row.measurableId);
    if (!series) result.set(row.measurableId, (series = emptyBuckets(grid)));
    const bucket = series[bucketIndex(grid, new Date(row.bucket))];
    if (!bucket) continue;
    bucket.avg = row.avg;
    bucket.min = row.min;
    bucket.max = row.max;
  }
  return result;
}

async function firstPoint(
  db: Kysely<Database>,
  query: SeriesQuery,
  ids: readonly string[] | undefined,
  before: Date,
): Promise<Date | null> {
  let select = db
    .selectFrom('measurements')
    .select((eb) => eb.fn.min('timestamp').as('first'))
    .where('repoid', '=', query.repoid)
    .where('kind', '=', query.kind)
    .where('timestamp', '<=', before);
  if (ids) select = select.where('measurableId', 'in', ids);
  if (query.branch) select = select.where('branch', '=', query.branch);
  const row = await select.executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

export interface RepositoriesSeriesQuery {
  repoids: readonly number[];
  interval: MeasurementInterval;
  after?: Date | null;
  before?: Date | null;
}

export interface RepositoriesSeries {
  /**
   * avg: the mean of the repositories' coverage, each repository counted once by its last commit so far (carried
   * into buckets without one); min / max: the lowest and highest of those coverages.
   */
  buckets: MeasurementBucket[];
  /** Each repository's own default-branch coverage chart. */
  repositories: Map<number, MeasurementBucket[]>;
}

interface RepositoryBucketRow {
  repoid: number;
  bucket: Date;
  avg: number | null;
  min: number | null;
  max: number | null;
  lastHits: number;
  lastLines: number;
}

/** An owner's coverage chart over its repositories' default branches. */
export async function repositoriesSeries(
  db: Kysely<Database>,
  query: RepositoriesSeriesQuery,
): Promise<RepositoriesSeries> {
  const before = query.before ?? new Date();
  const empty: RepositoriesSeries = { buckets: [], repositories: new Map() };
  if (query.repoids.length === 0) return empty;
  const start = query.after ?? (await firstDefaultBranchPoint(db, query.repoids, before));
  const grid = start && bucketGrid(start, before, query.interval);
  if (!grid) return empty;

  const rows = await db
    .selectFrom('measurements as m')
    .innerJoin('repositories as r', (join) =>
      join.onRef('r.repoid', '=', 'm.repoid').onRef('r.defaultBranch', '=', 'm.branch'),
    )
    .select([
      'm.repoid',
      binned(grid, 'm.timestamp').as('bucket'),
      sql<number | null>`avg(m.value)`.as('avg'),
      sql<number | null>`min(m.value)`.as('min'),
      sql<number | null>`max(m.value)`.as('max'),
      sql<number>`(array_agg(m.hits order by m.timestamp desc, m.commitid desc))[1]`.as('lastHits'),
      sql<number>`(array_agg(m.lines order by m.timestamp desc, m.commitid desc))[1]`.as('lastLines'),
    ])
    .where('m.repoid', 'in', query.repoids)
    .where('m.kind', '=', 'coverage')
    .where('m.measurableId', '=', '')
    .where('m.timestamp', '>=', grid.start)
    .where('m.timestamp', '<=', before)
    .groupBy([sql`1`, sql`2`])
    .execute();
  return combineRepositories(
    grid,
    query.repoids,
    rows,
    await lastPointsBefore(db, query.repoids, grid.start),
  );
}

/** Each repository's last default-branch point before the window: where its line starts. */
async function lastPointsBefore(
  db: Kysely<Database>,
  repoids: readonly number[],
  start: Date,
): Promise<Map<number, { hits: number; lines: number }>> {
  const { rows } = await sql<{ repoid: number; hits: number; lines: number }>`
    select distinct on (m.repoid) m.repoid, m.hits, m.lines
    from measurements m join repositories r on r.repoid = m.repoid and r.default_branch = m.branch
    where m.repoid = any(${[...repoids]}::int[]) and m.kind = 'coverage' and m.measurable_id = ''
      and m.timestamp < ${start}
    order by m.repoid, m.timestamp desc, m.commitid desc`.execute(db);
  return new Map(rows.map((row) => [row.repoid, { hits: Number(row.hits), lines: Number(row.lines) }]));
}

/**
 * The owner's line: in each bucket, every repository counts with its last coverage so far (carried into
 * buckets where it had no commit), so the line moves only when some repository's coverage does.
 */
function combineRepositories(
  grid: BucketGrid,
  repoids: readonly number[],
  rows: readonly RepositoryBucketRow[],
  before: ReadonlyMap<number, { hits: number; lines: number }>,
): RepositoriesSeries {
  const repositories = new Map(repoids.map((repoid) => [repoid, emptyBuckets(grid)]));
  const latest = new Map<number, Map<number, { hits: number; lines: number }>>();
  for (const row of rows) {
    const index = bucketIndex(grid, new Date(row.bucket));
    const bucket = repositories.get(row.repoid)?.[index];
    if (!bucket) continue;
    bucket.avg = row.avg;
    bucket.min = row.min;
    bucket.max = row.max;
    const byBucket = latest.get(row.repoid) ?? new Map<number, { hits: number; lines: number }>();
    byBucket.set(index, { hits: Number(row.lastHits), lines: Number(row.lastLines) });
    latest.set(row.repoid, byBucket);
  }
  const carried = new Map(before);
  const buckets = emptyBuckets(grid).map((bucket, index) => {
    let sum = 0;
    let count = 0;
    let min: number | null = null;
    let max: number | null = null;
    for (const repoid of repoids) {
      const point = latest.get(repoid)?.get(index) ?? carried.get(repoid);
      if (!point) continue;
      carried.set(repoid, point);
      const coverage = coveragePercent(point.hits, point.lines);
      if (coverage === null) continue;
      sum += coverage;
      count += 1;
      min = min === null ? coverage : Math.min(min, coverage);
      max = max === null ? coverage : Math.max(max, coverage);
    }
    // The mean of the repositories, not of their lines: the chart reads "average of selected repos".
    return { ...bucket, avg: count === 0 ? null : sum / count, min, max };
  });
  return { buckets, repositories };
}

async function firstDefaultBranchPoint(
  db: Kysely<Database>,
  repoids: readonly number[],
  before: Date,
): Promise<Date | null> {
  const row = await db
    .selectFrom('measurements as m')
    .innerJoin('repositories as r', (join) =>
      join.onRef('r.repoid', '=', 'm.repoid').onRef('r.defaultBranch', '=', 'm.branch'),
    )
    .select((eb) => eb.fn.min('m.timestamp').as('first'))
    .where('m.repoid', 'in', repoids)
    .where('m.kind', '=', 'coverage')
    .where('m.measurableId', '=', '')
    .where('m.timestamp', '<=', before)
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

/** When each of the given flags or components was last measured, on `branch` when given (else on any branch). */
export async function lastMeasuredAt(
  db: Kysely<Database>,
  repoid: number,
  kind: MeasurementKind,
  ids: readonly string[],
  branch?: string | null,
): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  let select = db
    .selectFrom('measurements')
    .select(['measurableId', (eb) => eb.fn.max('timestamp').as('last')])
    .where('repoid', '=', repoid)
    .where('kind', '=', kind)
    .where('measurableId', 'in', [...ids]);
  if (branch) select = select.where('branch', '=', branch);
  const rows = await select.groupBy('measurableId').execute();
  return new Map(rows.map((row) => [row.measurableId, new Date(row.last as unknown as string)]));
}

/** The change over the window: last bucket with a value minus the first one; null without any. */
export function percentChange(series: readonly MeasurementBucket[]): number | null {
  const first = series.find((bucket) => bucket.avg !== null);
  const last = series.findLast((bucket) => bucket.avg !== null);
  if (!first || !last) return null;
  return last.avg! - first.avg!;
}

/** Session id → flags, from the commit's processed uploads (carried-forward sessions included). */
export async function sessionFlagsOfCommits(
  db: Kysely<Database>,
  commitIds: readonly number[],
): Promise<Map<number, Map<number, string[]>>> {
  const byCommit = new Map<number, Map<number, string[]>>(commitIds.map((id) => [id, new Map()]));
  if (commitIds.length === 0) return byCommit;
  const uploads = await db
    .selectFrom('uploads')
    .select(['commitId', 'sessionId', 'flags'])
    .where('commitId', 'in', commitIds)
    .where('state', '=', 'processed')
    .where('sessionId', 'is not', null)
    .execute();
  for (const upload of uploads) byCommit.get(upload.commitId)?.set(upload.sessionId!, upload.flags);
  return byCommit;
}
