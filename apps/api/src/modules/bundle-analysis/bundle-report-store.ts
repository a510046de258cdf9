import { type Kysely, sql } from 'kysely';
import { assetGroup, type BundleStats } from '@canopy/bundle-analysis';
import type { Database, UploadRecord } from '../../db/schema';
import { carryCachedBundles, enableCachingOnDefaultBranch } from './bundle-cache-store';

/** The reads and writes of bundle analysis processing (tables: migration 0017-bundle-analysis). */

/** Report type of bundle stats uploads in the uploads table. */
export const BUNDLE_UPLOADS = 'bundle_analysis' as const;

/** Rows per insert: well below PostgreSQL's 65535 parameters for the widest table. */
const BATCH = 2000;

async function insertInBatches<Row>(rows: readonly Row[], insert: (batch: Row[]) => Promise<void>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The commit the client asked its bundles to be compared with (`compareSha`). */
export async function saveCompareSha(db: Kysely<Database>, commitId: number, compareSha: string) {
  await db
    .insertInto('bundleAnalysisMetadata')
    .values({ commitId, compareSha })
    .onConflict((oc) => oc.column('commitId').doUpdateSet({ compareSha, updatedAt: sql`now()` }))
    .execute();
}

/**
 * Stores a bundle read from `upload`: the commit's previous data for the same bundle name goes (a copy carried
 * from the parent included), other bundles stay. The commit's first bundle first brings the parent's cached
 * bundles along; a bundle of the default branch gets caching switched on. The upload is marked processed (named
 * after the bundle) and the repository's bundle analysis turned on, all in one transaction, so a pass cut short
 * anywhere is simply done again.
 */
export async function replaceBundle(db: Kysely<Database>, upload: UploadRecord, stats: BundleStats) {
  await db.transaction().execute(async (trx) => {
    // Another pass may have settled this upload first: then there is nothing left to do.
    const current = await trx
      .selectFrom('uploads')
      .select('state')
      .where('id', '=', upload.id)
      .forUpdate()
      .executeTakeFirst();
    if (current?.state !== 'uploaded') return;
    // The commit's first bundle brings the parent's cached bundles with it; this upload then replaces its own.
    await carryCachedBundles(trx, upload.commitId, stats.bundleName);
    await trx
      .deleteFrom('bundleReports')
      .where('commitId', '=', upload.commitId)
      .where('name', '=', stats.bundleName)
      .execute();
    const { id: bundleReportId } = await trx
      .insertInto('bundleReports')
      .values({
        commitId: upload.commitId,
        repoid: upload.repoid,
        name: stats.bundleName,
        uploadId: upload.id,
        statsVersion: stats.version,
        pluginName: stats.plugin.name,
        pluginVersion: stats.plugin.version,
        bundlerName: stats.bundler?.name ?? null,
        bundlerVersion: stats.bundler?.version ?? null,
        builtAt: new Date(stats.builtAt),
        durationMs: stats.duration,
        outputPath: stats.outputPath,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Positions tie the returned ids to the stats' entries, whatever order the rows come back in.
    const assetIds: number[] = [];
    await insertInBatches(
      stats.assets.map((asset, position) => ({ asset, position })),
      async (batch) => {
        const rows = await trx
          .insertInto('bundleAssets')
          .values(
            batch.map(({ asset, position }) => ({
              bundleReportId,
              position,
              name: asset.name,
              normalizedName: asset.normalized,
              size: asset.size,
              gzipSize: asset.gzipSize,
              assetType: assetGroup(asset.name),
            })),
          )
          .returning(['id', 'position'])
          .execute();
        for (const row of rows) assetIds[row.position] = row.id;
      },
    );
    const chunkIds: number[] = [];
    await insertInBatches(
      stats.chunks.map((chunk, position) => ({ chunk, position })),
      async (batch) => {
        const rows = await trx
          .insertInto('bundleChunks')
          .values(
            batch.map(({ chunk, position }) => ({
              bundleReportId,
              position,
              externalId: chunk.id,
              uniqueExternalId: chunk.uniqueId,
              entry: chunk.entry,
              initial: chunk.initial,
            })),
          )
          .returning(['id', 'position'])
          .execute();
        for (const row of rows) chunkIds[row.position] = row.id;
      },
    );
    const moduleIds: number[] = [];
    await insertInBatches(
      stats.modules.map((module, position) => ({ module, position })),
      async (batch) => {
        const rows = await trx
          .insertInto('bundleModules')
          .values(
            batch.map(({ module, position }) => ({
              bundleReportId,
              position,
              name: module.name,
              size: module.size,
            })),
          )
          .returning(['id', 'position'])
          .execute();
        for (const row of rows) moduleIds[row.position] = row.id;
      },
    );

    const links = bundleLinks(stats, { assetIds, chunkIds, moduleIds });
    await insertInBatches(links.assetsChunks, async (batch) => {
      await trx.insertInto('bundleAssetsChunks').values(batch).execute();
    });
    await insertInBatches(links.chunksModules, async (batch) => {
      await trx.insertInto('bundleChunksModules').values(batch).execute();
    });
    await insertInBatches(links.dynamicImports, async (batch) => {
      await trx.insertInto('bundleDynamicImports').values(batch).execute();
    });

    await trx
      .updateTable('uploads')
      .set({
        state: 'processed',
        name: stats.bundleName,
        errorCode: null,
        errorMessage: null,
        updatedAt: sql`now()`,
      })
      .where('id', '=', upload.id)
      .execute();
    await enableCachingOnDefaultBranch(trx, upload.commitId, stats.bundleName);
    await trx
      .updateTable('repositories')
      .set({ bundleAnalysisEnabled: true, updatedAt: sql`now()` })
      .where('repoid', '=', upload.repoid)
      .where('bundleAnalysisEnabled', '=', false)
      .execute();
  });
}

/**
 * The links between the stored rows: chunk files and dynamic imports name assets, modules name chunks by their
 * unique id. A name no entry has is skipped (the plugins leave source maps out of the assets); a repeated link
 * is kept once.
 */
export function bundleLinks(
  stats: Pick<BundleStats, 'assets' | 'chunks' | 'modules'>,
  ids: { assetIds: number[]; chunkIds: number[]; moduleIds: number[] },
) {
  const assetByName = new Map<string, number>();
  stats.assets.forEach((asset, position) => {
    if (!assetByName.has(asset.name)) assetByName.set(asset.name, ids.assetIds[position]!);
  });
  const chunkByUniqueId = new Map<string, number>();
  stats.chunks.forEach((chunk, position) => {
    if (!chunkByUniqueId.has(chunk.uniqueId)) chunkByUniqueId.set(chunk.uniqueId, ids.chunkIds[position]!);
  });
  const pairs = <Row>(make: (a: number, b: number) => Row) => {
    const seen = new Set<string>();
    const rows: Row[] = [];
    return {
      rows,
      add(a: number | undefined, b: number | undefined) {
        if (a === undefined || b === undefined || seen.has(`${a}:${b}`)) return;
        seen.add(`${a}:${b}`);
        rows.push(make(a, b));
      },
    };
  };
  const assetsChunks = pairs((assetId, chunkId) => ({ assetId, chunkId }));
  const dynamicImports = pairs((chunkId, assetId) => ({ chunkId, assetId }));
  stats.chunks.forEach((chunk, position) => {
    const chunkId = ids.chunkIds[position];
    for (const file of chunk.files) assetsChunks.add(assetByName.get(file), chunkId);
    for (const file of chunk.dynamicImports) dynamicImports.add(chunkId, assetByName.get(file));
  });
  const chunksModules = pairs((chunkId, moduleId) => ({ chunkId, moduleId }));
  stats.modules.forEach((module, position) => {
    for (const uniqueId of module.chunkUniqueIds)
      chunksModules.add(chunkByUniqueId.get(uniqueId), ids.moduleIds[position]);
  });
  return {
    assetsChunks: assetsChunks.rows,
    dynamicImports: dynamicImports.rows,
    chunksModules: chunksModules.rows,
  };
}
