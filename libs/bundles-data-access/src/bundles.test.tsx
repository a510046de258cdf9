import { act, renderHook, waitFor } from '@testing-library/react';
import type * as v from 'valibot';
import {
  fetchGraphqlQuery,
  NotFoundError,
  OwnerNotActivatedError,
  type GraphqlQueryDefinition,
} from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  bundleAnalysisComparisonFixture,
  bundleAnalysisReportFixture,
  bundleAssetFixture,
  bundleBranchFixture,
  bundleComparisonFixture,
  bundleModuleFixture,
  bundleReportFixture,
  bundleTrendFixture,
  missingHeadReportFixture,
} from './testing';
import {
  branchBundleSummaryQuery,
  branchBundlesNamesQuery,
  bundleAssetModulesQuery,
  bundleSummaryQuery,
  bundleTrendQuery,
  useBundleAssets,
} from './index';

const server = setupApiMocks();
const branchArgs = { provider: 'gh', owner: 'acme', repo: 'widgets', branch: 'main' };
const bundleArgs = { ...branchArgs, bundle: 'web-app' };
const window = {
  interval: 'INTERVAL_7_DAY' as const,
  after: '2024-02-01T00:00:00.000Z',
  before: '2024-05-02T00:00:00.000Z',
};

function record(operation: string, data: (request: GraphqlMockRequest) => Record<string, unknown> | null) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler(operation, (request) => {
      requests.push(request.variables);
      return data(request);
    }),
  );
  return requests;
}

/** One answer through fresh clients. */
const fetch = <TSchema extends v.GenericSchema, TData>(definition: GraphqlQueryDefinition<TSchema, TData>) =>
  fetchGraphqlQuery(createTestApiClients(), definition);

describe('BranchBundlesNames', () => {
  it('lists the bundle names of the branch head, sorted', async () => {
    const requests = record('BranchBundlesNames', () =>
      bundleBranchFixture(
        bundleAnalysisReportFixture([bundleReportFixture('web'), bundleReportFixture('admin')]),
      ),
    );
    await expect(
      fetchGraphqlQuery(createTestApiClients(), branchBundlesNamesQuery(branchArgs)),
    ).resolves.toEqual({
      kind: 'report',
      bundles: ['admin', 'web'],
    });
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', branch: 'main' });
  });

  it('says when the head has no bundle report or the branch is unknown', async () => {
    server.use(graphqlHandler('BranchBundlesNames', bundleBranchFixture(missingHeadReportFixture())));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), branchBundlesNamesQuery(branchArgs)),
    ).resolves.toEqual({
      kind: 'missing-head-report',
      message: 'Missing head report',
    });
    server.use(graphqlHandler('BranchBundlesNames', bundleBranchFixture(null)));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), branchBundlesNamesQuery(branchArgs)),
    ).resolves.toEqual({
      kind: 'missing-branch',
    });
  });

  it.each([
    [notFoundErrorFixture(), NotFoundError],
    [ownerNotActivatedErrorFixture(), OwnerNotActivatedError],
  ])('rejects a %o repository', async (repository, ErrorClass) => {
    server.use(graphqlHandler('BranchBundlesNames', { owner: { ownerid: 1, username: 'acme', repository } }));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), branchBundlesNamesQuery(branchArgs)),
    ).rejects.toBeInstanceOf(ErrorClass);
  });
});

describe('BranchBundleSummaryData', () => {
  it('gives the head totals and each bundle with its change against the parent', async () => {
    server.use(
      graphqlHandler(
        'BranchBundleSummaryData',
        bundleBranchFixture(
          bundleAnalysisReportFixture([
            bundleReportFixture('web-app', { size: 250_000 }),
            bundleReportFixture('admin', { size: 50_000 }),
          ]),
          { comparison: bundleAnalysisComparisonFixture([bundleComparisonFixture('web-app', 1_200)]) },
        ),
      ),
    );
    const summary = await fetch(branchBundleSummaryQuery(branchArgs));
    expect(summary).toMatchObject({
      kind: 'report',
      bundleStatus: 'COMPLETED',
      figures: { size: 300_000 },
      change: { size: 1_200 },
      comparisonError: null,
      bundles: [
        { name: 'web-app', figures: { size: 250_000 }, change: { size: 1_200 }, changeType: 'changed' },
        { name: 'admin', figures: { size: 50_000 }, change: null, changeType: null },
      ],
    });
  });

  it('names why the head was not compared', async () => {
    server.use(
      graphqlHandler(
        'BranchBundleSummaryData',
        bundleBranchFixture(bundleAnalysisReportFixture(), {
          comparison: { __typename: 'MissingBaseReport', message: 'Missing base report' },
        }),
      ),
    );
    await expect(fetch(branchBundleSummaryQuery(branchArgs))).resolves.toMatchObject({
      change: null,
      comparisonError: 'MissingBaseReport',
    });
  });
});

describe('BundleSummary', () => {
  it('sends the filters sorted and reads the bundle', async () => {
    const requests = record('BundleSummary', () => bundleBranchFixture());
    await expect(
      fetch(
        bundleSummaryQuery({
          ...bundleArgs,
          filters: { reportGroups: ['STYLESHEET', 'JAVASCRIPT'], loadTypes: [] },
        }),
      ),
    ).resolves.toMatchObject({
      kind: 'bundle',
      name: 'web-app',
      moduleCount: 42,
      figures: { size: 250_000 },
      info: { bundlerName: 'vite', pluginName: '@codecov/vite-plugin' },
    });
    expect(requests[0]).toMatchObject({
      bundle: 'web-app',
      filters: { reportGroups: ['JAVASCRIPT', 'STYLESHEET'] },
    });
  });

  it('says when the head has no such bundle', async () => {
    server.use(graphqlHandler('BundleSummary', bundleBranchFixture()));
    await expect(fetch(bundleSummaryQuery({ ...bundleArgs, bundle: 'gone' }))).resolves.toEqual({
      kind: 'missing-bundle',
    });
  });
});

describe('BundleAssets', () => {
  it('pages the assets in the order asked, with their size trend', async () => {
    const requests = record('BundleAssets', ({ variables }) =>
      bundleBranchFixture(
        bundleAnalysisReportFixture([
          bundleReportFixture('web-app', {
            assets: variables.after
              ? [bundleAssetFixture('vendor.js', { size: 30_000, sizes: [null, 30_000] })]
              : [bundleAssetFixture('index.js', { size: 200_000, sizes: [190_000, 200_000] })],
            hasNextPage: !variables.after,
            endCursor: variables.after ? null : 'p1',
          }),
        ]),
      ),
    );
    const { result } = renderHook(
      () =>
        useBundleAssets({
          ...bundleArgs,
          filters: { loadTypes: ['LAZY'] },
          sort: { ordering: 'NAME', direction: 'ASC' },
          window,
        }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    expect(requests[0]).toMatchObject({
      bundle: 'web-app',
      filters: { loadTypes: ['LAZY'] },
      ordering: 'NAME',
      orderingDirection: 'ASC',
      interval: 'INTERVAL_7_DAY',
      dateAfter: window.after,
      dateBefore: window.before,
      first: 20,
    });
    expect(result.current.data?.pages[0]).toMatchObject({
      kind: 'assets',
      bundleSize: 250_000,
      assets: [{ name: 'index.js', extension: 'js', figures: { size: 200_000 }, change: 10_000 }],
    });
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    // graphcache merges the pages of the bundle's assets into one list.
    const assets = result.current.data?.pages.flatMap((page) => (page.kind === 'assets' ? page.assets : []));
    expect(assets?.map((asset) => asset.name)).toEqual(['index.js', 'vendor.js']);
    expect(assets?.[1]).toMatchObject({ change: null, sizes: [{ size: null }, { size: 30_000 }] });
    expect(requests.at(-1)).toMatchObject({ after: 'p1' });
  });
});

describe('BundleAssetModules', () => {
  it('gives the modules of an asset, largest first', async () => {
    const asset = bundleAssetFixture('index.js', {
      modules: [bundleModuleFixture('src/a.ts', 1_000), bundleModuleFixture('src/b.ts', 9_000)],
    });
    const requests = record('BundleAssetModules', () =>
      bundleBranchFixture(bundleAnalysisReportFixture([bundleReportFixture('web-app', { assets: [asset] })])),
    );
    const modules = await fetch(bundleAssetModulesQuery({ ...bundleArgs, asset: 'index.js' }));
    expect(modules.map((module) => module.name)).toEqual(['src/b.ts', 'src/a.ts']);
    expect(requests[0]).toMatchObject({ asset: 'index.js' });
    await expect(fetch(bundleAssetModulesQuery({ ...bundleArgs, asset: 'gone.js' }))).resolves.toEqual([]);
  });
});

describe('GetBundleTrend', () => {
  it('asks for the filtered groups and answers in the filter order', async () => {
    const requests = record('GetBundleTrend', () =>
      bundleBranchFixture(
        bundleAnalysisReportFixture([
          bundleReportFixture('web-app', {
            trend: bundleTrendFixture({ STYLESHEET_SIZE: [1, 2], JAVASCRIPT_SIZE: [3, null] }),
          }),
        ]),
      ),
    );
    const series = await fetch(
      bundleTrendQuery({ ...bundleArgs, window, reportGroups: ['STYLESHEET', 'JAVASCRIPT'] }),
    );
    expect(series).toMatchObject([
      { group: 'JAVASCRIPT', points: [{ size: 3 }, { size: null }] },
      { group: 'STYLESHEET', points: [{ size: 1 }, { size: 2 }] },
    ]);
    expect(requests[0]).toMatchObject({
      interval: 'INTERVAL_7_DAY',
      after: window.after,
      before: window.before,
      filters: { assetTypes: ['JAVASCRIPT_SIZE', 'STYLESHEET_SIZE'] },
    });
    await fetch(bundleTrendQuery({ ...bundleArgs, window }));
    expect(requests.at(-1)).toMatchObject({
      filters: {
        assetTypes: ['JAVASCRIPT_SIZE', 'STYLESHEET_SIZE', 'FONT_SIZE', 'IMAGE_SIZE', 'UNKNOWN_SIZE'],
      },
    });
  });
});
