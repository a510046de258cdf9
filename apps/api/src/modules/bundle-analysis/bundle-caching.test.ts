import { sql } from 'kysely';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import {
  bundleUploadsOf,
  createCommit,
  storedBundle,
  uploadCommitBundle,
} from '../../testing/bundle-uploads';
import { processCommitBundles } from './process-bundle';
import { MAX_BUNDLE_NAME } from './process-bundle';
import { MAX_CACHE_BUNDLES } from './bundle-cache-config';

const SLUG = 'canopy/web-app';
const A = 'a1'.repeat(20);
const B = 'b2'.repeat(20);
const C = 'c3'.repeat(20);
const D = 'd4'.repeat(20);

/** A bundle of two scripts in one entry chunk, and a lazy chunk importing the second. */
const stats = (bundleName: string, size: number) => ({
  version: '3',
  builtAt: 1_795_301_000_000,
  duration: 12,
  bundleName,
  plugin: { name: '@codecov/vite-plugin', version: '2.0.1' },
  bundler: { name: 'rollup', version: '4.0.0' },
  assets: [
    { name: `${bundleName}.js`, size, gzipSize: Math.round(size / 2), normalized: `${bundleName}.js` },
    { name: `${bundleName}-lazy.js`, size: 100, gzipSize: 50, normalized: `${bundleName}-lazy.js` },
  ],
  chunks: [
    {
      id: 'main',
      uniqueId: '0-main',
      entry: true,
      initial: true,
      files: [`${bundleName}.js`],
      names: ['main'],
      dynamicImports: [`${bundleName}-lazy.js`],
    },
    {
      id: 'lazy',
      uniqueId: '1-lazy',
      entry: false,
      initial: false,
      files: [`${bundleName}-lazy.js`],
      names: ['lazy'],
      dynamicImports: [],
    },
  ],
  modules: [
    { name: `./src/${bundleName}/index.ts`, size: size - 10, chunkUniqueIds: ['0-main'] },
    { name: `./src/${bundleName}/lazy.ts`, size: 90, chunkUniqueIds: ['1-lazy'] },
  ],
});

const ERROR = 'error { __typename ... on ResolverError { message } }';
const UPDATE = `mutation($input: UpdateBundleCacheConfigInput!) {
  updateBundleCacheConfig(input: $input) { results { bundleName isCached cacheConfig } ${ERROR} } }`;

type Bundle = {
  name: string;
  isCached: boolean;
  cacheConfig: boolean;
  moduleCount: number;
  bundleData: { size: { uncompress: number } };
  assets: Array<{ name: string; modules: Array<{ name: string }> }>;
};

describeEachBackend('bundle caching', (backend) => {
  let server: TestServer;
  let ada: string;
  let margaret: string;
  let repoid: number;
  const at = { slug: SLUG, token: '' };

  async function bundlesOf(sha: string): Promise<Bundle[]> {
    const { data, errors } = await server.graphql<{
      owner: { repository: { commit: { bundleAnalysis: { bundleAnalysisReport: { bundles: Bundle[] } } } } };
    }>(
      `query($sha: String!) { owner(username: "canopy") { repository(name: "web-app") { ... on Repository {
        commit(id: $sha) { bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundles {
          name isCached cacheConfig moduleCount bundleData { size { uncompress } }
          assets { name modules { name } } } } } } } } } } }`,
      { variables: { sha } },
    );
    expect(errors).toBeUndefined();
    return data!.owner.repository.commit.bundleAnalysis.bundleAnalysisReport.bundles;
  }
  const summary = (bundles: Bundle[]) =>
    bundles.map((bundle) => ({
      name: bundle.name,
      isCached: bundle.isCached,
      size: bundle.bundleData.size.uncompress,
    }));

  async function update(bundles: Array<{ bundleName: string; toggleCaching: boolean }>, cookie = ada) {
    const response = await server.graphql<{ updateBundleCacheConfig: Record<string, unknown> }>(UPDATE, {
      variables: { input: { owner: 'canopy', repoName: 'web-app', bundles } },
      cookie,
    });
    expect(response.errors).toBeUndefined();
    return response.data!.updateBundleCacheConfig;
  }

  async function upload(sha: string, branch: string, bundle: string, size: number) {
    await uploadCommitBundle(server, { ...at, sha, branch, stats: stats(bundle, size) });
    await server.app.ingestion.queue.idle();
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    ada = await server.signIn('ada');
    margaret = await server.signIn('margaret');
    const repo = await server.database.db
      .selectFrom('repositories')
      .select(['repoid', 'uploadToken', 'defaultBranch'])
      .where('name', '=', 'web-app')
      .executeTakeFirstOrThrow();
    expect(repo.defaultBranch).toBe('main');
    repoid = repo.repoid;
    at.token = repo.uploadToken;
    await createCommit(server, { ...at, sha: A, branch: 'main' });
    await createCommit(server, { ...at, sha: B, branch: 'main', parent: A });
    await createCommit(server, { ...at, sha: C, branch: 'feature', parent: B });
    await createCommit(server, { ...at, sha: D, branch: 'main', parent: B });
    // The first commit of the default branch builds three bundles.
    for (const [name, size] of [
      ['app', 1_000],
      ['widget', 500],
      ['docs', 300],
    ] as const)
      await upload(A, 'main', name, size);
  });
  afterAll(() => server?.close());

  it('switches caching on for the bundles of the default branch', async () => {
    const bundles = await bundlesOf(A);
    expect(bundles.map((bundle) => [bundle.name, bundle.cacheConfig, bundle.isCached])).toEqual([
      ['app', true, false],
      ['docs', true, false],
      ['widget', true, false],
    ]);
  });

  it('lets a member switch caching off, and refuses others and bad input with a clear error', async () => {
    expect(await update([{ bundleName: 'docs', toggleCaching: false }])).toEqual({
      results: [{ bundleName: 'docs', isCached: false, cacheConfig: false }],
      error: null,
    });
    expect((await bundlesOf(A)).find((bundle) => bundle.name === 'docs')!.cacheConfig).toBe(false);

    // margaret sees the public repository but is no member of canopy.
    expect(await update([{ bundleName: 'docs', toggleCaching: true }], margaret)).toEqual({
      results: null,
      error: {
        __typename: 'UnauthorizedError',
        message: 'Only members of the organization can change bundle caching',
      },
    });
    const anonymous = await server.graphql<{ updateBundleCacheConfig: Record<string, unknown> }>(UPDATE, {
      variables: {
        input: {
          owner: 'canopy',
          repoName: 'web-app',
          bundles: [{ bundleName: 'docs', toggleCaching: true }],
        },
      },
    });
    expect(anonymous.data!.updateBundleCacheConfig.error).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    const missing = await server.graphql<{ updateBundleCacheConfig: Record<string, unknown> }>(UPDATE, {
      variables: {
        input: {
          owner: 'canopy',
          repoName: 'no-such-repo',
          bundles: [{ bundleName: 'docs', toggleCaching: true }],
        },
      },
      cookie: ada,
    });
    expect(missing.data!.updateBundleCacheConfig.error).toEqual({
      __typename: 'ValidationError',
      message: 'Repo not found',
    });

    const refused = async (bundles: Array<{ bundleName: string; toggleCaching: boolean }>) => {
      const answer = await update(bundles);
      expect(answer.results).toBeNull();
      return answer.error;
    };
    expect(await refused([])).toEqual({
      __typename: 'ValidationError',
      message: 'Choose at least one bundle',
    });
    expect(await refused([{ bundleName: 'nope', toggleCaching: true }])).toEqual({
      __typename: 'ValidationError',
      message: 'These bundles do not exist in the repository: nope',
    });
    expect(
      await refused(
        Array.from({ length: MAX_CACHE_BUNDLES + 1 }, (_, i) => ({
          bundleName: `b${i}`,
          toggleCaching: true,
        })),
      ),
    ).toEqual({ __typename: 'ValidationError', message: 'At most 100 bundles can be changed at once' });
    expect(await refused([{ bundleName: 'x'.repeat(MAX_BUNDLE_NAME + 1), toggleCaching: true }])).toEqual({
      __typename: 'ValidationError',
      message: 'A bundle name is longer than 512 characters',
    });
    expect(
      await refused([
        { bundleName: 'app', toggleCaching: true },
        { bundleName: 'app', toggleCaching: false },
      ]),
    ).toEqual({ __typename: 'ValidationError', message: 'The bundle "app" is named more than once' });
    // Nothing was changed by the refused calls.
    const configs = await server.database.db
      .selectFrom('bundleCacheConfigs')
      .select(['bundleName', 'isCaching'])
      .where('repoid', '=', repoid)
      .orderBy('bundleName')
      .execute();
    expect(configs).toEqual([
      { bundleName: 'app', isCaching: true },
      { bundleName: 'docs', isCaching: false },
      { bundleName: 'widget', isCaching: true },
    ]);
  });

  it('carries the cached bundles of the parent into a commit that does not upload them, and drops the others', async () => {
    await upload(B, 'main', 'app', 1_200);
    const bundles = await bundlesOf(B);
    expect(summary(bundles)).toEqual([
      { name: 'app', isCached: false, size: 1_300 },
      { name: 'widget', isCached: true, size: 600 },
    ]);
    // The carried bundle answers every read like the parent's own: assets, modules, module count.
    const parentWidget = (await bundlesOf(A)).find((bundle) => bundle.name === 'widget')!;
    const widget = bundles.find((bundle) => bundle.name === 'widget')!;
    expect({ ...widget, isCached: false }).toEqual(parentWidget);
    expect(widget.moduleCount).toBe(2);
    // Stored like an upload, links and all.
    const stored = await storedBundle(server, B, 'widget');
    const original = await storedBundle(server, A, 'widget');
    expect(stored!.report.isCached).toBe(true);
    expect({ ...stored, report: null }).toEqual({ ...original, report: null });

    // The comparison with the parent sees no change for the carried bundle; the report says it holds cached data.
    const { data, errors } = await server.graphql<{
      owner: { repository: { commit: { bundleAnalysis: Record<string, unknown> } } };
    }>(
      `query { owner(username: "canopy") { repository(name: "web-app") { ... on Repository {
        commit(id: "${B}") { bundleAnalysis {
          bundleAnalysisReport { ... on BundleAnalysisReport { isCached } }
          bundleAnalysisCompareWithParent { ... on BundleAnalysisComparison {
            bundles { name changeType bundleChange { size { uncompress } } } } } } } } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.owner.repository.commit.bundleAnalysis).toEqual({
      bundleAnalysisReport: { isCached: true },
      bundleAnalysisCompareWithParent: {
        bundles: expect.arrayContaining([
          { name: 'app', changeType: 'changed', bundleChange: { size: { uncompress: 200 } } },
          { name: 'widget', changeType: 'changed', bundleChange: { size: { uncompress: 0 } } },
          { name: 'docs', changeType: 'removed', bundleChange: { size: { uncompress: -400 } } },
        ]),
      },
    });
  });

  it('keeps carrying down a branch, and leaves bundles seen only off the default branch uncached', async () => {
    await upload(C, 'feature', 'preview', 2_000);
    const bundles = await bundlesOf(C);
    expect(bundles.map((bundle) => [bundle.name, bundle.isCached, bundle.cacheConfig])).toEqual([
      ['app', true, true],
      ['preview', false, false],
      ['widget', true, true],
    ]);
    expect(summary(bundles).find((bundle) => bundle.name === 'app')!.size).toBe(1_300);
  });

  it('replaces a carried bundle with a real upload of it', async () => {
    await upload(D, 'main', 'app', 1_500);
    expect(summary(await bundlesOf(D))).toEqual([
      { name: 'app', isCached: false, size: 1_600 },
      { name: 'widget', isCached: true, size: 600 },
    ]);
    // An upload of the carried bundle to the same commit later replaces the copy.
    await upload(D, 'main', 'widget', 700);
    expect(summary(await bundlesOf(D))).toEqual([
      { name: 'app', isCached: false, size: 1_600 },
      { name: 'widget', isCached: false, size: 800 },
    ]);
    // The branch head's bundle now is a real one.
    expect(await update([{ bundleName: 'widget', toggleCaching: true }])).toMatchObject({
      results: [{ bundleName: 'widget', isCached: false, cacheConfig: true }],
    });
  });

  it('is harmless to run again: a job run twice or an upload read again leaves the same bundles', async () => {
    const before = await bundlesOf(D);
    const rows = async () =>
      (
        await sql<{ count: number }>`select count(*)::int as count from bundle_reports r
          join commits c on c.id = r.commit_id where c.commitid = ${D}`.execute(server.database.db)
      ).rows[0]!.count;
    expect(await rows()).toBe(2);
    const commit = await server.database.db
      .selectFrom('commits')
      .select('id')
      .where('commitid', '=', D)
      .executeTakeFirstOrThrow();
    const context = {
      db: server.database.db,
      storage: server.app.ingestion.storage,
      maxDecompressedBytes: 50_000_000,
    };
    await processCommitBundles(context, commit.id);
    // As if the process died after storing an upload but before the queue learnt the job was done.
    const [first] = await bundleUploadsOf(server, D);
    await server.database.db
      .updateTable('uploads')
      .set({ state: 'uploaded' })
      .where('id', '=', first!.id)
      .execute();
    await processCommitBundles(context, commit.id);
    await processCommitBundles(context, commit.id);
    expect(await rows()).toBe(2);
    expect(await bundlesOf(D)).toEqual(before);
  });
});
