import { type Kysely, sql } from 'kysely';
import type { BundleReportGroup, BundleStatsChunk, BundleStatsModule } from '@canopy/bundle-analysis';
import type { Database } from '../../db/schema';

/** The reads of the bundle pages and notifications (tables: migration 0017-bundle-analysis). */

/** One bundle of a commit, as stored: its build's info, without the rows below it. */
export interface StoredBundleReport {
  id: number;
  commitId: number;
  repoid: number;
  name: string;
  statsVersion: string;
  pluginName: string;
  pluginVersion: string;
  bundlerName: string | null;
  bundlerVersion: string | null;
  builtAt: Date;
  durationMs: number;
  isCached: boolean;
}

/** An asset in the stats' shape (so the bundle-analysis model reads it), with its row id and stored group. */
export interface StoredAsset {
  id: number;
  position: number;
  name: string;
  normalized: string;
  size: number;
  gzipSize: number | null;
  assetType: BundleReportGroup;
}

/** Everything below one bundle, in the stats' shape and order. */
export interface StoredBundleContent {
  assets: StoredAsset[];
  chunks: BundleStatsChunk[];
  modules: BundleStatsModule[];
}

const anyOf = (ids: readonly number[]) => sql<number>`any(${[...ids]}::bigint[])`;

/** The bundles of commits by commit id, each commit's by name. */
export async function bundleReportsOfCommits(
  db: Kysely<Database>,
  commitIds: readonly number[],
): Promise<Map<number, StoredBundleReport[]>> {
  const rows = await db
    .selectFrom('bundleReports')
    .select([
      'id',
      'commitId',
      'repoid',
      'name',
      'statsVersion',
      'pluginName',
      'pluginVersion',
      'bundlerName',
      'bundlerVersion',
      'builtAt',
      'durationMs',
      'isCached',
    ])
    .where('commitId', '=', anyOf(commitIds))
    .orderBy('commitId')
    .orderBy('name')
    .execute();
  const byCommit = new Map<number, StoredBundleReport[]>(commitIds.map((id) => [id, []]));
  for (const row of rows) byCommit.get(row.commitId)?.push({ ...row, builtAt: new Date(row.builtAt) });
  return byCommit;
}

/** The assets of bundles by bundle id, in the stats' order. */
export async function assetsOfBundles(
  db: Kysely<Database>,
  reportIds: readonly number[],
): Promise<Map<number, StoredAsset[]>> {
  const rows = await db
    .selectFrom('bundleAssets')
    .select(['id', 'bundleReportId', 'position', 'name', 'normalizedName', 'size', 'gzipSize', 'assetType'])
    .where('bundleReportId', '=', anyOf(reportIds))
    .orderBy('bundleReportId')
    .orderBy('position')
    .execute();
  const byReport = new Map<number, StoredAsset[]>(reportIds.map((id) => [id, []]));
  for (const { bundleReportId, normalizedName, ...asset } of rows)
    byReport.get(bundleReportId)?.push({ ...asset, normalized: normalizedName });
  return byReport;
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row)) ?? [];
    list.push(row);
    out.set(key(row), list);
  }
  return out;
};

/** Chunks of bundles (with their files and lazy imports), by bundle id, in the stats' order. */
export async function chunksOfBundles(
  db: Kysely<Database>,
  reportIds: readonly number[],
): Promise<Map<number, BundleStatsChunk[]>> {
  const ids = anyOf(reportIds);
  const [chunks, files, imports] = await Promise.all([
    db
      .selectFrom('bundleChunks')
      .select(['id', 'bundleReportId', 'externalId', 'uniqueExternalId', 'entry', 'initial'])
      .where('bundleReportId', '=', ids)
      .orderBy('bundleReportId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('bundleAssetsChunks as link')
      .innerJoin('bundleAssets as a', 'a.id', 'link.assetId')
      .select(['link.chunkId', 'a.name'])
      .where('a.bundleReportId', '=', ids)
      .orderBy('a.position')
      .execute(),
    db
      .selectFrom('bundleDynamicImports as link')
      .innerJoin('bundleAssets as a', 'a.id', 'link.assetId')
      .select(['link.chunkId', 'a.name'])
      .where('a.bundleReportId', '=', ids)
      .orderBy('a.position')
      .execute(),
  ]);
  const filesOf = groupBy(files, (row) => row.chunkId);
  const importsOf = groupBy(imports, (row) => row.chunkId);
  const byReport = new Map<number, BundleStatsChunk[]>(reportIds.map((id) => [id, []]));
  for (const chunk of chunks)
    byReport.get(chunk.bundleReportId)?.push({
      id: chunk.externalId,
      uniqueId: chunk.uniqueExternalId,
      entry: chunk.entry,
      initial: chunk.initial,
      files: (filesOf.get(chunk.id) ?? []).map((row) => row.name),
      names: [],
      dynamicImports: (importsOf.get(chunk.id) ?? []).map((row) => row.name),
    });
  return byReport;
}

/** Modules of bundles (with their chunks), by bundle id, in the stats' order. */
export async function modulesOfBundles(
  db: Kysely<Database>,
  reportIds: readonly number[],
): Promise<Map<number, BundleStatsModule[]>> {
  const ids = anyOf(reportIds);
  const [modules, moduleChunks] = await Promise.all([
    db
      .selectFrom('bundleModules')
      .select(['id', 'bundleReportId', 'name', 'size'])
      .where('bundleReportId', '=', ids)
      .orderBy('bundleReportId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('bundleChunksModules as link')
      .innerJoin('bundleChunks as c', 'c.id', 'link.chunkId')
      .select(['link.moduleId', 'c.uniqueExternalId'])
      .where('c.bundleReportId', '=', ids)
      .orderBy('c.position')
      .execute(),
  ]);
  const chunksOf = groupBy(moduleChunks, (row) => row.moduleId);
  const byReport = new Map<number, BundleStatsModule[]>(reportIds.map((id) => [id, []]));
  for (const module of modules)
    byReport.get(module.bundleReportId)?.push({
      name: module.name,
      size: module.size,
      chunkUniqueIds: (chunksOf.get(module.id) ?? []).map((row) => row.uniqueExternalId),
    });
  return byReport;
}

/**
 * How many modules each asset holds, by asset id: a module is in every asset a chunk holding it writes, once per
 * asset. Counted in the database, so a bundle's module count never reads its modules.
 */
export async function moduleCountsOfAssets(
  db: Kysely<Database>,
  assetIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('bundleAssetsChunks as ac')
    .innerJoin('bundleChunksModules as cm', 'cm.chunkId', 'ac.chunkId')
    .select(['ac.assetId', (eb) => eb.fn.count<string>('cm.moduleId').distinct().as('modules')])
    .where('ac.assetId', '=', anyOf(assetIds))
    .groupBy('ac.assetId')
    .execute();
  const counts = new Map<number, number>(assetIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(Number(row.assetId), Number(row.modules));
  return counts;
}

/** The modules written to each asset (through the chunks that write it), by asset id, in the stats' order. */
export async function modulesOfAssets(
  db: Kysely<Database>,
  assetIds: readonly number[],
): Promise<Map<number, Array<{ name: string; size: number }>>> {
  const rows = await db
    .selectFrom('bundleAssetsChunks as ac')
    .innerJoin('bundleChunksModules as cm', 'cm.chunkId', 'ac.chunkId')
    .innerJoin('bundleModules as m', 'm.id', 'cm.moduleId')
    .select(['ac.assetId', 'm.name', 'm.size', 'm.position'])
    .where('ac.assetId', '=', anyOf(assetIds))
    .groupBy(['ac.assetId', 'm.id', 'm.name', 'm.size', 'm.position'])
    .orderBy('ac.assetId')
    .orderBy('m.position')
    .execute();
  const byAsset = new Map<number, Array<{ name: string; size: number }>>(assetIds.map((id) => [id, []]));
  for (const row of rows) byAsset.get(Number(row.assetId))?.push({ name: row.name, size: row.size });
  return byAsset;
}

/** The commit the client asked the bundles of a commit to be compared with (`compareSha`), if it said. */
export async function compareShaOf(db: Kysely<Database>, commitId: number): Promise<string | null> {
  const row = await db
    .selectFrom('bundleAnalysisMetadata')
    .select('compareSha')
    .where('commitId', '=', commitId)
    .executeTakeFirst();
  return row?.compareSha ?? null;
}

/** One commit's sizes of one bundle, per asset group or per asset (normalized name). */
export interface BundleSizePoint {
  commitid: string;
  timestamp: Date;
  /** The asset group, or the normalized asset name for asset series. */
  key: string;
  size: number;
  gzip: number;
}

export interface BundleSeriesQuery {
  repoid: number;
  bundle: string;
  branch: string;
  /** Null: from the first commit. */
  after: Date | null;
  before: Date;
  /** Asset series by normalized name; omitted: the groups of the whole bundle. */
  assets?: readonly string[];
}

/**
 * The sizes of a bundle on a branch, per commit in the window: summed per asset group, or per asset when
 * `assets` names them. Sums as the migration documents them (gzip falls back to the size).
 */
export async function bundleSizePoints(
  db: Kysely<Database>,
  query: BundleSeriesQuery,
): Promise<BundleSizePoint[]> {
  const key = query.assets ? sql.ref('a.normalizedName') : sql.ref('a.assetType');
  let select = db
    .selectFrom('bundleReports as r')
    .innerJoin('commits as c', 'c.id', 'r.commitId')
    .innerJoin('bundleAssets as a', 'a.bundleReportId', 'r.id')
    .select([
      'c.commitid',
      'c.timestamp',
      sql<string>`${key}`.as('key'),
      sql<number>`sum(a.size)`.as('size'),
      sql<number>`sum(coalesce(a.gzip_size, a.size))`.as('gzip'),
    ])
    .where('r.repoid', '=', query.repoid)
    .where('r.name', '=', query.bundle)
    .where('c.repoid', '=', query.repoid)
    .where('c.branch', '=', query.branch)
    .where('c.deleted', '=', false)
    .where('c.timestamp', '<=', query.before);
  if (query.after) select = select.where('c.timestamp', '>=', query.after);
  if (query.assets) {
    if (query.assets.length === 0) return [];
    select = select.where('a.normalizedName', 'in', [...query.assets]);
  }
  const rows = await select
    .groupBy(['c.commitid', 'c.timestamp', sql`3`])
    .orderBy('c.timestamp')
    .execute();
  return rows.map((row) => ({
    commitid: row.commitid,
    timestamp: new Date(row.timestamp),
    key: row.key,
    size: Number(row.size),
    gzip: Number(row.gzip),
  }));
}

/**
 * The total size in bytes (Σ asset sizes, uncompressed) of the bundle named `bundle` of a commit, or null when
 * the commit has no bundle of that name.
 */
export async function bundleTotalSize(
  db: Kysely<Database>,
  commitId: number,
  bundle: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('bundleReports as r')
    .leftJoin('bundleAssets as a', 'a.bundleReportId', 'r.id')
    .select(sql<number | string | null>`sum(a.size)`.as('size'))
    .where('r.commitId', '=', commitId)
    .where('r.name', '=', bundle)
    .groupBy('r.id')
    .executeTakeFirst();
  return row ? Number(row.size ?? 0) : null;
}
