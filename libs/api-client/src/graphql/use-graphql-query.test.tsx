/**
 * graphcache is the GraphQL cache of record (docs/adr/003): what the hooks read, how long an answer stays
 * fresh (spec §9), and how a mutation's answer reaches every view without hand-written invalidation.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { gql } from '@urql/core';
import { graphql, HttpResponse } from 'msw';
import * as v from 'valibot';
import { QUERY_STALE_TIME } from '../client/query-client';
import { setErrorReporter } from '../errors/report';
import { ownerQuery, useOwner } from '../owner/detail-owner';
import { useOwnerContext } from '../owner/owner-context';
import {
  connectionFixture,
  createApiWrapper,
  createTestApiClients,
  currentUserFixture,
  graphqlHandler,
  graphqlMutationHandler,
  repositoryListItemFixture,
  setupApiMocks,
} from '../testing';
import { useCurrentUser } from '../user/current-user';
import { useRepositories } from '../owner/repos-for-owner';
import { invalidateField } from '../client/cache-updates';
import { useUpdateProfile } from '../user/update-profile';
import { fetchGraphqlQuery } from './fetch-graphql-query';
import { useGraphqlMutation } from './use-graphql-mutation';
import { useGraphqlQuery } from './use-graphql-query';

const server = setupApiMocks();

const acme = {
  ownerid: 5,
  username: 'acme',
  avatarUrl: 'https://avatars.example/old.png',
  isCurrentUserPartOfOrg: true,
  isAdmin: false,
  defaultOrgUsername: null,
};

function countRequests(operationName: string, answer: (call: number) => unknown) {
  const calls: Array<Record<string, unknown>> = [];
  server.use(
    graphqlHandler(operationName, ({ variables, provider }) => {
      calls.push({ ...variables, provider });
      return answer(calls.length) as Record<string, unknown>;
    }),
  );
  return calls;
}

// A mutation answering with the Owner it changed, as the members, seats and settings mutations do.
const UpdateOwnerDocument = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      me {
        owner {
          ownerid
          username
          avatarUrl
        }
      }
    }
  }
`;
const UpdateOwnerSchema = v.object({
  updateProfile: v.nullable(
    v.object({ me: v.nullish(v.object({ owner: v.object({ avatarUrl: v.string() }) })) }),
  ),
});

describe('useGraphqlQuery', () => {
  it("updates a mounted view from a mutation's answer that carries the same Owner", async () => {
    server.use(
      graphqlHandler('DetailOwner', { owner: acme }),
      graphqlMutationHandler('UpdateProfile', {
        updateProfile: { me: { owner: { ...acme, avatarUrl: 'https://avatars.example/new.png' } } },
      }),
    );
    const wrapper = createApiWrapper(createTestApiClients());
    const { result } = renderHook(
      () => ({
        owner: useOwner({ provider: 'gh', owner: 'acme' }),
        update: useGraphqlMutation(() => ({
          document: UpdateOwnerDocument,
          variables: { input: { name: 'Acme' } },
          provider: 'gh',
          schema: UpdateOwnerSchema,
          payload: () => null,
          select: (data: v.InferOutput<typeof UpdateOwnerSchema>) => data,
        })),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.owner.data?.avatarUrl).toBe('https://avatars.example/old.png'));
    await act(() => result.current.update.mutateAsync(undefined));
    await waitFor(() => expect(result.current.owner.data?.avatarUrl).toBe('https://avatars.example/new.png'));
    expect(result.current.update.isSuccess).toBe(true);
  });

  it('asks again for the viewer after a profile update (me has no key)', async () => {
    const calls = countRequests('CurrentUser', (call) => ({
      me: currentUserFixture({ user: { ...currentUserFixture().user, name: call === 1 ? 'Jane' : 'Janet' } }),
    }));
    server.use(
      graphqlMutationHandler('UpdateProfile', {
        updateProfile: {
          me: { email: null, user: { name: 'Janet', username: 'jane', avatarUrl: 'a' } },
          error: null,
        },
      }),
    );
    const { result } = renderHook(() => ({ me: useCurrentUser('gh'), update: useUpdateProfile() }), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.me.data?.user.name).toBe('Jane'));
    await act(() => result.current.update.mutateAsync({ provider: 'gh', name: 'Janet' }));
    await waitFor(() => expect(result.current.me.data?.user.name).toBe('Janet'));
    expect(calls).toHaveLength(2);
  });

  it('reads a fresh answer from the cache, and shows a stale one while asking the server again', async () => {
    const calls = countRequests('DetailOwner', (call) => ({
      owner: { ...acme, avatarUrl: `https://avatars.example/${call}.png` },
    }));
    const clients = createTestApiClients();
    const wrapper = createApiWrapper(clients);
    const first = renderHook(() => useOwner({ provider: 'gh', owner: 'acme' }), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    const again = renderHook(() => useOwner({ provider: 'gh', owner: 'acme' }), { wrapper });
    expect(again.result.current.data?.avatarUrl).toBe('https://avatars.example/1.png');
    again.unmount();
    expect(calls).toHaveLength(1);

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + QUERY_STALE_TIME + 1);
    try {
      const later = renderHook(() => useOwner({ provider: 'gh', owner: 'acme' }), { wrapper });
      expect(later.result.current.data?.avatarUrl).toBe('https://avatars.example/1.png');
      expect(later.result.current.isFetching).toBe(true);
      await waitFor(() => expect(later.result.current.data?.avatarUrl).toBe('https://avatars.example/2.png'));
      expect(calls).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps one cache per provider: the same owner name is another owner on GitLab', async () => {
    const calls = countRequests('DetailOwner', (call) => ({ owner: { ...acme, ownerid: call } }));
    const clients = createTestApiClients();
    const github = await fetchGraphqlQuery(clients, ownerQuery({ provider: 'gh', owner: 'acme' }));
    const gitlab = await fetchGraphqlQuery(clients, ownerQuery({ provider: 'gitlab', owner: 'acme' }));
    const githubAgain = await fetchGraphqlQuery(clients, ownerQuery({ provider: 'github', owner: 'acme' }));
    expect([github?.ownerid, gitlab?.ownerid, githubAgain?.ownerid]).toEqual([1, 2, 1]);
    expect(calls.map((call) => call['provider'])).toEqual(['gh', 'gl']);
  });

  it('keeps the previous answer while new variables load, when asked to', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.query('DetailOwner', async ({ variables }) => {
        const beta = variables['username'] === 'beta';
        if (beta) await gate;
        const owner = {
          __typename: 'Owner',
          ...acme,
          ownerid: beta ? 6 : 5,
          username: variables['username'],
        };
        return HttpResponse.json({ data: { owner } });
      }),
    );
    const { result, rerender } = renderHook(
      ({ owner }: { owner: string }) =>
        useGraphqlQuery(ownerQuery({ provider: 'gh', owner }), { keepPreviousData: true }),
      { wrapper: createApiWrapper(createTestApiClients()), initialProps: { owner: 'acme' } },
    );
    await waitFor(() => expect(result.current.data?.username).toBe('acme'));
    rerender({ owner: 'beta' });
    try {
      expect(result.current.data?.username).toBe('acme');
      expect(result.current.isPlaceholderData).toBe(true);
    } finally {
      release();
    }
    await waitFor(() => expect(result.current.data?.username).toBe('beta'));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('polls while refetchInterval returns a delay', async () => {
    const calls = countRequests('DetailOwner', (call) => ({ owner: { ...acme, isAdmin: call >= 3 } }));
    const { result } = renderHook(
      () =>
        useGraphqlQuery(ownerQuery({ provider: 'gh', owner: 'acme' }), {
          refetchInterval: (owner) => (owner?.isAdmin ? false : 10),
        }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.data?.isAdmin).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(3);
  });

  it("keeps a failed query's error when another query's answer leaves it partly in the cache", async () => {
    const OwnerAdminDocument = gql`
      query OwnerAdmin($owner: String!) {
        owner(username: $owner) {
          ownerid
          username
          isAdmin
        }
      }
    `;
    const OwnerNameDocument = gql`
      query OwnerName($owner: String!) {
        owner(username: $owner) {
          ownerid
          username
        }
      }
    `;
    const definition = (document: typeof OwnerAdminDocument) => ({
      document,
      variables: { owner: 'acme' },
      provider: 'gh',
      schema: v.object({ owner: v.nullable(v.object({ isAdmin: v.nullish(v.boolean()) })) }),
      select: (data: { owner: { isAdmin?: boolean | null } | null }) => data.owner,
    });
    server.use(
      graphql.query('OwnerAdmin', () => new HttpResponse(null, { status: 500 })),
      graphqlHandler('OwnerName', { owner: acme }),
    );
    const { result, rerender } = renderHook(
      ({ second }) => ({
        admin: useGraphqlQuery(definition(OwnerAdminDocument)),
        name: useGraphqlQuery(definition(OwnerNameDocument), { enabled: second }),
      }),
      { wrapper: createApiWrapper(createTestApiClients()), initialProps: { second: false } },
    );
    await waitFor(() => expect(result.current.admin.isError).toBe(true));
    rerender({ second: true });
    await waitFor(() => expect(result.current.name.isSuccess).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not `{ isAdmin: null }`: the owner is in the cache now, but not its isAdmin.
    expect(result.current.admin).toMatchObject({ isError: true, data: undefined });
  });

  it("does not take a cache-only view's empty read of the same operation for an answer", async () => {
    // The page's own query is slow; a smaller query about the same owner answers first, and graphcache reads the
    // header's cache-only view again: it finds nothing yet, and every view of the operation hears it.
    server.use(
      graphql.query('DetailOwner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json({ data: { owner: { __typename: 'Owner', ...acme } } });
      }),
      graphqlHandler('OwnerContext', { owner: { ownerid: 5, username: 'acme' } }),
    );
    const reports: Error[] = [];
    const restore = setErrorReporter((error) => reports.push(error));
    const { result } = renderHook(
      () => ({
        header: useGraphqlQuery(ownerQuery({ provider: 'gh', owner: 'acme' }), { cacheOnly: true }),
        page: useOwner({ provider: 'gh', owner: 'acme' }),
        context: useOwnerContext({ provider: 'gh', owner: 'acme' }),
      }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    try {
      await waitFor(() => expect(result.current.page.data?.avatarUrl).toBe(acme.avatarUrl));
      await waitFor(() => expect(result.current.header.data?.username).toBe('acme'));
      expect(reports).toEqual([]);
      expect(result.current.page.error).toBeNull();
    } finally {
      restore();
    }
  });

  it('is pending and idle while held back', () => {
    const { result } = renderHook(
      () => useGraphqlQuery(ownerQuery({ provider: 'gh', owner: 'acme' }), { enabled: false }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    expect(result.current).toMatchObject({ isPending: true, isLoading: false, fetchStatus: 'idle' });
  });
});

describe('useGraphqlInfiniteQuery', () => {
  it('starts again from the first page when a mutation drops a list read past it', async () => {
    let names = ['a', 'b', 'c', 'd'];
    server.use(
      graphqlHandler('ReposForOwner', ({ variables }) => {
        const start = variables['after'] ? Number(variables['after']) : 0;
        const page = names.slice(start, start + 2);
        const end = start + page.length;
        return {
          owner: {
            ownerid: 2,
            username: 'acme',
            repositories: connectionFixture(
              page.map((name) => repositoryListItemFixture({ repoid: name.charCodeAt(0), name })),
              { hasNextPage: end < names.length, endCursor: String(end) },
            ),
          },
        };
      }),
      graphqlMutationHandler('UpdateProfile', { updateProfile: { me: null } }),
    );
    const { result } = renderHook(
      () => ({
        list: useRepositories({ provider: 'gh', owner: 'acme' }),
        remove: useGraphqlMutation(() => ({
          document: UpdateOwnerDocument,
          variables: { input: { name: 'x' } },
          provider: 'gh',
          schema: UpdateOwnerSchema,
          payload: () => null,
          select: (data: v.InferOutput<typeof UpdateOwnerSchema>) => data,
          cacheUpdate: (_result, _args, cache) =>
            invalidateField(
              cache,
              cache.keyOfEntity({ __typename: 'Owner', username: 'acme' })!,
              'repositories',
            ),
        })),
      }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    const shown = () =>
      result.current.list.data?.pages.flatMap((page) => page.repos.map((repo) => repo.name));
    await waitFor(() => expect(shown()).toEqual(['a', 'b']));
    await act(() => result.current.list.fetchNextPage());
    await waitFor(() => expect(shown()).toEqual(['a', 'b', 'c', 'd']));

    names = ['b', 'c', 'd'];
    await act(() => result.current.remove.mutateAsync(undefined));
    // The list reads again from its first page: no hole where 'a' was, no row read twice. The later page
    // is in it too when its answer came back before the list started again.
    await waitFor(() => expect(shown()?.slice(0, 2)).toEqual(['b', 'c']));
    expect(['b,c', 'b,c,d']).toContain(shown()?.join(','));
  });
});
