import { act, renderHook, waitFor } from '@testing-library/react';
import { fetchGraphqlQuery, NotFoundError, ParsingError, RateLimitedError } from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlErrorHandler,
  graphqlHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { branchCoverageMeasurementsQuery } from './branch-coverage-measurements';
import {
  coverageBranchFixture,
  coverageCommitFixture,
  coverageRepositoryFixture,
  pathContentFixture,
  pathContentsConnectionFixture,
} from './fixtures';
import { useFlagsSelect } from './flags-select';
import { pathContentsQuery, usePathContents } from './path-contents';
import { repoCoverageQuery } from './repo-coverage';
import { sourceFilterOptionsQuery } from './source-components';

const server = setupApiMocks();
const repoArgs = { provider: 'gh', owner: 'acme', repo: 'widgets' };

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

describe('GetRepoCoverage', () => {
  it('reads the head of the branch', async () => {
    const requests = record('GetRepoCoverage', () =>
      coverageRepositoryFixture({
        branch: coverageBranchFixture(
          'main',
          coverageCommitFixture({
            yamlState: 'DEFAULT',
            coverageAnalytics: {
              ...coverageCommitFixture().coverageAnalytics!,
              unmatchedPaths: { count: 2, paths: ['a.js', 'b.js'], message: '2 files…' },
            },
          }),
        ),
      }),
    );
    const data = await fetchGraphqlQuery(
      createTestApiClients(),
      repoCoverageQuery({ ...repoArgs, branch: 'main' }),
    );
    expect(requests[0]).toMatchObject({ branch: 'main' });
    expect(data.indicationRange).toEqual({ lowerRange: 60, upperRange: 80 });
    expect(data.branch?.head).toMatchObject({
      commitid: 'c0ffee1234567890c0ffee1234567890c0ffee12',
      usesDefaultYaml: true,
      totals: { lineCount: 928, hitsCount: 681, fileCount: 12 },
      unmatchedPaths: { count: 2, paths: ['a.js', 'b.js'] },
    });
  });

  it('reads a commit when a SHA-like name is no branch, in the same request', async () => {
    const requests = record('GetRepoCoverage', () =>
      coverageRepositoryFixture({ branch: null, commit: coverageCommitFixture() }),
    );
    const clients = createTestApiClients();
    const data = await fetchGraphqlQuery(clients, repoCoverageQuery({ ...repoArgs, branch: 'c0ffee1' }));
    expect(requests[0]).toMatchObject({ branch: 'c0ffee1', withCommit: true });
    expect(data).toMatchObject({
      branch: null,
      commit: { commitid: 'c0ffee1234567890c0ffee1234567890c0ffee12', totals: { hitsCount: 681 } },
    });
    await fetchGraphqlQuery(clients, repoCoverageQuery({ ...repoArgs, branch: 'feature/x' }));
    expect(requests[1]).toMatchObject({ withCommit: false });
  });

  it('gives branch null for an unknown branch', async () => {
    server.use(graphqlHandler('GetRepoCoverage', coverageRepositoryFixture({ branch: null })));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), repoCoverageQuery({ ...repoArgs, branch: 'nope' })),
    ).resolves.toMatchObject({ branch: null });
  });

  it('turns a 429 into RateLimitedError', async () => {
    server.use(graphqlErrorHandler('GetRepoCoverage', { status: 429, body: { detail: 'slow down' } }));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), repoCoverageQuery({ ...repoArgs, branch: 'main' })),
    ).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe('GetBranchCoverageMeasurements', () => {
  it('asks for the branch and interval and keeps empty buckets as null', async () => {
    const requests = record('GetBranchCoverageMeasurements', () =>
      coverageRepositoryFixture({
        coverageAnalytics: {
          measurements: [
            { timestamp: '2024-05-01T00:00:00Z', avg: 70, min: 69, max: 71 },
            { timestamp: '2024-05-02T00:00:00Z', avg: null, min: null, max: null },
          ],
        },
      }),
    );
    const data = await fetchGraphqlQuery(
      createTestApiClients(),
      branchCoverageMeasurementsQuery({
        ...repoArgs,
        branch: 'main',
        interval: 'INTERVAL_1_DAY',
        after: '2024-05-01T00:00:00.000Z',
      }),
    );
    expect(requests[0]).toMatchObject({
      branch: 'main',
      interval: 'INTERVAL_1_DAY',
      after: '2024-05-01T00:00:00.000Z',
    });
    expect(data).toEqual([
      { timestamp: '2024-05-01T00:00:00Z', avg: 70, min: 69, max: 71 },
      { timestamp: '2024-05-02T00:00:00Z', avg: null, min: null, max: null },
    ]);
  });
});

describe('path contents', () => {
  const entries = [pathContentFixture('src', { kind: 'dir' }), pathContentFixture('README.md')];

  it('BranchContents: the entries of the branch head, with the filters as the API takes them', async () => {
    const requests = record('BranchContents', () =>
      coverageRepositoryFixture({
        branch: coverageBranchFixture(
          'main',
          coverageCommitFixture({
            deprecatedPathContents: pathContentsConnectionFixture(entries, {
              hasNextPage: true,
              endCursor: 'c1',
              totalCount: 30,
            }),
          }),
        ),
      }),
    );
    const page = await fetchGraphqlQuery(
      createTestApiClients(),
      pathContentsQuery({
        ...repoArgs,
        source: { kind: 'branch', branch: 'main' },
        path: 'lib',
        flags: ['unit'],
        components: [],
        ordering: { parameter: 'MISSES', direction: 'DESC' },
      }),
    );
    expect(requests[0]).toMatchObject({
      branch: 'main',
      path: 'lib',
      first: 20,
      filters: { displayType: 'TREE', flags: ['unit'], ordering: { parameter: 'MISSES', direction: 'DESC' } },
    });
    expect(requests[0]!.filters).not.toHaveProperty('components');
    expect(page).toMatchObject({ kind: 'contents', totalCount: 30, reportFileCount: 12 });
    if (page.kind !== 'contents') throw new Error('expected contents');
    expect(page.entries.map((entry) => [entry.kind, entry.path])).toEqual([
      ['dir', 'src'],
      ['file', 'README.md'],
    ]);
    expect(page.pageInfo).toEqual({ hasNextPage: true, endCursor: 'c1' });
  });

  it('usePathContents loads the next page after the end cursor into the same list', async () => {
    const requests = record('BranchContents', ({ variables }) =>
      coverageRepositoryFixture({
        branch: coverageBranchFixture(
          'main',
          coverageCommitFixture({
            deprecatedPathContents: variables.after
              ? pathContentsConnectionFixture([pathContentFixture('src/b.ts')], { totalCount: 3 })
              : pathContentsConnectionFixture(entries, { hasNextPage: true, endCursor: 'c1', totalCount: 3 }),
          }),
        ),
      }),
    );
    const { result } = renderHook(
      () => usePathContents({ ...repoArgs, source: { kind: 'branch', branch: 'main' }, path: '' }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    const pages = result.current.data?.pages ?? [];
    expect(
      pages.flatMap((page) => (page.kind === 'contents' ? page.entries : [])).map((e) => e.path),
    ).toEqual(['src', 'README.md', 'src/b.ts']);
    expect(pages[0]).toMatchObject({ kind: 'contents', totalCount: 3, reportFileCount: 12 });
    expect(requests.map((variables) => variables.after ?? null)).toEqual([null, 'c1']);
  });

  it('usePathContents reads why there are no entries', async () => {
    server.use(
      graphqlHandler(
        'CommitPathContents',
        coverageRepositoryFixture({
          commit: coverageCommitFixture({
            deprecatedPathContents: { __typename: 'UnknownPath', message: 'why' },
          }),
        }),
      ),
    );
    const { result } = renderHook(
      () => usePathContents({ ...repoArgs, source: { kind: 'commit', commitid: 'abc1234' }, path: 'x' }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]).toMatchObject({ kind: 'UnknownPath', message: 'why' });
    expect(result.current.hasNextPage).toBe(false);
  });

  it('usePathContents keeps its failure when another query then loads the same commit', async () => {
    server.use(
      graphqlHandler('GetBranchComponents', coverageRepositoryFixture({ branch: coverageBranchFixture() })),
      graphqlErrorHandler('BranchContents', { status: 500 }),
    );
    const source = { kind: 'branch', branch: 'main' } as const;
    const clients = createTestApiClients();
    const { result } = renderHook(() => usePathContents({ ...repoArgs, source, path: '' }), {
      wrapper: createApiWrapper(clients),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    // graphcache reads the contents again from the commit the filters bring, without its entries: that is no
    // answer from the server, and the failure stays.
    await act(() => fetchGraphqlQuery(clients, sourceFilterOptionsQuery({ ...repoArgs, source })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.isError).toBe(true);
    expect(result.current.data).toBeUndefined();
  });

  it('a search always lists files', async () => {
    const requests = record('BranchContents', () =>
      coverageRepositoryFixture({ branch: coverageBranchFixture() }),
    );
    await fetchGraphqlQuery(
      createTestApiClients(),
      pathContentsQuery({
        ...repoArgs,
        source: { kind: 'branch', branch: 'main' },
        path: '',
        searchValue: 'idx',
      }),
    );
    expect(requests[0]).toMatchObject({ filters: { displayType: 'LIST', searchValue: 'idx' } });
  });

  it.each(['MissingHeadReport', 'MissingCoverage', 'UnknownPath', 'UnknownFlags'] as const)(
    'CommitPathContents: %s is a page the explorer explains',
    async (typename) => {
      server.use(
        graphqlHandler(
          'CommitPathContents',
          coverageRepositoryFixture({
            commit: coverageCommitFixture({
              deprecatedPathContents: { __typename: typename, message: 'why' },
            }),
          }),
        ),
      );
      const page = await fetchGraphqlQuery(
        createTestApiClients(),
        pathContentsQuery({ ...repoArgs, source: { kind: 'commit', commitid: 'abc1234' }, path: '' }),
      );
      expect(page).toEqual({
        kind: typename,
        message: 'why',
        pageInfo: { hasNextPage: false, endCursor: null },
      });
    },
  );

  it('PullPathContents: a pull without a head commit is MissingHeadCommit', async () => {
    const requests = record('PullPathContents', () =>
      coverageRepositoryFixture({ pull: { pullId: 7, head: null } }),
    );
    const page = await fetchGraphqlQuery(
      createTestApiClients(),
      pathContentsQuery({ ...repoArgs, source: { kind: 'pull', pullId: 7 }, path: '' }),
    );
    expect(requests[0]).toMatchObject({ pullId: 7 });
    expect(page).toMatchObject({ kind: 'MissingHeadCommit', message: null });
  });

  it.each([
    ['BranchContents', { kind: 'branch', branch: 'nope' }, { branch: null }],
    ['CommitPathContents', { kind: 'commit', commitid: 'nope' }, { commit: null }],
    ['PullPathContents', { kind: 'pull', pullId: 9 }, { pull: null }],
  ] as const)('%s: an unknown source is NotFoundError', async (operation, source, fields) => {
    server.use(graphqlHandler(operation, coverageRepositoryFixture(fields)));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), pathContentsQuery({ ...repoArgs, source, path: '' })),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a malformed answer is a ParsingError', async () => {
    server.use(
      graphqlHandler(
        'BranchContents',
        {
          owner: {
            __typename: 'Owner',
            ownerid: 1,
            username: 'acme',
            repository: { __typename: 'Repository', repoid: 'x', branch: null },
          },
        },
        { raw: true },
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      fetchGraphqlQuery(
        createTestApiClients(),
        pathContentsQuery({ ...repoArgs, source: { kind: 'branch', branch: 'main' }, path: '' }),
      ),
    ).rejects.toBeInstanceOf(ParsingError);
    jest.mocked(console.error).mockRestore();
  });
});

describe('filters', () => {
  it('FlagsSelect pages the flags with the term', async () => {
    const requests = record('FlagsSelect', ({ variables }) =>
      coverageRepositoryFixture({
        coverageAnalytics: {
          flags: {
            totalCount: 2,
            edges: [{ cursor: 'f', node: { name: variables.after ? 'unit' : 'e2e' } }],
            pageInfo: { hasNextPage: !variables.after, endCursor: variables.after ? null : 'f' },
          },
        },
      }),
    );
    const { result } = renderHook(() => useFlagsSelect({ ...repoArgs, term: 'e' }), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.flags)).toEqual(['e2e', 'unit']);
    expect(requests[0]).toMatchObject({ filters: { term: 'e' }, first: 20 });
    expect(requests.at(-1)).toMatchObject({ after: 'f' });
  });

  it.each([
    [
      'GetBranchComponents',
      { kind: 'branch', branch: 'main' },
      (head: unknown) => ({ branch: { name: 'main', headSha: 'x', head } }),
    ],
    ['GetCommitComponents', { kind: 'commit', commitid: 'abc' }, (head: unknown) => ({ commit: head })],
    [
      'PullComponentsSelector',
      { kind: 'pull', pullId: 3 },
      (head: unknown) => ({ pull: { pullId: 3, head } }),
    ],
  ] as const)('%s reads the flags and components of the source commit', async (operation, source, wrap) => {
    const commit = coverageCommitFixture({
      coverageAnalytics: {
        ...coverageCommitFixture().coverageAnalytics!,
        flagNames: ['unit'],
        components: [{ id: 'api', name: 'API', totals: null }],
      },
    });
    server.use(graphqlHandler(operation, coverageRepositoryFixture(wrap(commit))));
    await expect(
      fetchGraphqlQuery(createTestApiClients(), sourceFilterOptionsQuery({ ...repoArgs, source })),
    ).resolves.toEqual({ flagNames: ['unit'], components: [{ id: 'api', name: 'API' }] });
  });
});
