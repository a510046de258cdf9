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
  bundleChangeFixture,
  commitListItemFixture,
  commitPageFixture,
  comparisonErrorFixture,
  repositoryOf,
  uploadFixture,
} from '../testing';
import { useCommitPageData } from './commit-page-data';
import { useCommitUploads } from './commit-uploads';
import { useCommitYaml } from './commit-yaml';
import { useCommits } from './get-commits';

const server = setupApiMocks();

const args = { provider: 'gh', owner: 'acme', repo: 'widgets' };
const acme = { ownerid: 2, username: 'acme' };

function renderWithClients<T>(hook: () => T) {
  return renderHook(hook, { wrapper: createApiWrapper(createTestApiClients()) });
}

describe('useCommits', () => {
  it('sends the filters, flattens the rows and pages with endCursor', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('GetCommits', ({ variables }) => {
        calls.push(variables);
        const page = variables['after']
          ? connectionFixture([commitListItemFixture({ commitid: 'b'.repeat(40), compareWithParent: null })])
          : connectionFixture([commitListItemFixture()], { hasNextPage: true, endCursor: 'c1' });
        return repositoryOf({ commits: { totalCount: 2, ...page } });
      }),
    );
    const { result } = renderWithClients(() =>
      useCommits({
        ...args,
        branchName: 'main',
        search: 'parser',
        coverageStatus: ['PENDING', 'ERROR'],
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({
      owner: 'acme',
      repo: 'widgets',
      first: 20,
      filters: { branchName: 'main', search: 'parser', coverageStatus: ['ERROR', 'PENDING'] },
    });
    expect(result.current.data?.pages[0]?.commits[0]).toEqual({
      commitid: 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      message: 'Add the widget parser',
      createdAt: '2024-05-01T12:00:00Z',
      branchName: 'main',
      pullId: null,
      ciPassed: true,
      coverageStatus: 'COMPLETED',
      author: { username: 'jane', avatarUrl: 'https://avatars.example.com/jane' },
      coverage: 82.97,
      patchCoverage: 75,
      changeCoverage: 1.25,
      comparisonState: 'processed',
    });
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(calls[1]).toMatchObject({ after: 'c1' });
    // graphcache merges the pages into one list.
    const commits = result.current.data?.pages.flatMap((page) => page.commits) ?? [];
    expect(commits.map((commit) => commit.commitid)).toEqual([
      'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      'b'.repeat(40),
    ]);
    expect(commits[1]).toMatchObject({ patchCoverage: null, comparisonState: null });
    expect(result.current.data?.pages[0]?.totalCount).toBe(2);
  });

  it('reads the bundle status and size change only when asked', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('GetCommits', ({ variables }) => {
        calls.push(variables);
        return repositoryOf({
          commits: {
            totalCount: 3,
            ...connectionFixture([
              commitListItemFixture({
                bundleStatus: 'COMPLETED',
                bundleAnalysis: { bundleAnalysisCompareWithParent: bundleChangeFixture(1_200) },
              }),
              commitListItemFixture({
                commitid: 'b'.repeat(40),
                bundleStatus: 'PENDING',
                bundleAnalysis: { bundleAnalysisCompareWithParent: bundleChangeFixture('MissingHeadReport') },
              }),
              commitListItemFixture({ commitid: 'c'.repeat(40), bundleStatus: null, bundleAnalysis: null }),
            ]),
          },
        });
      }),
    );
    const withBundles = renderWithClients(() => useCommits({ ...args, withBundles: true }));
    await waitFor(() => expect(withBundles.result.current.isSuccess).toBe(true));
    expect(calls[0]).toMatchObject({ withBundles: true });
    expect(withBundles.result.current.data?.pages[0]?.commits.map((commit) => commit.bundle)).toEqual([
      { status: 'COMPLETED', change: 1_200 },
      { status: 'PENDING', change: null },
      { status: null, change: null },
    ]);

    const without = renderWithClients(() => useCommits(args));
    await waitFor(() => expect(without.result.current.isSuccess).toBe(true));
    expect(calls[1]).not.toHaveProperty('withBundles');
    expect(without.result.current.data?.pages[0]?.commits[0]?.bundle).toBeUndefined();
  });

  it('sends no filters for all branches and keeps a comparison error as the state', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('GetCommits', ({ variables }) => {
        calls.push(variables);
        return repositoryOf({
          commits: {
            totalCount: 1,
            ...connectionFixture([
              commitListItemFixture({ compareWithParent: comparisonErrorFixture('MissingBaseReport') }),
            ]),
          },
        });
      }),
    );
    const { result } = renderWithClients(() => useCommits({ ...args, branchName: null, pullId: 4 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]!['filters']).toEqual({ pullId: 4 });
    expect(result.current.data?.pages[0]?.commits[0]).toMatchObject({
      patchCoverage: null,
      comparisonState: 'MissingBaseReport',
    });
  });

  it('rejects a missing repository with NotFoundError and a viewer not activated', async () => {
    server.use(graphqlHandler('GetCommits', { owner: { ...acme, repository: notFoundErrorFixture() } }));
    const { result } = renderWithClients(() => useCommits(args));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NotFoundError));

    server.use(
      graphqlHandler('GetCommits', { owner: { ...acme, repository: ownerNotActivatedErrorFixture() } }),
    );
    const second = renderWithClients(() => useCommits(args));
    await waitFor(() => expect(second.result.current.error).toBeInstanceOf(OwnerNotActivatedError));
  });
});

describe('useCommitPageData', () => {
  it('reads the header, errors, totals and the comparison', async () => {
    server.use(
      graphqlHandler('CommitPageData', ({ variables }) =>
        repositoryOf(
          {
            commit:
              variables['commitid'] === 'abc1234'
                ? commitPageFixture({
                    pullId: 12,
                    yamlErrors: {
                      edges: [{ node: { errorCode: 'invalid_yaml', errorMessage: 'coverage.range: bad' } }],
                    },
                  })
                : null,
          },
          { isCurrentUserPartOfOrg: true },
        ),
      ),
    );
    const { result } = renderWithClients(() => useCommitPageData({ ...args, commitid: 'abc1234' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const data = result.current.data!;
    expect(data).toMatchObject({
      isCurrentUserPartOfOrg: true,
      pullId: 12,
      parentCommitid: 'def5678aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      yamlErrors: [{ errorCode: 'invalid_yaml', errorMessage: 'coverage.range: bad' }],
      botErrors: [],
      totals: { percentCovered: 82.97, lineCount: 1000 },
      comparisonError: null,
    });
    expect(data.comparison).toMatchObject({ changeCoverage: 1.25, directChangedFilesCount: 3 });
  });

  it('gives the comparison error and rejects a missing commit', async () => {
    server.use(
      graphqlHandler('CommitPageData', ({ variables }) =>
        repositoryOf(
          {
            commit:
              variables['commitid'] === 'abc1234'
                ? commitPageFixture({
                    compareWithParent: comparisonErrorFixture('MissingBaseCommit', 'no base'),
                  })
                : null,
          },
          { isCurrentUserPartOfOrg: false },
        ),
      ),
    );
    const { result } = renderWithClients(() => useCommitPageData({ ...args, commitid: 'abc1234' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      comparison: null,
      comparisonError: { typename: 'MissingBaseCommit', message: 'no base' },
    });

    const missing = renderWithClients(() => useCommitPageData({ ...args, commitid: 'fffffff' }));
    await waitFor(() => expect(missing.result.current.error).toBeInstanceOf(NotFoundError));
  });
});

describe('useCommitUploads and useCommitYaml', () => {
  it('reads every upload with its errors', async () => {
    server.use(
      graphqlHandler(
        'CommitUploads',
        repositoryOf({
          commit: {
            commitid: 'abc1234',
            uploads: {
              totalCount: 2,
              ...connectionFixture([
                uploadFixture(),
                uploadFixture({
                  id: null,
                  state: 'ERROR',
                  provider: '',
                  flags: null,
                  errors: { edges: [{ node: { errorCode: 'REPORT_EMPTY', errorMessage: null } }] },
                }),
              ]),
            },
          },
        }),
      ),
    );
    const { result } = renderWithClients(() => useCommitUploads({ ...args, commitid: 'abc1234' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(2);
    expect(result.current.data![0]).toMatchObject({ id: 1, flags: ['unit'], errors: [] });
    expect(result.current.data![1]).toMatchObject({
      id: null,
      provider: null,
      flags: [],
      errors: [{ errorCode: 'REPORT_EMPTY', errorMessage: null }],
    });
  });

  it('loads the yaml only when enabled', async () => {
    const calls: unknown[] = [];
    server.use(
      graphqlHandler('CommitYaml', ({ variables }) => {
        calls.push(variables);
        return repositoryOf({ commit: { commitid: 'abc1234', yaml: 'coverage: {}\n', yamlState: null } });
      }),
    );
    const clients = createTestApiClients();
    const { result, rerender } = renderHook(
      ({ enabled }) => useCommitYaml({ ...args, commitid: 'abc1234' }, { enabled }),
      { wrapper: createApiWrapper(clients), initialProps: { enabled: false } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual({ yaml: 'coverage: {}\n', yamlState: null }));
  });
});
