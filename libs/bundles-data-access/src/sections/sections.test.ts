import type * as v from 'valibot';
import { fetchGraphqlQuery, NotFoundError, type GraphqlQueryDefinition } from '@canopy/api-client';
import {
  createTestApiClients,
  graphqlHandler,
  notFoundErrorFixture,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import {
  bundleAnalysisComparisonFixture,
  bundleAnalysisReportFixture,
  bundleCommitFixture,
  bundleComparisonErrorFixture,
  bundleComparisonFixture,
  bundlePullFixture,
  bundleReportFixture,
  missingHeadReportFixture,
} from '../testing';
import {
  commitBADropdownSummaryQuery,
  commitBundleListQuery,
  pullBADropdownSummaryQuery,
  pullBundleComparisonListQuery,
  pullBundleHeadListQuery,
} from '../index';

const server = setupApiMocks();
const commitArgs = { provider: 'gh', owner: 'acme', repo: 'widgets', commitid: 'abc1234' };
const pullArgs = { provider: 'gh', owner: 'acme', repo: 'widgets', pullId: 12 };

function record(operation: string, data: Record<string, unknown>) {
  const requests: GraphqlMockRequest['variables'][] = [];
  server.use(
    graphqlHandler(operation, (request) => {
      requests.push(request.variables);
      return data;
    }),
  );
  return requests;
}

const fetch = <TSchema extends v.GenericSchema, TData>(definition: GraphqlQueryDefinition<TSchema, TData>) =>
  fetchGraphqlQuery(createTestApiClients(), definition);

const comparison = bundleAnalysisComparisonFixture([
  bundleComparisonFixture('web-app', 50_000, 250_000),
  bundleComparisonFixture('admin', 40_000, 40_000, 'added'),
  bundleComparisonFixture('legacy', -30_000, 0, 'removed'),
]);

describe('CommitBundleList', () => {
  it('gives each bundle with its previous and new size and the change, and the head bundles', async () => {
    const requests = record(
      'CommitBundleList',
      bundleCommitFixture({
        comparison,
        report: bundleAnalysisReportFixture([
          bundleReportFixture('web-app', { size: 250_000, isCached: true }),
        ]),
      }),
    );
    const list = await fetch(commitBundleListQuery(commitArgs));
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', commitid: 'abc1234' });
    expect(list).toMatchObject({
      found: true,
      bundleStatus: 'COMPLETED',
      comparison: {
        kind: 'comparison',
        figures: { size: 290_000 },
        change: { size: 60_000 },
        bundles: [
          { name: 'web-app', changeType: 'changed', size: 250_000, previousSize: 200_000, change: 50_000 },
          { name: 'admin', changeType: 'added', size: 40_000, previousSize: 0, changePercent: null },
          { name: 'legacy', changeType: 'removed', size: 0, previousSize: 30_000, changePercent: -100 },
        ],
      },
      head: { kind: 'report', isCached: true, bundles: [{ name: 'web-app', isCached: true }] },
    });
    expect(list.comparison?.kind === 'comparison' && list.comparison.bundles[0]?.changePercent).toBe(25);
  });

  it('says why the commit was not compared, and when it has no bundle stats', async () => {
    server.use(
      graphqlHandler(
        'CommitBundleList',
        bundleCommitFixture({
          bundleStatus: null,
          comparison: bundleComparisonErrorFixture('MissingHeadReport', 'Missing head report'),
          report: missingHeadReportFixture(),
        }),
      ),
    );
    await expect(fetch(commitBundleListQuery(commitArgs))).resolves.toEqual({
      found: true,
      bundleStatus: null,
      comparison: { kind: 'problem', typename: 'MissingHeadReport', message: 'Missing head report' },
      head: { kind: 'missing-head-report', message: 'Missing head report' },
      uploadError: null,
    });
  });

  it('says why the latest bundle stats upload failed', async () => {
    server.use(
      graphqlHandler(
        'CommitBundleList',
        bundleCommitFixture({
          bundleStatus: 'ERROR',
          report: missingHeadReportFixture(),
          uploadError: 'the stats file is not valid JSON',
        }),
      ),
    );
    await expect(fetch(commitBundleListQuery(commitArgs))).resolves.toMatchObject({
      bundleStatus: 'ERROR',
      uploadError: 'the stats file is not valid JSON',
    });
  });

  it('answers an unknown commit as not found, and rejects an unknown repository', async () => {
    server.use(graphqlHandler('CommitBundleList', bundleCommitFixture(null)));
    await expect(fetch(commitBundleListQuery(commitArgs))).resolves.toMatchObject({
      found: false,
      comparison: null,
    });
    server.use(
      graphqlHandler('CommitBundleList', {
        owner: { ownerid: 1, username: 'acme', repository: notFoundErrorFixture() },
      }),
    );
    await expect(fetch(commitBundleListQuery(commitArgs))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('CommitBADropdownSummary', () => {
  it('gives the total size change against the parent', async () => {
    const requests = record('CommitBADropdownSummary', bundleCommitFixture({ comparison }));
    await expect(fetch(commitBADropdownSummaryQuery(commitArgs))).resolves.toEqual({
      kind: 'change',
      bytes: 60_000,
      bundleStatus: 'COMPLETED',
    });
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', commitid: 'abc1234' });
  });

  it('names why there is no comparison, or that there is none at all', async () => {
    server.use(
      graphqlHandler(
        'CommitBADropdownSummary',
        bundleCommitFixture({ comparison: bundleComparisonErrorFixture('FirstPullRequest') }),
      ),
    );
    await expect(fetch(commitBADropdownSummaryQuery(commitArgs))).resolves.toEqual({
      kind: 'problem',
      typename: 'FirstPullRequest',
      message: 'First Pull Request',
      bundleStatus: 'COMPLETED',
    });
    server.use(
      graphqlHandler(
        'CommitBADropdownSummary',
        bundleCommitFixture({ comparison: null, bundleStatus: null }),
      ),
    );
    await expect(fetch(commitBADropdownSummaryQuery(commitArgs))).resolves.toEqual({
      kind: 'none',
      bundleStatus: null,
    });
  });
});

describe('PullBundleComparisonList', () => {
  it('gives the bundles of the head against the base, and whether the head report is cached', async () => {
    const requests = record(
      'PullBundleComparisonList',
      bundlePullFixture({
        comparison,
        bundleStatus: 'PENDING',
        report: bundleAnalysisReportFixture([bundleReportFixture('web-app', { isCached: true })]),
      }),
    );
    await expect(fetch(pullBundleComparisonListQuery(pullArgs))).resolves.toMatchObject({
      found: true,
      bundleStatus: 'PENDING',
      isCached: true,
      comparison: { kind: 'comparison', change: { size: 60_000 }, bundles: [{ name: 'web-app' }, {}, {}] },
    });
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', pullId: 12 });
  });

  it('names why the pull was not compared', async () => {
    server.use(
      graphqlHandler(
        'PullBundleComparisonList',
        bundlePullFixture({
          comparison: bundleComparisonErrorFixture('MissingBaseReport'),
          report: missingHeadReportFixture(),
        }),
      ),
    );
    await expect(fetch(pullBundleComparisonListQuery(pullArgs))).resolves.toEqual({
      found: true,
      bundleStatus: 'COMPLETED',
      isCached: false,
      comparison: { kind: 'problem', typename: 'MissingBaseReport', message: 'Missing Base Report' },
      uploadError: null,
    });
  });
});

describe('PullBundleHeadList', () => {
  it("lists the head's bundles with their figures", async () => {
    const requests = record(
      'PullBundleHeadList',
      bundlePullFixture({
        report: bundleAnalysisReportFixture([
          bundleReportFixture('web-app', { size: 250_000 }),
          bundleReportFixture('admin', { size: 50_000 }),
        ]),
      }),
    );
    await expect(fetch(pullBundleHeadListQuery(pullArgs))).resolves.toEqual({
      kind: 'report',
      isCached: false,
      bundles: [
        {
          name: 'web-app',
          isCached: false,
          figures: { size: 250_000, gzip: 83_333, threeG: 5_000, highSpeed: 125 },
        },
        {
          name: 'admin',
          isCached: false,
          figures: { size: 50_000, gzip: 16_667, threeG: 1_000, highSpeed: 25 },
        },
      ],
    });
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', pullId: 12 });
  });

  it('says when the head has no bundle stats, and when there is no such pull', async () => {
    server.use(
      graphqlHandler('PullBundleHeadList', bundlePullFixture({ report: missingHeadReportFixture() })),
    );
    await expect(fetch(pullBundleHeadListQuery(pullArgs))).resolves.toEqual({
      kind: 'missing-head-report',
      message: 'Missing head report',
    });
    server.use(graphqlHandler('PullBundleHeadList', bundlePullFixture({}, false)));
    await expect(fetch(pullBundleHeadListQuery(pullArgs))).resolves.toEqual({
      kind: 'missing-head-report',
      message: null,
    });
  });
});

describe('PullBADropdownSummary', () => {
  it("gives the total size change against the base, with the head's upload status", async () => {
    const requests = record(
      'PullBADropdownSummary',
      bundlePullFixture({
        bundleStatus: 'ERROR',
        comparison: bundleAnalysisComparisonFixture([bundleComparisonFixture('web-app', -1_500)]),
      }),
    );
    await expect(fetch(pullBADropdownSummaryQuery(pullArgs))).resolves.toEqual({
      kind: 'change',
      bytes: -1_500,
      bundleStatus: 'ERROR',
    });
    expect(requests[0]).toEqual({ owner: 'acme', repo: 'widgets', pullId: 12 });
  });
});
