import { act, renderHook, waitFor } from '@testing-library/react';
import {
  connectionFixture,
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  repositoryListItemFixture,
  setupApiMocks,
} from '../testing';
import { useRepositories } from './repos-for-owner';

const server = setupApiMocks();

const pages: Record<string, ReturnType<typeof connectionFixture>> = {
  first: connectionFixture([repositoryListItemFixture({ repoid: 1, name: 'alpha' })], {
    hasNextPage: true,
    endCursor: 'cursor-1',
  }),
  'cursor-1': connectionFixture([repositoryListItemFixture({ repoid: 2, name: 'beta' })], {
    hasNextPage: false,
    endCursor: 'cursor-2',
  }),
};

describe('useRepositories', () => {
  it('loads 20 a page and follows endCursor while hasNextPage', async () => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('ReposForOwner', ({ variables, provider }) => {
        calls.push({ ...variables, provider });
        return { owner: { repositories: pages[(variables['after'] as string | null) ?? 'first'] } };
      }),
    );
    const clients = createTestApiClients();
    const { result } = renderHook(
      () =>
        useRepositories({
          provider: 'gh',
          owner: 'acme',
          term: 'a',
          active: true,
          ordering: 'NAME',
          direction: 'ASC',
        }),
      { wrapper: createApiWrapper(clients) },
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.flatMap((page) => page.repos.map((repo) => repo.name))).toEqual([
      'alpha',
    ]);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    // graphcache merges the pages of the connection into one list.
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.repos.map((repo) => repo.name))).toEqual([
      'alpha',
      'beta',
    ]);
    expect(result.current.hasNextPage).toBe(false);

    expect(calls).toEqual([
      {
        owner: 'acme',
        filters: { term: 'a', active: true },
        ordering: 'NAME',
        direction: 'ASC',
        first: 20,
        after: null,
        provider: 'gh',
      },
      {
        owner: 'acme',
        filters: { term: 'a', active: true },
        ordering: 'NAME',
        direction: 'ASC',
        first: 20,
        after: 'cursor-1',
        provider: 'gh',
      },
    ]);
  });

  it('defaults to the latest commit first with no filters, and is empty for a missing owner', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      graphqlHandler('ReposForOwner', ({ variables }) => {
        sent = variables;
        return { owner: null };
      }),
    );
    const { result } = renderHook(() => useRepositories({ provider: 'gh', owner: 'ghost', term: '' }), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toMatchObject({ filters: {}, ordering: 'COMMIT_DATE', direction: 'DESC' });
    expect(result.current.data?.pages).toEqual([
      { repos: [], pageInfo: { hasNextPage: false, endCursor: null } },
    ]);
    expect(result.current.hasNextPage).toBe(false);
  });
});
