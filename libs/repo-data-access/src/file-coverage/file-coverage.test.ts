import {
  createTestApiClients,
  graphqlHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { coverageFileFixture, impactedFileFixture, segmentsFixture } from '../testing/file-coverage-fixtures';
import { coverageForFileQueryOptions, type CoverageForFileResult } from './coverage-for-file';
import {
  impactedFileComparedWithParentQueryOptions,
  impactedFileComparisonQueryOptions,
} from './impacted-file';
import { commitImpactedFilesQueryOptions, pullImpactedFilesQueryOptions } from './impacted-files';

const server = setupApiMocks();
const base = { provider: 'gh', owner: 'acme', repo: 'widgets' };
const SHA = 'c0ffee1234567890c0ffee1234567890c0ffee12';

const commitWith = (file: unknown) => ({
  commitid: SHA,
  coverageAnalytics: {
    flagNames: ['unit', null],
    components: [{ id: 'api', name: 'API' }],
    coverageFile: () => file,
  },
});

function fetch<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) {
  const { queryClient } = createTestApiClients();
  return queryClient.fetchQuery(options as never) as Promise<T>;
}

describe('coverageForFileQueryOptions', () => {
  it('merges marks and hit counts and reads the branch head', async () => {
    const requests: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('CoverageForFile', ({ variables }) => {
        requests.push(variables);
        return {
          owner: {
            repository: {
              __typename: 'Repository',
              repoid: 10,
              branch: { name: 'main', head: commitWith(coverageFileFixture()) },
            },
          },
        };
      }),
    );
    const result = await fetch<CoverageForFileResult>(
      coverageForFileQueryOptions({
        ...base,
        source: { kind: 'branch', branch: 'main' },
        path: 'src/run.js',
      }),
    );
    expect(requests[0]).toMatchObject({ withBranch: true, withCommit: false, withPull: false, flags: null });
    expect(result.resolvedAs).toBe('branch');
    expect(result.flagNames).toEqual(['unit']);
    expect(result.file?.lines[2]).toEqual({
      line: 4,
      coverage: 'P',
      hitCount: 1,
      hitUploadIds: [1],
      branches: '1/2',
    });
    expect(result.file?.lines[3]).toMatchObject({ line: 5, coverage: 'M', hitCount: null, hitUploadIds: [] });
  });

  it('falls back to the commit of a SHA-like ref, and reads a pull request head', async () => {
    server.use(
      graphqlHandler('CoverageForFile', ({ variables }) => ({
        owner: {
          repository: {
            __typename: 'Repository',
            repoid: 10,
            branch: null,
            commit: variables.withCommit ? commitWith(null) : null,
            pull: { pullId: 3, head: commitWith(coverageFileFixture({ content: null })) },
          },
        },
      })),
    );
    const byRef = await fetch<{ resolvedAs: string; file: unknown; commitid: string }>(
      coverageForFileQueryOptions({ ...base, source: { kind: 'branch', branch: 'c0ffee1' }, path: 'x' }),
    );
    expect(byRef).toMatchObject({ resolvedAs: 'commit', file: null, commitid: SHA });
    const unknown = await fetch<{ resolvedAs: string | null }>(
      coverageForFileQueryOptions({ ...base, source: { kind: 'branch', branch: 'feature/x' }, path: 'x' }),
    );
    expect(unknown.resolvedAs).toBeNull();
    const pull = await fetch<{ resolvedAs: string; file: { content: string | null } }>(
      coverageForFileQueryOptions({ ...base, source: { kind: 'pull', pullId: 3 }, path: 'x' }),
    );
    expect(pull).toMatchObject({ resolvedAs: 'pull', file: { content: null } });
  });
});

describe('impacted files', () => {
  it('maps rows, deleted and renamed paths, and comparison errors', async () => {
    server.use(
      graphqlHandler('CommitImpactedFiles', {
        owner: {
          repository: {
            __typename: 'Repository',
            repoid: 10,
            commit: {
              commitid: SHA,
              compareWithParent: {
                __typename: 'Comparison',
                state: 'processed',
                impactedFiles: {
                  __typename: 'ImpactedFiles',
                  results: [
                    impactedFileFixture(),
                    impactedFileFixture({ headName: null, baseName: 'src/gone.ts', isDeletedFile: true }),
                    impactedFileFixture({
                      headName: 'src/new.ts',
                      baseName: 'src/old.ts',
                      isRenamedFile: true,
                    }),
                  ],
                },
              },
            },
          },
        },
      }),
      graphqlHandler('PullImpactedFiles', {
        owner: {
          repository: {
            __typename: 'Repository',
            repoid: 10,
            pull: { pullId: 1, compareWithBase: { __typename: 'FirstPullRequest', message: 'first' } },
          },
        },
      }),
    );
    const commit = await fetch<{ kind: string; files: { path: string; previousPath: string | null }[] }>(
      commitImpactedFilesQueryOptions({ ...base, commitid: SHA, changes: 'direct' }),
    );
    expect(commit.files.map((file) => [file.path, file.previousPath])).toEqual([
      ['src/a.ts', null],
      ['src/gone.ts', null],
      ['src/new.ts', 'src/old.ts'],
    ]);
    const pull = await fetch(pullImpactedFilesQueryOptions({ ...base, pullId: 1, changes: 'indirect' }));
    expect(pull).toEqual({
      kind: 'comparison-error',
      error: { __typename: 'FirstPullRequest', message: 'first' },
    });
  });

  it('parses diff segments with numeric line numbers', async () => {
    server.use(
      graphqlHandler('ImpactedFileComparison', {
        owner: {
          repository: {
            __typename: 'Repository',
            repoid: 10,
            pull: {
              pullId: 1,
              compareWithBase: {
                __typename: 'Comparison',
                impactedFile: () => ({ ...impactedFileFixture(), segments: segmentsFixture() }),
              },
            },
          },
        },
      }),
    );
    const result = await fetch<{ kind: 'file'; file: { segments: { lines: unknown[] }[] } }>(
      impactedFileComparisonQueryOptions({ ...base, pullId: 1, path: 'src/a.ts' }),
    );
    expect(result.file.segments[0]!.lines[1]).toEqual({
      baseNumber: null,
      headNumber: 2,
      content: '+run(a);',
      baseCoverage: null,
      headCoverage: 'M',
      hitCount: 0,
      hitUploadIds: [],
    });
  });

  it('asks for a diff under the flag and component filters, which are part of its key', async () => {
    const requests: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('ImpactedFileComparedWithParent', ({ variables }) => {
        requests.push(variables);
        return {
          owner: {
            repository: {
              __typename: 'Repository',
              repoid: 10,
              commit: {
                commitid: SHA,
                compareWithParent: {
                  __typename: 'Comparison',
                  impactedFile: () => ({ ...impactedFileFixture(), segments: segmentsFixture() }),
                },
              },
            },
          },
        };
      }),
    );
    const filtered = impactedFileComparedWithParentQueryOptions({
      ...base,
      commitid: SHA,
      path: 'src/a.ts',
      changes: 'indirect',
      flags: ['unit'],
      components: ['api'],
    });
    const unfiltered = impactedFileComparedWithParentQueryOptions({
      ...base,
      commitid: SHA,
      path: 'src/a.ts',
    });
    expect(filtered.queryKey).not.toEqual(unfiltered.queryKey);
    const result = await fetch<{ kind: string; file: { path: string; missesCount: number } }>(filtered);
    expect(result).toMatchObject({ kind: 'file', file: { path: 'src/a.ts', missesCount: 3 } });
    await fetch(unfiltered);
    expect(requests).toMatchObject([
      {
        commitid: SHA,
        path: 'src/a.ts',
        fileFilters: { flags: ['unit'], components: ['api'] },
        filters: { hasUnintendedChanges: true },
      },
      { fileFilters: null, filters: {} },
    ]);
  });
});
