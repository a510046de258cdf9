import type * as v from 'valibot';
import { fetchGraphqlQuery, type GraphqlQueryDefinition } from '@canopy/api-client';
import {
  createTestApiClients,
  graphqlHandler,
  setupApiMocks,
  type GraphqlMockRequest,
} from '@canopy/api-client/testing';
import { coverageFileFixture, impactedFileFixture, segmentsFixture } from '../testing/file-coverage-fixtures';
import { coverageForFileQuery } from './coverage-for-file';
import { impactedFileComparedWithParentQuery, impactedFileComparisonQuery } from './impacted-file';
import { commitImpactedFilesQuery, pullImpactedFilesQuery } from './impacted-files';

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

/** `owner.repository` (the Repository member) holding `fields`, with the keys graphcache reads. */
const repositoryWith = (fields: Record<string, unknown>) => ({
  owner: { ownerid: 1, username: 'acme', repository: { __typename: 'Repository', repoid: 10, ...fields } },
});

/** One answer, read by fresh clients (an empty cache). */
function fetch<S extends v.GenericSchema, T>(definition: GraphqlQueryDefinition<S, T>) {
  return fetchGraphqlQuery(createTestApiClients(), definition);
}

describe('coverageForFileQuery', () => {
  it('merges marks and hit counts and reads the branch head', async () => {
    const requests: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('CoverageForFile', ({ variables }) => {
        requests.push(variables);
        return repositoryWith({ branch: { name: 'main', head: commitWith(coverageFileFixture()) } });
      }),
    );
    const result = await fetch(
      coverageForFileQuery({
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
      graphqlHandler('CoverageForFile', ({ variables }) =>
        repositoryWith({
          branch: null,
          commit: variables.withCommit ? commitWith(null) : null,
          pull: { pullId: 3, head: commitWith(coverageFileFixture({ content: null })) },
        }),
      ),
    );
    const byRef = await fetch(
      coverageForFileQuery({ ...base, source: { kind: 'branch', branch: 'c0ffee1' }, path: 'x' }),
    );
    expect(byRef).toMatchObject({ resolvedAs: 'commit', file: null, commitid: SHA });
    const unknown = await fetch(
      coverageForFileQuery({ ...base, source: { kind: 'branch', branch: 'feature/x' }, path: 'x' }),
    );
    expect(unknown.resolvedAs).toBeNull();
    const pull = await fetch(
      coverageForFileQuery({ ...base, source: { kind: 'pull', pullId: 3 }, path: 'x' }),
    );
    expect(pull).toMatchObject({ resolvedAs: 'pull', file: { content: null } });
  });
});

describe('impacted files', () => {
  it('maps rows, deleted and renamed paths, and comparison errors', async () => {
    server.use(
      graphqlHandler(
        'CommitImpactedFiles',
        repositoryWith({
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
        }),
      ),
      graphqlHandler(
        'PullImpactedFiles',
        repositoryWith({
          pull: { pullId: 1, compareWithBase: { __typename: 'FirstPullRequest', message: 'first' } },
        }),
      ),
    );
    const commit = await fetch(commitImpactedFilesQuery({ ...base, commitid: SHA, changes: 'direct' }));
    if (commit.kind !== 'files') throw new Error('expected files');
    expect(commit.files.map((file) => [file.path, file.previousPath])).toEqual([
      ['src/a.ts', null],
      ['src/gone.ts', null],
      ['src/new.ts', 'src/old.ts'],
    ]);
    const pull = await fetch(pullImpactedFilesQuery({ ...base, pullId: 1, changes: 'indirect' }));
    expect(pull).toEqual({
      kind: 'comparison-error',
      error: { __typename: 'FirstPullRequest', message: 'first' },
    });
  });

  it('parses diff segments with numeric line numbers', async () => {
    server.use(
      graphqlHandler(
        'ImpactedFileComparison',
        repositoryWith({
          pull: {
            pullId: 1,
            compareWithBase: {
              __typename: 'Comparison',
              impactedFile: () => ({ ...impactedFileFixture(), segments: segmentsFixture() }),
            },
          },
        }),
      ),
    );
    const result = await fetch(impactedFileComparisonQuery({ ...base, pullId: 1, path: 'src/a.ts' }));
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(result.file.segments?.[0]!.lines[1]).toEqual({
      baseNumber: null,
      headNumber: 2,
      content: '+run(a);',
      baseCoverage: null,
      headCoverage: 'M',
      hitCount: 0,
      hitUploadIds: [],
    });
  });

  it('asks for a diff under the flag and component filters, which are part of its variables', async () => {
    const requests: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('ImpactedFileComparedWithParent', ({ variables }) => {
        requests.push(variables);
        return repositoryWith({
          commit: {
            commitid: SHA,
            compareWithParent: {
              __typename: 'Comparison',
              impactedFile: () => ({ ...impactedFileFixture(), segments: segmentsFixture() }),
            },
          },
        });
      }),
    );
    const filtered = impactedFileComparedWithParentQuery({
      ...base,
      commitid: SHA,
      path: 'src/a.ts',
      changes: 'indirect',
      flags: ['unit'],
      components: ['api'],
    });
    const unfiltered = impactedFileComparedWithParentQuery({
      ...base,
      commitid: SHA,
      path: 'src/a.ts',
    });
    expect(filtered.variables).not.toEqual(unfiltered.variables);
    const result = await fetch(filtered);
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
