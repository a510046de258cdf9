import { act, renderHook, waitFor } from '@testing-library/react';
import { NotFoundError, OwnerNotActivatedError } from '@canopy/api-client';
import {
  connectionFixture,
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  PULL_BASE_SHA,
  PULL_HEAD_SHA,
  pullComparisonErrorFixture,
  pullComparisonFixture,
  pullFixture,
  pullRepositoryData,
} from './fixtures';
import { bundleChangeFixture } from '../commits/fixtures';
import { usePulls } from './get-pulls';
import {
  type PullRowsResult,
  usePullComponentComparison,
  usePullFlagComparisons,
  usePullFlagsSelect,
} from './pull-flag-comparisons';
import { usePullHead } from './pull-head-data';
import { usePullComparison } from './pull-page-data';

const server = setupApiMocks();
const args = { provider: 'gh', owner: 'acme', repo: 'widgets', pullId: 12 };
const acme = { ownerid: 2, username: 'acme' };

function render<T>(hook: () => T) {
  return renderHook(hook, { wrapper: createApiWrapper(createTestApiClients()) });
}

describe('usePulls', () => {
  it("reads the head's bundle status and the size change against the base only when asked", async () => {
    const calls: Array<Record<string, unknown>> = [];
    const head = (bundleStatus: string | null) => ({ ...pullFixture().head, bundleStatus });
    server.use(
      graphqlHandler('GetPulls', ({ variables }) => {
        calls.push(variables);
        return pullRepositoryData({
          pulls: connectionFixture([
            pullFixture({
              head: head('COMPLETED'),
              bundleAnalysisCompareWithBase: bundleChangeFixture(-300),
            }),
            pullFixture({
              pullId: 11,
              head: head('ERROR'),
              bundleAnalysisCompareWithBase: bundleChangeFixture('MissingHeadReport'),
            }),
          ]),
        });
      }),
    );
    const { result } = render(() =>
      usePulls({ provider: 'gh', owner: 'acme', repo: 'widgets', withBundles: true }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({ withBundles: true });
    expect(result.current.data?.pages[0]?.pulls.map((pull) => pull.bundle)).toEqual([
      { status: 'COMPLETED', change: -300 },
      { status: 'ERROR', change: null },
    ]);
  });

  it('asks for 20 pulls in the chosen states and order, and reads each row', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('GetPulls', ({ variables }) => {
        calls.push(variables);
        return pullRepositoryData({
          pulls: connectionFixture([
            pullFixture(),
            pullFixture({
              pullId: 11,
              author: null,
              authorUsername: 'grace',
              head: null,
              compareWithBase: pullComparisonErrorFixture('MissingBaseCommit'),
            }),
          ]),
        });
      }),
    );
    const { result } = render(() =>
      usePulls({
        provider: 'gh',
        owner: 'acme',
        repo: 'widgets',
        states: ['MERGED', 'OPEN'],
        orderingDirection: 'ASC',
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({
      owner: 'acme',
      repo: 'widgets',
      filters: { state: ['MERGED', 'OPEN'] },
      orderingDirection: 'ASC',
      first: 20,
    });
    expect(result.current.data?.pages[0]?.pulls).toEqual([
      {
        pullId: 12,
        title: 'Add a discount rule',
        state: 'OPEN',
        updatedAt: '2024-05-01T12:00:00Z',
        authorName: 'ada',
        authorAvatarUrl: 'https://avatars.example.com/ada',
        headCommitid: PULL_HEAD_SHA,
        headCoverageStatus: 'COMPLETED',
        headCoverage: 82.97,
        patchCoverage: 75,
        change: 1.25,
        comparisonState: 'processed',
      },
      {
        pullId: 11,
        title: 'Add a discount rule',
        state: 'OPEN',
        updatedAt: '2024-05-01T12:00:00Z',
        authorName: 'grace',
        authorAvatarUrl: null,
        headCommitid: null,
        headCoverageStatus: null,
        headCoverage: null,
        patchCoverage: null,
        change: null,
        comparisonState: 'MissingBaseCommit',
      },
    ]);
  });

  it('loads the next 20 after the end cursor into the same list', async () => {
    const afters: unknown[] = [];
    server.use(
      graphqlHandler('GetPulls', ({ variables }) => {
        afters.push(variables['after']);
        return pullRepositoryData({
          pulls: variables['after']
            ? connectionFixture([pullFixture({ pullId: 11 })])
            : connectionFixture([pullFixture()], { hasNextPage: true, endCursor: 'p1' }),
        });
      }),
    );
    const { result } = render(() => usePulls({ provider: 'gh', owner: 'acme', repo: 'widgets' }));
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.pulls.map((pull) => pull.pullId))).toEqual([
      12, 11,
    ]);
    expect(afters).toEqual([null, 'p1']);
  });

  it('rejects with OwnerNotActivatedError for a viewer without a seat', async () => {
    server.use(
      graphqlHandler('GetPulls', { owner: { ...acme, repository: ownerNotActivatedErrorFixture() } }),
    );
    const { result } = render(() => usePulls({ provider: 'gh', owner: 'acme', repo: 'widgets' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(OwnerNotActivatedError);
  });
});

describe('usePullHead', () => {
  it('reads the pull, its branches, head and automatic base', async () => {
    server.use(
      graphqlHandler('PullHeadData', ({ variables }) => {
        expect(variables).toMatchObject({ owner: 'acme', repo: 'widgets', pullId: 12 });
        return pullRepositoryData({ pull: pullFixture({ behindBy: 3, behindByCommit: 'fff0000' }) });
      }),
    );
    const { result } = render(() => usePullHead(args));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      pullId: 12,
      title: 'Add a discount rule',
      state: 'OPEN',
      updatedAt: '2024-05-01T12:00:00Z',
      authorName: 'ada',
      authorAvatarUrl: 'https://avatars.example.com/ada',
      baseBranch: 'main',
      headBranch: 'discount',
      head: { commitid: PULL_HEAD_SHA, ciPassed: true, coverageStatus: 'COMPLETED' },
      comparedToCommitid: PULL_BASE_SHA,
      trueBaseCommitid: PULL_BASE_SHA,
      behindBy: 3,
      behindByCommit: 'fff0000',
      isFirstPullRequest: false,
      commitCount: 3,
    });
  });

  it('asks again at the interval the caller gives while the head is processing', async () => {
    let calls = 0;
    server.use(
      graphqlHandler('PullHeadData', () => {
        calls += 1;
        const coverageStatus = calls < 3 ? 'PENDING' : 'COMPLETED';
        return pullRepositoryData({ pull: pullFixture({ head: { ...pullFixture().head, coverageStatus } }) });
      }),
    );
    const { result } = render(() =>
      usePullHead(args, {
        refetchInterval: (data) => (data?.head?.coverageStatus === 'PENDING' ? 10 : false),
      }),
    );
    await waitFor(() => expect(result.current.data?.head?.coverageStatus).toBe('COMPLETED'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(3);
  });

  it('rejects with NotFoundError for an unknown pull, repository or owner', async () => {
    server.use(graphqlHandler('PullHeadData', pullRepositoryData({ pull: null })));
    const first = render(() => usePullHead(args));
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(first.result.current.error).toBeInstanceOf(NotFoundError);

    server.use(graphqlHandler('PullHeadData', { owner: { ...acme, repository: notFoundErrorFixture() } }));
    const second = render(() => usePullHead(args));
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(second.result.current.error).toBeInstanceOf(NotFoundError);

    server.use(graphqlHandler('PullHeadData', { owner: null }));
    const third = render(() => usePullHead(args));
    await waitFor(() => expect(third.result.current.isError).toBe(true));
    expect(third.result.current.error).toBeInstanceOf(NotFoundError);
  });
});

describe('usePullComparison', () => {
  it('passes the chosen base and reads the summary', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('PullPageData', ({ variables }) => {
        calls.push(variables);
        return pullRepositoryData({
          pull: pullFixture({
            compareWithBase: pullComparisonFixture({
              isPseudoBase: true,
              baseDistance: 2,
              diffSource: 'NONE',
            }),
          }),
        });
      }),
    );
    const { result } = render(() => usePullComparison({ ...args, baseCommit: 'feature' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({ pullId: 12, baseCommit: 'feature' });
    expect(result.current.data).toMatchObject({
      kind: 'comparison',
      change: 1.25,
      isPseudoBase: true,
      baseDistance: 2,
      diffSource: 'NONE',
      directChangedFilesCount: 3,
      indirectChangedFilesCount: 1,
      flagComparisonsCount: 2,
      componentComparisonsCount: 1,
      baseUploadCount: 2,
      headUploadCount: 2,
      hasDifferentNumberOfUploads: false,
    });
  });

  it('returns the reason when the pull does not compare', async () => {
    server.use(
      graphqlHandler(
        'PullPageData',
        pullRepositoryData({
          pull: pullFixture({ compareWithBase: pullComparisonErrorFixture('FirstPullRequest') }),
        }),
      ),
    );
    const { result } = render(() => usePullComparison(args));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      kind: 'error',
      typename: 'FirstPullRequest',
      message: 'FirstPullRequest message',
    });
  });
});

describe('flag and component comparisons', () => {
  it('reads flag rows with head, patch and change', async () => {
    server.use(graphqlHandler('PullFlagComparisons', pullRepositoryData({ pull: pullFixture() })));
    const { result } = render(() => usePullFlagComparisons(args));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const data = result.current.data;
    expect(data?.kind).toBe('rows');
    if (data?.kind !== 'rows') return;
    expect(data.rows[0]).toEqual({
      id: 'unit',
      name: 'unit',
      headCoverage: 90,
      patchCoverage: 100,
      change: 1.5,
    });
    expect(data.rows[1]).toEqual({
      id: 'integration',
      name: 'integration',
      headCoverage: 60,
      patchCoverage: null,
      change: -2,
    });
  });

  it('lists flag names for a select, searching by term', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('PullFlagsSelect', ({ variables }) => {
        calls.push(variables);
        return pullRepositoryData({ pull: pullFixture() });
      }),
    );
    const { result } = render(() => usePullFlagsSelect({ ...args, term: 'un' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({ filters: { term: 'un' } });
    expect(result.current.data).toEqual(['unit', 'integration']);
  });

  it('keeps the component rows of each base apart', async () => {
    server.use(
      graphqlHandler('PullComponentComparison', ({ variables }) =>
        pullRepositoryData({
          pull: pullFixture({
            compareWithBase: pullComparisonFixture({
              componentComparisons: [
                {
                  id: 'api',
                  name: 'API',
                  headTotals: { percentCovered: 70.5 },
                  baseTotals: { percentCovered: variables['baseCommit'] === 'older' ? 60 : 70 },
                  patchTotals: { percentCovered: 50 },
                },
              ],
            }),
          }),
        }),
      ),
    );
    const { result } = renderHook(
      () => ({
        automatic: usePullComponentComparison(args),
        older: usePullComponentComparison({ ...args, baseCommit: 'older' }),
      }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() =>
      expect(result.current.automatic.isSuccess && result.current.older.isSuccess).toBe(true),
    );
    const change = (data: PullRowsResult | undefined) =>
      data?.kind === 'rows' ? data.rows[0]?.change : null;
    expect(change(result.current.automatic.data)).toBeCloseTo(0.5);
    expect(change(result.current.older.data)).toBeCloseTo(10.5);
  });

  it('filters components and passes comparison errors through', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('PullComponentComparison', ({ variables }) => {
        calls.push(variables);
        return pullRepositoryData({ pull: pullFixture() });
      }),
    );
    const { result } = render(() => usePullComponentComparison({ ...args, components: ['api'] }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({ filters: { components: ['api'] } });
    expect(result.current.data).toEqual({
      kind: 'rows',
      rows: [{ id: 'api', name: 'API', headCoverage: 70.5, patchCoverage: 50, change: 0.5 }],
    });

    server.use(
      graphqlHandler(
        'PullComponentComparison',
        pullRepositoryData({
          pull: pullFixture({ compareWithBase: pullComparisonErrorFixture('MissingHeadReport') }),
        }),
      ),
    );
    const other = render(() => usePullComponentComparison({ ...args, baseCommit: 'abc1234' }));
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true));
    expect(other.result.current.data).toEqual({
      kind: 'error',
      typename: 'MissingHeadReport',
      message: 'MissingHeadReport message',
    });
  });
});
