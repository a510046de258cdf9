import { assetModules, bundleData, fileExtension, readBundleStats, sizeData } from '@canopy/bundle-analysis';
import { sql } from 'kysely';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { capturedBundleStats, createCommit, uploadCommitBundle } from '../../testing/bundle-uploads';

const SLUG = 'canopy/web-app';
const BASE = 'b'.repeat(40);
const HEAD = 'c'.repeat(40);
const FEATURE = 'd'.repeat(40);
const NO_BUNDLES = 'e'.repeat(40);
const BUNDLE = 'bundle-app-array-push';
const DAY = 86_400_000;

/** The captured webpack build, and a later build of it: main.js grew, the stylesheet went, a logo came. */
const baseStats = capturedBundleStats();
const headStats = {
  ...baseStats,
  builtAt: baseStats.builtAt as number,
  assets: [
    { name: 'main.0e4a6f1c2b3d4e5f6a7b.js', size: 3_400, gzipSize: 1_700, normalized: 'main.*.js' },
    ...baseStats.assets.filter((asset) => asset.name.startsWith('899.')),
    { name: 'logo.5f6a7b8c.png', size: 1_000, gzipSize: null, normalized: 'logo.*.png' },
  ],
  chunks: baseStats.chunks.map((chunk) => ({
    ...chunk,
    files: chunk.files.map((file) =>
      file.startsWith('main.') && file.endsWith('.js') ? 'main.0e4a6f1c2b3d4e5f6a7b.js' : file,
    ),
  })),
};
/** A second bundle: only the base builds it (removed), only the head builds the third (added). */
const small = (bundleName: string, size: number) => ({
  version: '3',
  builtAt: 1_795_301_000_000,
  duration: 12,
  bundleName,
  plugin: { name: '@codecov/vite-plugin', version: '2.0.1' },
  bundler: { name: 'rollup', version: '4.0.0' },
  assets: [
    { name: `${bundleName}.js`, size, gzipSize: Math.round(size / 2), normalized: `${bundleName}.js` },
  ],
  chunks: [],
  modules: [],
});

const BUNDLE_DATA = 'size { gzip uncompress } loadTime { threeG highSpeed }';

const statsOf = (stats: unknown) => {
  const read = readBundleStats(stats);
  if (!read.ok) throw new Error(read.reason);
  return read.stats;
};

describeEachBackend('bundle analysis reads', (backend) => {
  let server: TestServer;
  let token: string;

  const commitQuery = <T>(sha: string, selection: string, variables: Record<string, unknown> = {}) =>
    server.graphql<T>(
      `query($sha: String! ${Object.keys(variables)
        .map((name) => `, $${name}: ${name === 'filters' ? 'BundleAnalysisReportFilters' : 'String'}`)
        .join('')}) { owner(username: "canopy") { repository(name: "web-app") { ... on Repository {
        commit(id: $sha) { ${selection} } } } } }`,
      { variables: { sha, ...variables } },
    );
  const commitOf = (data: unknown) =>
    (data as { owner: { repository: { commit: Record<string, unknown> } } }).owner.repository.commit;
  const reportOf = (data: unknown) =>
    (commitOf(data).bundleAnalysis as { bundleAnalysisReport: Record<string, unknown> }).bundleAnalysisReport;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const repo = await server.database.db
      .selectFrom('repositories')
      .select(['repoid', 'uploadToken'])
      .where('name', '=', 'web-app')
      .executeTakeFirstOrThrow();
    token = repo.uploadToken;
    const at = { slug: SLUG, token };
    // The base's second bundle is not cached, so the head (which does not build it) leaves it behind.
    await server.database.db
      .insertInto('bundleCacheConfigs')
      .values({ repoid: repo.repoid, bundleName: 'legacy-widget', isCaching: false })
      .execute();
    await createCommit(server, { ...at, sha: BASE, branch: 'main' });
    await createCommit(server, { ...at, sha: HEAD, branch: 'main', parent: BASE });
    await createCommit(server, { ...at, sha: FEATURE, branch: 'feature', parent: BASE, pullid: 12 });
    await createCommit(server, { ...at, sha: NO_BUNDLES, branch: 'main', parent: HEAD });
    await uploadCommitBundle(server, { ...at, sha: BASE, branch: 'main', stats: baseStats });
    await uploadCommitBundle(server, {
      ...at,
      sha: BASE,
      branch: 'main',
      stats: small('legacy-widget', 800),
    });
    await uploadCommitBundle(server, { ...at, sha: HEAD, branch: 'main', stats: headStats });
    await uploadCommitBundle(server, {
      ...at,
      sha: HEAD,
      branch: 'main',
      stats: small('admin-panel', 2_000),
    });
    await uploadCommitBundle(server, {
      ...at,
      sha: FEATURE,
      branch: 'feature',
      pullid: 12,
      stats: headStats,
    });
    await server.app.ingestion.queue.idle();
    // The base was built two days before the head, so the trend has two points.
    await sql`update commits set timestamp = now() - interval '2 days' where commitid = ${BASE}`.execute(
      server.database.db,
    );
  });
  afterAll(() => server?.close());

  it('answers every bundle of a commit with the figures of its assets, and the status of its uploads', async () => {
    const { data, errors } = await commitQuery(
      HEAD,
      `bundleStatus bundleAnalysis { bundleAnalysisReport { __typename ... on BundleAnalysisReport {
         isCached bundleData { ${BUNDLE_DATA} } bundles { name isCached cacheConfig bundleData { ${BUNDLE_DATA} } } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(commitOf(data).bundleStatus).toBe('COMPLETED');
    const head = statsOf(headStats);
    const admin = statsOf(small('admin-panel', 2_000));
    expect(reportOf(data)).toEqual({
      __typename: 'BundleAnalysisReport',
      isCached: false,
      bundleData: bundleData([...admin.assets, ...head.assets]),
      bundles: [
        // Bundles of the default branch are cached unless someone chose otherwise.
        { name: 'admin-panel', isCached: false, cacheConfig: true, bundleData: bundleData(admin.assets) },
        { name: BUNDLE, isCached: false, cacheConfig: true, bundleData: bundleData(head.assets) },
      ],
    });
    // Hand-checked figures of the captured build: 2876 + 171 + 93 bytes, gzip 1511 + 153 + 104.
    const base = await commitQuery(
      BASE,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
         bundleData { ${BUNDLE_DATA} } } } } }`,
    );
    expect(reportOf(base.data).bundle).toEqual({
      bundleData: { size: { uncompress: 3140, gzip: 1768 }, loadTime: { threeG: 33, highSpeed: 0 } },
    });
  });

  it('answers one bundle: its build, module count and each asset as the stats give it', async () => {
    const { data, errors } = await commitQuery(
      BASE,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
         name moduleCount isCached info { version pluginName pluginVersion bundlerName bundlerVersion builtAt duration }
         assets { name extension normalizedName routes bundleData { ${BUNDLE_DATA} } } } } } }`,
    );
    expect(errors).toBeUndefined();
    const base = statsOf(baseStats);
    const modules = assetModules(base);
    expect(reportOf(data).bundle).toEqual({
      name: BUNDLE,
      moduleCount: base.assets.reduce((sum, asset) => sum + (modules.get(asset.name)?.length ?? 0), 0),
      isCached: false,
      info: {
        version: '3',
        pluginName: '@codecov/webpack-plugin',
        pluginVersion: '2.0.1',
        bundlerName: 'webpack',
        bundlerVersion: '5.112.2',
        builtAt: new Date(1_795_301_137_789).toISOString(),
        duration: 511,
      },
      assets: base.assets.map((asset) => ({
        name: asset.name,
        extension: fileExtension(asset.name),
        normalizedName: asset.normalized,
        routes: null,
        bundleData: sizeData(asset.size, asset.gzipSize ?? asset.size),
      })),
    });
    // The main script and the stylesheet hold the entry chunk's modules; the lazy chunk holds one.
    expect(reportOf(data).bundle).toMatchObject({ moduleCount: 12 + 12 + 1 });
  });

  it('narrows a bundle by asset group and load type', async () => {
    const names = async (filters: Record<string, unknown>) => {
      const { data, errors } = await commitQuery(
        BASE,
        `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}", filters: $filters) {
           moduleCount bundleData { size { uncompress } } assets { name }
           js: bundleDataFiltered(filters: { reportGroup: JAVASCRIPT }) { size { uncompress } } } } } }`,
        { filters },
      );
      expect(errors).toBeUndefined();
      const bundle = reportOf(data).bundle as {
        moduleCount: number;
        bundleData: { size: { uncompress: number } };
        js: { size: { uncompress: number } };
        assets: Array<{ name: string }>;
      };
      return {
        names: bundle.assets.map((asset) => asset.name),
        size: bundle.bundleData.size.uncompress,
        js: bundle.js.size.uncompress,
        modules: bundle.moduleCount,
      };
    };
    const [main, lazy, css] = baseStats.assets;
    expect(await names({ reportGroups: ['STYLESHEET'] })).toEqual({
      names: [css!.name],
      size: 93,
      js: 0,
      modules: 12,
    });
    expect(await names({ loadTypes: ['LAZY'] })).toEqual({
      names: [lazy!.name],
      size: 171,
      js: 171,
      modules: 1,
    });
    expect(await names({ loadTypes: ['ENTRY'] })).toEqual({
      names: [main!.name, css!.name],
      size: 2876 + 93,
      js: 2876,
      modules: 24,
    });
    expect(await names({ reportGroups: ['JAVASCRIPT'], loadTypes: ['INITIAL', 'ENTRY'] })).toMatchObject({
      names: [main!.name],
    });
  });

  it('pages the assets in the asked order, and answers an asset with its modules', async () => {
    const page = async (args: string) => {
      const { data, errors } = await commitQuery(
        HEAD,
        `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
           assetsPaginated(${args}) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } } } } } }`,
      );
      expect(errors).toBeUndefined();
      const connection = (reportOf(data).bundle as { assetsPaginated: Record<string, unknown> })
        .assetsPaginated as {
        totalCount: number;
        edges: Array<{ node: { name: string } }>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
      return { ...connection, names: connection.edges.map((edge) => edge.node.name) };
    };
    const [main, lazy, logo] = headStats.assets.map((asset) => asset.name);
    expect((await page('first: 10')).names).toEqual([main, logo, lazy]);
    expect((await page('ordering: SIZE, orderingDirection: ASC')).names).toEqual([lazy, logo, main]);
    expect((await page('ordering: TYPE, orderingDirection: ASC')).names).toEqual([logo, lazy, main]);
    const first = await page('ordering: NAME, orderingDirection: ASC, first: 2');
    expect(first).toMatchObject({ totalCount: 3, names: [lazy, logo], pageInfo: { hasNextPage: true } });
    const second = await page(
      `ordering: NAME, orderingDirection: ASC, first: 2, after: "${first.pageInfo.endCursor}"`,
    );
    expect(second).toMatchObject({ totalCount: 3, names: [main], pageInfo: { hasNextPage: false } });

    const { data } = await commitQuery(
      BASE,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
         asset(name: "${baseStats.assets[0]!.name}") { name modules { name extension bundleData { ${BUNDLE_DATA} } } }
         missing: asset(name: "nope.js") { name } } } } }`,
    );
    const bundle = reportOf(data).bundle as { asset: { modules: unknown[] }; missing: unknown };
    const expected = assetModules(statsOf(baseStats)).get(baseStats.assets[0]!.name)!;
    expect(bundle.missing).toBeNull();
    expect(bundle.asset.modules).toEqual(
      expected.map((module) => ({
        name: module.name,
        extension: fileExtension(module.name),
        bundleData: sizeData(module.size),
      })),
    );
    expect(bundle.asset.modules).toHaveLength(12);
  });

  it('refuses bad arguments and answers null for an unknown bundle', async () => {
    const unknown = await commitQuery(
      HEAD,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "nope") { name } } } }`,
    );
    expect(unknown.errors).toBeUndefined();
    expect(reportOf(unknown.data).bundle).toBeNull();
    const ordering = await commitQuery(
      HEAD,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
         assetsPaginated(ordering: BIGGEST) { totalCount } } } } }`,
    );
    expect(ordering.status).toBe(400);
    expect(ordering.errors?.[0]?.message).toMatch(/BIGGEST/);
    const tooMany = await commitQuery(
      HEAD,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
         assetsPaginated(first: 500) { totalCount } } } } }`,
    );
    expect(tooMany.errors?.[0]?.message).toMatch(/first must not exceed 100/);
  });

  it('says when a commit has no bundle stats, and why an upload failed', async () => {
    const none = await commitQuery(
      NO_BUNDLES,
      `bundleStatus bundleAnalysis { bundleAnalysisReport { __typename ... on MissingHeadReport { message } } }`,
    );
    expect(commitOf(none.data).bundleStatus).toBeNull();
    expect(reportOf(none.data)).toEqual({
      __typename: 'MissingHeadReport',
      message: `The commit ${NO_BUNDLES.slice(0, 7)} has no bundle stats.`,
    });
    await uploadCommitBundle(server, {
      slug: SLUG,
      token,
      sha: NO_BUNDLES,
      branch: 'main',
      stats: { not: 'stats' },
    });
    await server.app.ingestion.queue.idle();
    const failed = await commitQuery(
      NO_BUNDLES,
      'bundleStatus bundleAnalysis { latestUploadError { errorCode errorMessage } }',
    );
    expect(commitOf(failed.data).bundleStatus).toBe('ERROR');
    expect(commitOf(failed.data).bundleAnalysis).toEqual({
      latestUploadError: {
        errorCode: expect.any(String),
        errorMessage: expect.stringContaining('unsupported stats version'),
      },
    });
  });

  it('compares a commit with its parent bundle by bundle, and a pull request with its base', async () => {
    const comparison = `__typename ... on ResolverError { message } ... on BundleAnalysisComparison {
      bundleData { ${BUNDLE_DATA} } bundleChange { ${BUNDLE_DATA} }
      bundles { name changeType bundleData { ${BUNDLE_DATA} } bundleChange { ${BUNDLE_DATA} } } }`;
    const { data, errors } = await commitQuery(
      HEAD,
      `bundleAnalysis { bundleAnalysisCompareWithParent { ${comparison} } }`,
    );
    expect(errors).toBeUndefined();
    const head = bundleData(statsOf(headStats).assets);
    const base = bundleData(statsOf(baseStats).assets);
    const admin = bundleData(statsOf(small('admin-panel', 2_000)).assets);
    const legacy = bundleData(statsOf(small('legacy-widget', 800)).assets);
    const delta = (a: typeof head, b: typeof head) =>
      sizeData(a.size.uncompress - b.size.uncompress, a.size.gzip - b.size.gzip);
    const expected = {
      __typename: 'BundleAnalysisComparison',
      bundleData: sizeData(head.size.uncompress + admin.size.uncompress, head.size.gzip + admin.size.gzip),
      bundleChange: sizeData(
        head.size.uncompress + admin.size.uncompress - base.size.uncompress - legacy.size.uncompress,
        head.size.gzip + admin.size.gzip - base.size.gzip - legacy.size.gzip,
      ),
      bundles: [
        { name: 'admin-panel', changeType: 'added', bundleData: admin, bundleChange: admin },
        { name: BUNDLE, changeType: 'changed', bundleData: head, bundleChange: delta(head, base) },
        {
          name: 'legacy-widget',
          changeType: 'removed',
          bundleData: sizeData(0, 0),
          bundleChange: sizeData(-legacy.size.uncompress, -legacy.size.gzip),
        },
      ],
    };
    expect(commitOf(data).bundleAnalysis).toEqual({ bundleAnalysisCompareWithParent: expected });

    const noParent = await commitQuery(
      BASE,
      `bundleAnalysis { bundleAnalysisCompareWithParent { ${comparison} } }`,
    );
    expect(commitOf(noParent.data).bundleAnalysis).toEqual({
      bundleAnalysisCompareWithParent: {
        __typename: 'MissingBaseCommit',
        message: `The parent of ${BASE.slice(0, 7)} is not known.`,
      },
    });

    const pull = await server.graphql(
      `{ owner(username: "canopy") { repository(name: "web-app") { ... on Repository {
         pull(id: 12) { bundleAnalysisCompareWithBase { ${comparison} } } } } } }`,
    );
    expect(pull.errors).toBeUndefined();
    const answer = (
      pull.data as { owner: { repository: { pull: { bundleAnalysisCompareWithBase: unknown } } } }
    ).owner.repository.pull.bundleAnalysisCompareWithBase;
    expect(answer).toMatchObject({
      __typename: 'BundleAnalysisComparison',
      bundles: [
        { name: BUNDLE, changeType: 'changed', bundleChange: delta(head, base) },
        { name: 'legacy-widget', changeType: 'removed' },
      ],
    });
  });

  it('measures the bundle over time per asset group and per asset', async () => {
    const before = new Date(Date.now() + DAY).toISOString();
    // Mid-day bounds keep each commit inside its bucket whatever the seconds between setup and query.
    const after = new Date(Date.now() - 3.5 * DAY).toISOString();
    const { data, errors } = await server.graphql(
      `query($before: DateTime!, $after: DateTime!) { owner(username: "canopy") { repository(name: "web-app") {
         ... on Repository { commit(id: "${HEAD}") { bundleAnalysis { bundleAnalysisReport {
           ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
             measurements(interval: INTERVAL_1_DAY, before: $before, after: $after, branch: "main", orderingDirection: ASC,
               filters: { assetTypes: [REPORT_SIZE, JAVASCRIPT_SIZE, STYLESHEET_SIZE] }) {
               assetType name size { size { uncompress } } change { size { uncompress gzip } } measurements { avg } }
             assetsPaginated(ordering: NAME, orderingDirection: DESC, first: 3) { edges { node { name
               measurements(interval: INTERVAL_1_DAY, before: $before, after: $after) {
                 assetType name change { size { uncompress } } measurements { avg } } } } } } } } } } } } } }`,
      { variables: { before, after } },
    );
    expect(errors).toBeUndefined();
    const bundle = reportOf(data).bundle as {
      measurements: unknown[];
      assetsPaginated: { edges: Array<{ node: Record<string, unknown> }> };
    };
    const measured = (values: Array<number | null>) => values.map((avg) => ({ avg }));
    // Five daily buckets from three and a half days ago: the base two days ago, the head today.
    expect(bundle.measurements).toEqual([
      {
        assetType: 'JAVASCRIPT_SIZE',
        name: null,
        size: { size: { uncompress: 3_400 + 171 } },
        change: { size: { uncompress: 3_400 + 171 - 2_876 - 171, gzip: 1_700 - 1_511 } },
        measurements: measured([null, 3_047, null, 3_571, null]),
      },
      {
        assetType: 'REPORT_SIZE',
        name: null,
        size: { size: { uncompress: 4_571 } },
        change: { size: { uncompress: 4_571 - 3_140, gzip: 1_700 + 153 + 1_000 - 1_768 } },
        measurements: measured([null, 3_140, null, 4_571, null]),
      },
      {
        assetType: 'STYLESHEET_SIZE',
        name: null,
        size: { size: { uncompress: 0 } },
        change: { size: { uncompress: -93, gzip: -104 } },
        measurements: measured([null, 93, null, 0, null]),
      },
    ]);
    const assets = Object.fromEntries(
      bundle.assetsPaginated.edges.map((edge) => [edge.node.name, edge.node.measurements]),
    );
    expect(assets).toEqual({
      [headStats.assets[0]!.name]: {
        assetType: 'ASSET_SIZE',
        name: headStats.assets[0]!.name,
        change: { size: { uncompress: 3_400 - 2_876 } },
        measurements: measured([null, 2_876, null, 3_400, null]),
      },
      [headStats.assets[1]!.name]: {
        assetType: 'ASSET_SIZE',
        name: headStats.assets[1]!.name,
        change: { size: { uncompress: 0 } },
        measurements: measured([null, 171, null, 171, null]),
      },
      [headStats.assets[2]!.name]: {
        assetType: 'ASSET_SIZE',
        name: headStats.assets[2]!.name,
        change: null,
        measurements: measured([null, null, null, 1_000, null]),
      },
    });
  });

  it('names the packages a bundle holds more than once and estimates its download plus run time', async () => {
    const DUPES = 'f'.repeat(40);
    const pnpm = 'node_modules/.pnpm';
    await createCommit(server, { slug: SLUG, token, sha: DUPES, branch: 'dupes' });
    await uploadCommitBundle(server, {
      slug: SLUG,
      token,
      sha: DUPES,
      branch: 'dupes',
      stats: {
        ...small('vendor', 0),
        assets: [
          { name: 'vendor.js', size: 200_000, gzipSize: 51_200, normalized: 'vendor.js' },
          { name: 'vendor.css', size: 10_000, gzipSize: null, normalized: 'vendor.css' },
        ],
        chunks: [
          { id: '1', uniqueId: '0-1', entry: true, initial: true, files: ['vendor.js'], names: ['main'] },
          { id: '2', uniqueId: '1-2', entry: false, initial: false, files: ['vendor.js'], names: ['lazy'] },
        ],
        modules: [
          {
            name: `./${pnpm}/lodash@4.17.21/node_modules/lodash/lodash.js`,
            size: 70_000,
            chunkUniqueIds: ['0-1'],
          },
          {
            name: `./${pnpm}/lodash@4.17.15/node_modules/lodash/lodash.js`,
            size: 68_000,
            chunkUniqueIds: ['1-2'],
          },
          { name: './node_modules/react/index.js', size: 5_000, chunkUniqueIds: ['0-1'] },
          { name: './src/main.ts', size: 1_000, chunkUniqueIds: ['0-1'] },
        ],
      },
    });
    await server.app.ingestion.queue.idle();
    const { data, errors } = await commitQuery(
      DUPES,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport {
         all: bundle(name: "vendor") { duplicatePackages { name versions wastedBytes copies { path version size chunks } }
           sizeLimit { transferSize downloadTime runTime totalTime } }
         styles: bundle(name: "vendor", filters: { reportGroups: [STYLESHEET] }) {
           duplicatePackages { name } sizeLimit { transferSize downloadTime runTime totalTime } } } } }`,
    );
    expect(errors).toBeUndefined();
    const report = reportOf(data);
    expect(report.all).toEqual({
      duplicatePackages: [
        {
          name: 'lodash',
          versions: ['4.17.15', '4.17.21'],
          wastedBytes: 68_000,
          copies: [
            {
              path: `./${pnpm}/lodash@4.17.21/node_modules/lodash`,
              version: '4.17.21',
              size: 70_000,
              chunks: ['0-1'],
            },
            {
              path: `./${pnpm}/lodash@4.17.15/node_modules/lodash`,
              version: '4.17.15',
              size: 68_000,
              chunks: ['1-2'],
            },
          ],
        },
      ],
      // 61,200 bytes over 50 KiB/s: 1,195 ms; 200 kB of script at 1,000 bytes per ms: 200 ms.
      sizeLimit: { transferSize: 61_200, downloadTime: 1_195, runTime: 200, totalTime: 1_395 },
    });
    // Filters narrow the estimate to the assets they keep; the duplicates are the bundle's whatever they are.
    expect(report.styles).toEqual({
      duplicatePackages: [{ name: 'lodash' }],
      sizeLimit: { transferSize: 10_000, downloadTime: 195, runTime: 0, totalTime: 195 },
    });
    // A bundle of no duplicated package says so with an empty list.
    const base = await commitQuery(
      BASE,
      `bundleAnalysis { bundleAnalysisReport { ... on BundleAnalysisReport { bundle(name: "${BUNDLE}") {
         duplicatePackages { name } } } } }`,
    );
    expect(reportOf(base.data).bundle).toEqual({ duplicatePackages: [] });
  });
});
