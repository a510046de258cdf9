// Bundle stats for the browser tests: the captured @codecov/webpack-plugin build, a grown copy of it, and its upload
// through the plugins' two requests after the commit is created as codecov-cli creates it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { repoRoot } from '@canopy/tools/harness';

export interface BundleAsset {
  name: string;
  size: number;
  gzipSize: number;
  normalized: string;
}

export interface BundleStats {
  assets: BundleAsset[];
  chunks: Array<{ files: string[] }>;
  [key: string]: unknown;
}

/** The captured build: 3140 bytes (main.js 2876, a lazy chunk 171, a stylesheet 93), bundle `bundle-app-array-push`. */
export const capturedBuild: BundleStats = JSON.parse(
  fs.readFileSync(
    path.join(repoRoot, 'apps/api/src/modules/uploads/fixtures/captured/webpack-plugin-token/002-body.bin'),
    'utf8',
  ),
);

const isMainScript = (name: string) => name.startsWith('main.') && name.endsWith('.js');

/** The captured build with main.js renamed to `main` (a new hash) and changed by `change`. */
export function grownBuild(main: string, change: (asset: BundleAsset) => BundleAsset): BundleStats {
  return {
    ...capturedBuild,
    assets: capturedBuild.assets.map((asset) =>
      isMainScript(asset.name) ? { ...change(asset), name: main } : asset,
    ),
    chunks: capturedBuild.chunks.map((chunk) => ({
      ...chunk,
      files: chunk.files.map((file) => (isMainScript(file) ? main : file)),
    })),
  };
}

/** A GraphQL answer for the signed-in page. */
export async function pageGraphql<T>(page: Page, query: string): Promise<T> {
  return page.evaluate(async (body) => {
    const response = await fetch('/graphql/gh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: body }),
    });
    return (await response.json()).data;
  }, query);
}

async function send(url: string, init: RequestInit, expected: number): Promise<Response> {
  const response = await fetch(url, init);
  assert.equal(response.status, expected, `${init.method} ${url}: ${await response.clone().text()}`);
  return response;
}

export interface Build {
  owner: string;
  repo: string;
  sha: string;
  branch: string;
  parent: string | null;
  pullid?: number | null;
  /** Without stats only the commit is created. */
  stats?: BundleStats;
}

/** The commit as codecov-cli creates it (with its pull), then its stats as the plugin sends them: POST, then PUT. */
export async function uploadBuild(serverUrl: string, token: string, build: Build): Promise<void> {
  const { owner, repo, sha, branch, parent, pullid = null, stats } = build;
  const headers = { authorization: `token ${token}`, 'content-type': 'application/json' };
  await send(
    `${serverUrl}/upload/github/${owner}::::${repo}/commits`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ commitid: sha, branch, parent_commit_id: parent, pullid }),
    },
    201,
  );
  if (!stats) return;
  const post = await send(
    `${serverUrl}/upload/bundle_analysis/v1`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        commit: sha,
        branch,
        slug: `${owner}::::${repo}`,
        service: 'github-actions',
        build: '1',
        pr: pullid === null ? null : String(pullid),
      }),
    },
    200,
  );
  const { url } = (await post.json()) as { url: string };
  await send(
    url,
    { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(stats) },
    200,
  );
}

/** The first `columns` cells of each data row of a table, whitespace folded. */
export async function tableRows(table: Locator, columns = 4): Promise<string[][]> {
  const all = await table.locator('tbody > tr').all();
  const out: string[][] = [];
  for (const row of all) {
    const cells = await row.getByRole('cell').allInnerTexts();
    if (cells.length > 1) out.push(cells.slice(0, columns).map((cell) => cell.replace(/\s+/g, ' ').trim()));
  }
  return out;
}
