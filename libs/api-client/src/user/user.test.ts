import { act, renderHook, waitFor } from '@testing-library/react';
import { fetchGraphqlQuery } from '../graphql/fetch-graphql-query';
import { http, HttpResponse } from 'msw';
import { ParsingError } from '../errors/errors';
import {
  createApiWrapper,
  createTestApiClients,
  currentUserFixture,
  graphqlHandler,
  internalUserFixture,
  logoutHandler,
  restHandler,
  setupApiMocks,
} from '../testing';
import { currentUserQuery } from './current-user';
import { internalUserQueryOptions, useInternalUser } from './internal-user';
import { logout } from './logout';
import { contextOwners, useMyContexts } from './my-contexts';
import { selfHostedCurrentUserQueryOptions } from './self-hosted-current-user';

const server = setupApiMocks();

describe('InternalUser (GET /internal/user)', () => {
  it('reads the user camelCased', async () => {
    server.use(restHandler('get', '/user', internalUserFixture({ defaultOrg: 'acme' })));
    const { result } = renderHook(() => useInternalUser(), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ externalId: expect.any(String), defaultOrg: 'acme' });
    expect(result.current.data?.owners?.[0]).toMatchObject({ avatarUrl: expect.any(String), ownerid: 1 });
  });

  it.each([401, 403, 500])('gives an empty object on HTTP %i', async (status) => {
    server.use(restHandler('get', '/user', { detail: 'no' }, { status }));
    const { queryClient } = createTestApiClients();
    await expect(queryClient.fetchQuery(internalUserQueryOptions())).resolves.toEqual({});
  });

  it('still rejects a malformed user with a ParsingError', async () => {
    server.use(restHandler('get', '/user', { owners: 'none' }));
    const { queryClient } = createTestApiClients();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(queryClient.fetchQuery(internalUserQueryOptions())).rejects.toBeInstanceOf(ParsingError);
    jest.mocked(console.error).mockRestore();
  });
});

describe('self-hosted current user (GET /internal/users/current)', () => {
  it('reads the record with the Token-Type of the provider', async () => {
    let tokenType: string | null = null;
    server.use(
      http.get('*/internal/users/current', ({ request }) => {
        tokenType = request.headers.get('token-type');
        return HttpResponse.json({
          activated: true,
          email: null,
          is_admin: true,
          name: null,
          ownerid: 1,
          username: 'jane',
        });
      }),
    );
    const { queryClient } = createTestApiClients();
    await expect(queryClient.fetchQuery(selfHostedCurrentUserQueryOptions('gh'))).resolves.toMatchObject({
      isAdmin: true,
      username: 'jane',
    });
    expect(tokenType).toBe('github-token');
  });
});

describe('CurrentUser', () => {
  it('reads me, with createdAt/updatedAt from the tracking stamps', async () => {
    server.use(graphqlHandler('CurrentUser', { me: currentUserFixture() }));
    const me = await fetchGraphqlQuery(createTestApiClients(), currentUserQuery('gh'));
    expect(me?.user.username).toBe('jane');
    expect(me?.trackingMetadata.createdAt).toBe('2024-01-01T00:00:00Z');
  });

  it('is null for a guest', async () => {
    server.use(graphqlHandler('CurrentUser', { me: null }));
    await expect(fetchGraphqlQuery(createTestApiClients(), currentUserQuery('gh'))).resolves.toBeNull();
  });
});

describe('MyContexts', () => {
  it('pages myOrganizations 20 at a time after the end cursor', async () => {
    const afters: unknown[] = [];
    const org = (n: number) => ({ ownerid: 100 + n, username: `org-${n}`, avatarUrl: `https://a.test/${n}` });
    server.use(
      graphqlHandler('MyContexts', ({ variables }) => {
        afters.push(variables['after']);
        const first = variables['after'] == null;
        return {
          me: {
            owner: { ownerid: 1, username: 'jane', avatarUrl: 'https://a.test/jane' },
            myOrganizations: {
              edges: [{ node: org(first ? 1 : 2) }],
              pageInfo: { hasNextPage: first, hasPreviousPage: !first, endCursor: first ? 'c1' : 'c2' },
            },
          },
        };
      }),
    );
    const { result } = renderHook(() => useMyContexts('gh'), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    // graphcache merges the pages into one list.
    expect(result.current.data?.pages.flatMap((page) => page.myOrganizations.map((o) => o.username))).toEqual(
      ['org-1', 'org-2'],
    );
    expect(result.current.data?.pages[0]?.currentUser?.username).toBe('jane');
    expect(afters).toEqual([null, 'c1']);
  });

  it('lists the account first, then the organisations, each name once', () => {
    const jane = { ownerid: 1, username: 'jane', avatarUrl: 'https://a.test/jane' };
    const acme = { ownerid: 2, username: 'acme', avatarUrl: 'https://a.test/acme' };
    const pages = [
      { currentUser: jane, myOrganizations: [acme], pageInfo: { hasNextPage: true, endCursor: 'c1' } },
      {
        currentUser: jane,
        myOrganizations: [acme, { ...jane, ownerid: 3 }],
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    ];
    expect(contextOwners(pages)).toEqual([
      { username: 'jane', avatarUrl: 'https://a.test/jane' },
      { username: 'acme', avatarUrl: 'https://a.test/acme' },
    ]);
    expect(contextOwners([])).toEqual([]);
  });
});

describe('logout', () => {
  it('POSTs {API_URL}/logout with cookies', async () => {
    const seen: Request[] = [];
    server.use(
      http.post('https://api.canopy.test/logout', ({ request }) => {
        seen.push(request);
        return new HttpResponse(null, { status: 205 });
      }),
    );
    await logout('gh', { apiUrl: 'https://api.canopy.test' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.credentials).toBe('include');
  });

  it('resolves whatever the status, so the caller can always go to /login', async () => {
    server.use(logoutHandler());
    await expect(logout()).resolves.toBeUndefined();
    server.use(http.post('*/logout', () => new HttpResponse(null, { status: 401 })));
    await expect(logout()).resolves.toBeUndefined();
  });
});
