import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { CAPTURED_UPLOADS } from './replay';
import type { TestServer } from './test-server';

/** Bundle stats uploads in tests: the two requests the @codecov plugins send, and the rows they leave. */

export interface BundleUploadInput {
  /** `Authorization: token …`; none for a tokenless upload. */
  token?: string;
  /** The POST body (docs/upload-protocols.md §2.2). */
  request: Record<string, unknown>;
  /** The PUT body: stats as an object, or raw bytes as sent. */
  stats: unknown;
  putHeaders?: Record<string, string>;
}

export interface BundleUploadResult {
  post: LightMyRequestResponse;
  put?: LightMyRequestResponse;
}

/** POST for the URL, then PUT the stats there (stops after a refused POST, as the clients do). */
export async function uploadBundle(
  server: TestServer,
  input: BundleUploadInput,
): Promise<BundleUploadResult> {
  const post = await server.app.inject({
    method: 'POST',
    url: '/upload/bundle_analysis/v1',
    headers: {
      'content-type': 'application/json',
      ...(input.token ? { authorization: `token ${input.token}` } : {}),
    },
    payload: JSON.stringify(input.request),
  });
  if (post.statusCode !== 200) return { post };
  const target = new URL((post.json() as { url: string }).url);
  const put = await server.app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': 'application/json', ...input.putHeaders },
    payload: Buffer.isBuffer(input.stats) ? input.stats : JSON.stringify(input.stats),
  });
  return { post, put };
}

/** A commit's bundle uploads, oldest first. */
export function bundleUploadsOf(server: TestServer, sha: string) {
  return server.database.db
    .selectFrom('uploads')
    .innerJoin('commits', 'commits.id', 'uploads.commitId')
    .selectAll('uploads')
    .where('commits.commitid', '=', sha)
    .where('uploads.uploadType', '=', 'bundle_analysis')
    .orderBy('uploads.id')
    .execute();
}

/** Everything stored for one bundle of a commit, in the stats' order; null when there is no such bundle. */
export async function storedBundle(server: TestServer, sha: string, name: string) {
  const { db } = server.database;
  const report = await db
    .selectFrom('bundleReports')
    .innerJoin('commits', 'commits.id', 'bundleReports.commitId')
    .selectAll('bundleReports')
    .where('commits.commitid', '=', sha)
    .where('bundleReports.name', '=', name)
    .executeTakeFirst();
  if (!report) return null;
  const assets = await db
    .selectFrom('bundleAssets')
    .select(['id', 'name', 'normalizedName', 'size', 'gzipSize', 'assetType'])
    .where('bundleReportId', '=', report.id)
    .orderBy('position')
    .execute();
  const chunks = await db
    .selectFrom('bundleChunks')
    .select(['id', 'externalId', 'uniqueExternalId', 'entry', 'initial'])
    .where('bundleReportId', '=', report.id)
    .orderBy('position')
    .execute();
  const modules = await db
    .selectFrom('bundleModules')
    .select(['id', 'name', 'size'])
    .where('bundleReportId', '=', report.id)
    .orderBy('position')
    .execute();
  const chunkIds = chunks.map((chunk) => chunk.id);
  const none = [-1];
  const assetsChunks = await db
    .selectFrom('bundleAssetsChunks')
    .selectAll()
    .where('chunkId', 'in', chunkIds.length ? chunkIds : none)
    .execute();
  const chunksModules = await db
    .selectFrom('bundleChunksModules')
    .selectAll()
    .where('chunkId', 'in', chunkIds.length ? chunkIds : none)
    .execute();
  const dynamicImports = await db
    .selectFrom('bundleDynamicImports')
    .selectAll()
    .where('chunkId', 'in', chunkIds.length ? chunkIds : none)
    .execute();
  const assetName = new Map(assets.map((asset) => [asset.id, asset.name]));
  // Links read back in the stats' own terms: each chunk's files and lazy imports, each module's chunks.
  return {
    report,
    assets: assets.map(({ id: _id, ...asset }) => asset),
    chunks: chunks.map((chunk) => ({
      id: chunk.externalId,
      uniqueId: chunk.uniqueExternalId,
      entry: chunk.entry,
      initial: chunk.initial,
      files: assetsChunks
        .filter((link) => link.chunkId === chunk.id)
        .map((link) => assetName.get(link.assetId)!)
        .sort(),
      dynamicImports: dynamicImports
        .filter((link) => link.chunkId === chunk.id)
        .map((link) => assetName.get(link.assetId)!)
        .sort(),
    })),
    modules: modules.map((module) => ({
      name: module.name,
      size: module.size,
      chunkUniqueIds: chunksModules
        .filter((link) => link.moduleId === module.id)
        .map((link) => chunks.find((chunk) => chunk.id === link.chunkId)!.uniqueExternalId)
        .sort(),
    })),
  };
}

interface StatsJson {
  assets: Array<{ name: string; size: number; gzipSize?: number | null; normalized: string }>;
  chunks: Array<{
    id: string;
    uniqueId: string;
    entry: boolean;
    initial: boolean;
    files: string[];
    dynamicImports?: string[];
  }>;
  modules: Array<{ name: string; size: number; chunkUniqueIds: string[] }>;
}

/**
 * What the bundle tables must hold for these stats, in the same shape as `storedBundle` (asset types are left
 * to the caller: they are the server's classification). Links to assets the stats do not list are not stored.
 */
export function expectedRows(stats: StatsJson) {
  const names = new Set(stats.assets.map((asset) => asset.name));
  return {
    assets: stats.assets.map((asset) => ({
      name: asset.name,
      normalizedName: asset.normalized,
      size: asset.size,
      gzipSize: asset.gzipSize ?? null,
    })),
    chunks: stats.chunks.map((chunk) => ({
      id: chunk.id,
      uniqueId: chunk.uniqueId,
      entry: chunk.entry,
      initial: chunk.initial,
      files: [...new Set(chunk.files.filter((file) => names.has(file)))].sort(),
      dynamicImports: [...new Set((chunk.dynamicImports ?? []).filter((file) => names.has(file)))].sort(),
    })),
    modules: stats.modules.map((module) => ({
      name: module.name,
      size: module.size,
      chunkUniqueIds: [...new Set(module.chunkUniqueIds)].sort(),
    })),
  };
}

/** The stats of a captured upload (`uploads/fixtures/captured/<run>/002-body.bin`), parsed. */
export function capturedBundleStats(run = 'webpack-plugin-token'): StatsJson & Record<string, unknown> {
  const file = path.join(CAPTURED_UPLOADS, run, '002-body.bin');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Tells the server of a commit the way codecov-cli's create-commit does (with its parent and pull request). */
export async function createCommit(
  server: TestServer,
  input: { slug: string; token: string; sha: string; branch: string; parent?: string; pullid?: number },
) {
  const [owner, name] = input.slug.split('/');
  const response = await server.app.inject({
    method: 'POST',
    url: `/upload/github/${owner}::::${name}/commits`,
    headers: { authorization: `token ${input.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      commitid: input.sha,
      branch: input.branch,
      parent_commit_id: input.parent ?? null,
      pullid: input.pullid ?? null,
    }),
  });
  if (response.statusCode !== 201)
    throw new Error(`create-commit answered ${response.statusCode}: ${response.body}`);
}

/** A bundle stats upload of a commit as the plugins send it, refused answers thrown. */
export async function uploadCommitBundle(
  server: TestServer,
  input: { slug: string; token: string; sha: string; branch: string; pullid?: number; stats: unknown },
) {
  const [owner, name] = input.slug.split('/');
  const { post, put } = await uploadBundle(server, {
    token: input.token,
    request: {
      commit: input.sha,
      branch: input.branch,
      pr: input.pullid === undefined ? null : String(input.pullid),
      slug: `${owner}::::${name}`,
      service: 'github-actions',
      git_service: 'github',
    },
    stats: input.stats,
  });
  if (post.statusCode !== 200 || put?.statusCode !== 200)
    throw new Error(
      `bundle upload answered ${post.statusCode}/${put?.statusCode}: ${put?.body ?? post.body}`,
    );
}
