import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Bundle caching (tables: migration 0019-bundle-cache-config, and the bundle tables of 0017): the per-repository
 * choice of which bundles are carried forward, and the carrying itself.
 */

/** The cache configuration of repositories by repoid: bundle name → caching on. */
export async function cacheConfigsOfRepositories(
  db: Kysely<Database>,
  repoids: readonly number[],
): Promise<Map<number, Map<string, boolean>>> {
  const rows = await db
    .selectFrom('bundleCacheConfigs')
    .select(['repoid', 'bundleName', 'isCaching'])
    .where('repoid', 'in', [...repoids])
    .execute();
  const byRepo = new Map<number, Map<string, boolean>>(repoids.map((id) => [id, new Map()]));
  for (const row of rows) byRepo.get(row.repoid)?.set(row.bundleName, row.isCaching);
  return byRepo;
}

/** Which of `names` the repository has ever stored a bundle under (or has a cache setting for). */
export async function knownBundleNames(
  db: Kysely<Database>,
  repoid: number,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const [stored, configured] = await Promise.all([
    db
      .selectFrom('bundleReports')
      .select('name')
      .distinct()
      .where('repoid', '=', repoid)
      .where('name', 'in', [...names])
      .execute(),
    db
      .selectFrom('bundleCacheConfigs')
      .select('bundleName as name')
      .where('repoid', '=', repoid)
      .where('bundleName', 'in', [...names])
      .execute(),
  ]);
  return new Set([...stored, ...configured].map((row) => row.name));
}

/** Switches caching on or off for bundles of a repository, in one transaction. */
export async function saveCacheConfigs(
  db: Kysely<Database>,
  repoid: number,
  configs: ReadonlyArray<{ bundleName: string; isCaching: boolean }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { bundleName, isCaching } of configs) {
      await trx
        .insertInto('bundleCacheConfigs')
        .values({ repoid, bundleName, isCaching })
        .onConflict((oc) =>
          oc.columns(['repoid', 'bundleName']).doUpdateSet({ isCaching, updatedAt: sql`now()` }),
        )
        .execute();
    }
  });
}

/**
 * A bundle stored for a commit of the repository's default branch is cached from then on, unless someone already
 * chose otherwise for it.
 */
export async function enableCachingOnDefaultBranch(
  trx: Transaction<Database>,
  commitId: number,
  bundleName: string,
): Promise<void> {
  const onDefault = await trx
    .selectFrom('commits as c')
    .innerJoin('repositories as r', 'r.repoid', 'c.repoid')
    .select('c.repoid')
    .where('c.id', '=', commitId)
    .whereRef('c.branch', '=', 'r.defaultBranch')
    .executeTakeFirst();
  if (!onDefault) return;
  await trx
    .insertInto('bundleCacheConfigs')
    .values({ repoid: onDefault.repoid, bundleName, isCaching: true })
    .onConflict((oc) => oc.columns(['repoid', 'bundleName']).doNothing())
    .execute();
}

/**
 * When a commit gets its first bundle data, copies its parent commit's bundles that have caching on into it, marked
 * `is_cached` (bundles without caching are left behind). `except` is the bundle being stored: its copy would go at
 * once. Runs inside the transaction that stores the first bundle, so the copies and that bundle land together; the
 * commit's row is locked so two first bundles of one commit cannot both copy.
 */
export async function carryCachedBundles(
  trx: Transaction<Database>,
  commitId: number,
  except: string,
): Promise<void> {
  const hasBundles = async () =>
    (await trx.selectFrom('bundleReports').select('id').where('commitId', '=', commitId).limit(1).execute())
      .length > 0;
  if (await hasBundles()) return;
  const commit = await trx
    .selectFrom('commits')
    .select(['repoid', 'parentCommitid'])
    .where('id', '=', commitId)
    .forUpdate()
    .executeTakeFirst();
  if (!commit?.parentCommitid || (await hasBundles())) return;
  const sources = await trx
    .selectFrom('commits as p')
    .innerJoin('bundleReports as b', 'b.commitId', 'p.id')
    .innerJoin('bundleCacheConfigs as cc', (join) =>
      join.onRef('cc.repoid', '=', 'b.repoid').onRef('cc.bundleName', '=', 'b.name'),
    )
    .select('b.id')
    .where('p.repoid', '=', commit.repoid)
    .where('p.commitid', '=', commit.parentCommitid)
    .where('p.deleted', '=', false)
    .where('cc.isCaching', '=', true)
    .where('b.name', '!=', except)
    .orderBy('b.name')
    .execute();
  for (const source of sources) await copyBundle(trx, source.id, commitId);
}

/** A deep copy of one stored bundle into another commit, every row below it included, marked cached. */
async function copyBundle(trx: Transaction<Database>, sourceId: number, commitId: number): Promise<void> {
  const { id: copyId } = await trx
    .insertInto('bundleReports')
    .columns([
      'commitId',
      'repoid',
      'name',
      'uploadId',
      'statsVersion',
      'pluginName',
      'pluginVersion',
      'bundlerName',
      'bundlerVersion',
      'builtAt',
      'durationMs',
      'outputPath',
      'isCached',
    ])
    .expression((eb) =>
      eb
        .selectFrom('bundleReports')
        .select([
          sql.lit(commitId).as('commitId'),
          'repoid',
          'name',
          'uploadId',
          'statsVersion',
          'pluginName',
          'pluginVersion',
          'bundlerName',
          'bundlerVersion',
          'builtAt',
          'durationMs',
          'outputPath',
          sql.lit(true).as('isCached'),
        ])
        .where('id', '=', sourceId),
    )
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('bundleAssets')
    .columns(['bundleReportId', 'position', 'name', 'normalizedName', 'size', 'gzipSize', 'assetType'])
    .expression((eb) =>
      eb
        .selectFrom('bundleAssets')
        .select([
          sql.lit(copyId).as('bundleReportId'),
          'position',
          'name',
          'normalizedName',
          'size',
          'gzipSize',
          'assetType',
        ])
        .where('bundleReportId', '=', sourceId),
    )
    .execute();
  await trx
    .insertInto('bundleChunks')
    .columns(['bundleReportId', 'position', 'externalId', 'uniqueExternalId', 'entry', 'initial'])
    .expression((eb) =>
      eb
        .selectFrom('bundleChunks')
        .select([
          sql.lit(copyId).as('bundleReportId'),
          'position',
          'externalId',
          'uniqueExternalId',
          'entry',
          'initial',
        ])
        .where('bundleReportId', '=', sourceId),
    )
    .execute();
  await trx
    .insertInto('bundleModules')
    .columns(['bundleReportId', 'position', 'name', 'size'])
    .expression((eb) =>
      eb
        .selectFrom('bundleModules')
        .select([sql.lit(copyId).as('bundleReportId'), 'position', 'name', 'size'])
        .where('bundleReportId', '=', sourceId),
    )
    .execute();

  // The links name rows by id: each copied row is found again by its bundle and position.
  await trx
    .insertInto('bundleAssetsChunks')
    .columns(['assetId', 'chunkId'])
    .expression((eb) =>
      eb
        .selectFrom('bundleAssetsChunks as link')
        .innerJoin('bundleAssets as oa', 'oa.id', 'link.assetId')
        .innerJoin('bundleChunks as oc', 'oc.id', 'link.chunkId')
        .innerJoin('bundleAssets as na', (join) =>
          join.on('na.bundleReportId', '=', copyId).onRef('na.position', '=', 'oa.position'),
        )
        .innerJoin('bundleChunks as nc', (join) =>
          join.on('nc.bundleReportId', '=', copyId).onRef('nc.position', '=', 'oc.position'),
        )
        .select(['na.id as assetId', 'nc.id as chunkId'])
        .where('oa.bundleReportId', '=', sourceId),
    )
    .execute();
  await trx
    .insertInto('bundleDynamicImports')
    .columns(['chunkId', 'assetId'])
    .expression((eb) =>
      eb
        .selectFrom('bundleDynamicImports as link')
        .innerJoin('bundleAssets as oa', 'oa.id', 'link.assetId')
        .innerJoin('bundleChunks as oc', 'oc.id', 'link.chunkId')
        .innerJoin('bundleAssets as na', (join) =>
          join.on('na.bundleReportId', '=', copyId).onRef('na.position', '=', 'oa.position'),
        )
        .innerJoin('bundleChunks as nc', (join) =>
          join.on('nc.bundleReportId', '=', copyId).onRef('nc.position', '=', 'oc.position'),
        )
        .select(['nc.id as chunkId', 'na.id as assetId'])
        .where('oc.bundleReportId', '=', sourceId),
    )
    .execute();
  await trx
    .insertInto('bundleChunksModules')
    .columns(['chunkId', 'moduleId'])
    .expression((eb) =>
      eb
        .selectFrom('bundleChunksModules as link')
        .innerJoin('bundleChunks as oc', 'oc.id', 'link.chunkId')
        .innerJoin('bundleModules as om', 'om.id', 'link.moduleId')
        .innerJoin('bundleChunks as nc', (join) =>
          join.on('nc.bundleReportId', '=', copyId).onRef('nc.position', '=', 'oc.position'),
        )
        .innerJoin('bundleModules as nm', (join) =>
          join.on('nm.bundleReportId', '=', copyId).onRef('nm.position', '=', 'om.position'),
        )
        .select(['nc.id as chunkId', 'nm.id as moduleId'])
        .where('oc.bundleReportId', '=', sourceId),
    )
    .execute();
}

/** Which of `names` are, on the head of the repository's branch, copies carried from an earlier commit. */
export async function cachedOnBranchHead(
  db: Kysely<Database>,
  repoid: number,
  branch: string,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('branches as br')
    .innerJoin('commits as c', (join) =>
      join.onRef('c.repoid', '=', 'br.repoid').onRef('c.commitid', '=', 'br.head'),
    )
    .innerJoin('bundleReports as b', 'b.commitId', 'c.id')
    .select('b.name')
    .where('br.repoid', '=', repoid)
    .where('br.branch', '=', branch)
    .where('b.isCached', '=', true)
    .where('b.name', 'in', [...names])
    .execute();
  return new Set(rows.map((row) => row.name));
}
