import { act, renderHook, waitFor } from '@testing-library/react';
import { NotFoundError, OwnerNotActivatedError } from '../errors/errors';
import { fetchGraphqlQuery } from '../graphql/fetch-graphql-query';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  setupApiMocks,
  type GraphqlMockRequest,
} from '../testing';
import { branchesQuery, useBranches } from './branches';

const server = setupApiMocks();
const repoArgs = { provider: 'gh', owner: 'acme', repo: 'widgets' };

const head = {
  commitid: 'c0ffee1234567890c0ffee1234567890c0ffee12',
  createdAt: '2024-05-01T12:00:00Z',
  coverageAnalytics: { totals: { percentCovered: 73.38, lineCount: 928, hitsCount: 681 } },
};

function repositoryWith(fields: Record<string, unknown>) {
  return {
    owner: { ownerid: 1, username: 'acme', repository: { __typename: 'Repository', repoid: 10, ...fields } },
  };
}

describe('GetBranches', () => {
  it('pages the branches with their head totals and passes the search on', async () => {
    const requests: GraphqlMockRequest['variables'][] = [];
    server.use(
      graphqlHandler('GetBranches', ({ variables }) => {
        requests.push(variables);
        return repositoryWith({
          branches: {
            totalCount: 2,
            edges: [
              {
                cursor: 'a',
                node: variables.after
                  ? { name: 'dev', headSha: 'f00d', head: null }
                  : { name: 'main', headSha: head.commitid, head },
              },
            ],
            pageInfo: { hasNextPage: !variables.after, endCursor: variables.after ? null : 'a' },
          },
        });
      }),
    );
    const { result } = renderHook(() => useBranches({ ...repoArgs, searchValue: 'ma' }), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    expect(result.current.data?.pages[0]!.branches).toEqual([
      {
        name: 'main',
        updatedAt: '2024-05-01T12:00:00Z',
        head: {
          commitid: head.commitid,
          totals: { percentCovered: 73.38, lineCount: 928, hitsCount: 681 },
        },
      },
    ]);
    expect(requests[0]).toMatchObject({
      owner: 'acme',
      repo: 'widgets',
      first: 20,
      filters: { searchValue: 'ma' },
    });
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    // graphcache merges the pages into one list.
    expect(result.current.data?.pages.flatMap((page) => page.branches)).toMatchObject([
      { name: 'main' },
      { name: 'dev', updatedAt: null, head: null },
    ]);
    expect(requests.at(-1)).toMatchObject({ after: 'a' });
  });

  it.each([
    [notFoundErrorFixture(), NotFoundError],
    [ownerNotActivatedErrorFixture(), OwnerNotActivatedError],
  ])('rejects a %o repository', async (repository, ErrorClass) => {
    server.use(graphqlHandler('GetBranches', { owner: { ownerid: 1, username: 'acme', repository } }));
    await expect(fetchGraphqlQuery(createTestApiClients(), branchesQuery(repoArgs))).rejects.toBeInstanceOf(
      ErrorClass,
    );
  });
});
