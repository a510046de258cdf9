import { http, HttpResponse } from 'msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, ParsingError } from '../errors/errors';
import { queryKeys } from '../query-keys/query-keys';
import { nextPageFromLink } from '../rest/rest-pages';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  orgUserFixture,
  orgUsersHandler,
  ownerFixture,
  restHandler,
  restPageFixture,
  setupApiMocks,
} from '../testing';
import { useOwner } from './detail-owner';
import { ORG_USERS_QUERY, orgUsersQueryOptions, useOrgUsers } from './org-users';
import { useUpdateOrgUser } from './update-org-user';

const server = setupApiMocks();

describe('org users (GET /internal/{provider}/{owner}/users/)', () => {
  it('sends the filters snake_cased, leaves out an empty search and starts at page 1', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      orgUsersHandler((query) => {
        queries.push(query);
        return restPageFixture([orgUserFixture({ isAdmin: true })]);
      }),
    );
    const { result } = renderHook(
      () => useOrgUsers({ provider: 'gh', owner: 'acme', isAdmin: true, search: '  ' }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(queries[0]!)).toEqual({ is_admin: 'true', page: '1' });
    expect(result.current.data?.pages[0]?.results[0]).toMatchObject({ username: 'grace', isAdmin: true });
    expect(result.current.hasNextPage).toBe(false);
  });

  it("takes the next page from the next link's page parameter, and stops without one", async () => {
    server.use(
      orgUsersHandler((query) => {
        const page = Number(query.get('page'));
        return restPageFixture([orgUserFixture({ username: `user${page}`, ownerid: page })], {
          page,
          totalPages: 2,
        });
      }),
    );
    const { result } = renderHook(() => useOrgUsers({ provider: 'gh', owner: 'acme', search: 'user' }), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data!.pages.flatMap((page) => page.results.map((user) => user.username))).toEqual([
      'user1',
      'user2',
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(nextPageFromLink(restPageFixture([], { page: 4, totalPages: 5 }))).toBe(5);
  });

  it('keys every list of the organisation under one prefix', () => {
    const key = orgUsersQueryOptions({ provider: 'github', owner: 'acme', search: 'ada' }).queryKey;
    expect(key.slice(0, 4)).toEqual([...queryKeys.owner.users('gh', 'acme')]);
  });

  it('rejects with ApiError on 403 and with ParsingError on a malformed answer', async () => {
    server.use(restHandler('get', '/gh/acme/users/', { detail: 'No.' }, { status: 403 }));
    const { queryClient } = createTestApiClients();
    const error = await queryClient
      .fetchInfiniteQuery(orgUsersQueryOptions({ provider: 'gh', owner: 'acme' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);

    server.use(restHandler('get', '/gh/acme/users/', { count: 1, results: [{ username: 3 }] }));
    const parsing = await createTestApiClients()
      .queryClient.fetchInfiniteQuery(orgUsersQueryOptions({ provider: 'gh', owner: 'acme' }))
      .catch((e: unknown) => e);
    expect(parsing).toBeInstanceOf(ParsingError);
    expect((parsing as ParsingError).query).toBe(ORG_USERS_QUERY);
  });
});

describe('update org user (PATCH /internal/{provider}/{owner}/users/{user}/)', () => {
  it('sends is_admin snake_cased, answers the member and refreshes the lists', async () => {
    let body: unknown = null;
    let lists = 0;
    server.use(
      http.patch('*/internal/gh/acme/users/grace/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...orgUserFixture(), is_admin: true, last_pull_timestamp: null });
      }),
      orgUsersHandler(() => {
        lists += 1;
        return restPageFixture([]);
      }),
    );
    const clients = createTestApiClients();
    const wrapper = createApiWrapper(clients);
    const { result } = renderHook(
      () => ({
        list: useOrgUsers({ provider: 'gh', owner: 'acme', isAdmin: true }),
        update: useUpdateOrgUser(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const member = await act(() =>
      result.current.update.mutateAsync({ provider: 'gh', owner: 'acme', user: 'grace', isAdmin: true }),
    );
    expect(body).toEqual({ is_admin: true });
    expect(member).toMatchObject({ username: 'grace', isAdmin: true });
    await waitFor(() => expect(lists).toBe(2));
  });

  it('a change of admin right asks for the owner again, so a self-revoked admin loses the admin view', async () => {
    let admin = true;
    server.use(
      graphqlHandler('DetailOwner', () => ({ owner: ownerFixture({ isAdmin: admin }) })),
      restHandler('patch', '/gh/acme/users/jane/', () => {
        admin = false;
        return { ...orgUserFixture({ username: 'jane' }), is_admin: false, last_pull_timestamp: null };
      }),
    );
    const { result } = renderHook(
      () => ({ owner: useOwner({ provider: 'gh', owner: 'acme' }), update: useUpdateOrgUser() }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.owner.data?.isAdmin).toBe(true));
    await act(() =>
      result.current.update.mutateAsync({ provider: 'gh', owner: 'acme', user: 'jane', isAdmin: false }),
    );
    await waitFor(() => expect(result.current.owner.data?.isAdmin).toBe(false));
  });

  it('rejects with the server reason, e.g. no seat left', async () => {
    server.use(
      restHandler(
        'patch',
        '/gh/acme/users/7/',
        { detail: 'Cannot activate user -- not enough seats left.' },
        { status: 403 },
      ),
    );
    const { result } = renderHook(() => useUpdateOrgUser(), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    const error = await act(() =>
      result.current
        .mutateAsync({ provider: 'gh', owner: 'acme', user: 7, activated: true })
        .catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ detail: 'Cannot activate user -- not enough seats left.' });
  });
});
