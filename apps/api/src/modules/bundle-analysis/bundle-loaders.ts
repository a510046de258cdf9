import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { BundleStatsChunk } from '@canopy/bundle-analysis';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { uploadSummaries, type UploadSummary } from '../coverage';
import {
  assetsOfBundles,
  bundleReportsOfCommits,
  chunksOfBundles,
  moduleCountsOfAssets,
  modulesOfAssets,
  modulesOfBundles,
  type StoredAsset,
  type StoredBundleContent,
  type StoredBundleReport,
} from './bundle-read-store';
import { BUNDLE_UPLOADS } from './bundle-report-store';
import { cacheConfigsOfRepositories } from './bundle-cache-store';

/** Per-request batching of the bundle reads, so lists of commits, bundles or assets cost one query each. */
export interface BundleLoaders {
  /** A commit's bundles by commit id. */
  reportsByCommit: DataLoader<number, StoredBundleReport[]>;
  /** A bundle's assets by bundle id. */
  assets: DataLoader<number, StoredAsset[]>;
  /** A bundle's chunks by bundle id. */
  chunks: DataLoader<number, BundleStatsChunk[]>;
  /** A bundle's assets, chunks and modules by bundle id (comparisons need them all). */
  content: DataLoader<number, StoredBundleContent>;
  /** How many modules an asset holds, by asset id. */
  assetModuleCounts: DataLoader<number, number>;
  /** The modules written to an asset, by asset id. */
  assetModules: DataLoader<number, Array<{ name: string; size: number }>>;
  /** A commit's bundle uploads by state, by commit id. */
  uploadStates: DataLoader<number, UploadSummary>;
  /** A repository's bundle caching, bundle name → on, by repoid. */
  cacheConfigs: DataLoader<number, Map<string, boolean>>;
}

function fromMap<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>) {
  return new DataLoader<K, V>(async (keys) => {
    const found = await load(keys);
    return keys.map((key) => found.get(key) as V);
  });
}

export function createBundleLoaders(db: Kysely<Database>): BundleLoaders {
  const assets = fromMap((ids: readonly number[]) => assetsOfBundles(db, ids));
  const chunks = fromMap((ids: readonly number[]) => chunksOfBundles(db, ids));
  const modules = fromMap((ids: readonly number[]) => modulesOfBundles(db, ids));
  return {
    reportsByCommit: fromMap((ids: readonly number[]) => bundleReportsOfCommits(db, ids)),
    assets,
    chunks,
    content: new DataLoader<number, StoredBundleContent>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          const [assetList, chunkList, moduleList] = await Promise.all([
            assets.load(id),
            chunks.load(id),
            modules.load(id),
          ]);
          return { assets: assetList, chunks: chunkList, modules: moduleList };
        }),
      ),
    ),
    assetModuleCounts: fromMap((ids: readonly number[]) => moduleCountsOfAssets(db, ids)),
    assetModules: fromMap((ids: readonly number[]) => modulesOfAssets(db, ids)),
    uploadStates: fromMap((ids: readonly number[]) => uploadSummaries(db, ids, BUNDLE_UPLOADS)),
    cacheConfigs: fromMap((ids: readonly number[]) => cacheConfigsOfRepositories(db, ids)),
  };
}

const perRequest = new WeakMap<Pick<GraphQLContext, 'db'>, BundleLoaders>();

/** The request's bundle loaders, made on first use. */
export function bundleLoaders(context: Pick<GraphQLContext, 'db'>): BundleLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = createBundleLoaders(context.db);
    perRequest.set(context, loaders);
  }
  return loaders;
}
