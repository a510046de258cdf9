import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  restHandler,
  restPageFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { ParsingError } from '@canopy/api-client';
import { selfHostedUserFixture } from '../testing';
import { useSelfHostedAdmins } from '../access/self-hosted-admins';
import { useSelfHostedUsers } from './self-hosted-users';
import { useUpdateSelfHostedUser } from './update-self-hosted-user';

const server = setupApiMocks();

const grace = selfHostedUserFixture({
  ownerid: 4,
  username: 'grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  isAdmin: false,
});

test('asks with snake_case filters, leaves out an empty search, starts at page 1 and loads the next', async () => {
  const asked: string[] = [];
  server.use(
    restHandler('get', '/users', (request) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return url.searchParams.get('page') === '1'
        ? restPageFixture([selfHostedUserFixture()], { page: 1, totalPages: 2, count: 2 })
        : restPageFixture([grace], { page: 2, totalPages: 2, count: 2 });
    }),
  );
  const { result } = renderHook(
    () => useSelfHostedUsers('gh', { activated: true, isAdmin: false, search: '' }),
    { wrapper: createApiWrapper(createTestApiClients()) },
  );
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(asked).toEqual(['?activated=true&is_admin=false&page=1']);
  expect(result.current.hasNextPage).toBe(true);
  await act(() => result.current.fetchNextPage());
  expect(asked[1]).toBe('?activated=true&is_admin=false&page=2');
  await waitFor(() =>
    expect(result.current.data?.pages.flatMap((page) => page.results).map((user) => user.username)).toEqual([
      'ada',
      'grace',
    ]),
  );
  expect(result.current.hasNextPage).toBe(false);
});

test('the admin list asks for is_admin=true', async () => {
  let search = '';
  server.use(
    restHandler('get', '/users', (request) => {
      search = new URL(request.url).search;
      return restPageFixture([selfHostedUserFixture()]);
    }),
  );
  const { result } = renderHook(() => useSelfHostedAdmins('gh'), {
    wrapper: createApiWrapper(createTestApiClients()),
  });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(search).toBe('?is_admin=true&page=1');
});

test('an answer of the wrong shape is a Parsing Error naming the user list', async () => {
  // The mismatch is reported as an error; keep the test's output clean.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(restHandler('get', '/users', { count: 'many' }));
  const { result } = renderHook(() => useSelfHostedUsers('gh', {}), {
    wrapper: createApiWrapper(createTestApiClients()),
  });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(ParsingError);
  expect((result.current.error as ParsingError).query).toBe('SelfHostedUserList');
  expect(result.current.error?.message).toMatch(/^Parsing Error/);
});

test('a change asks again for the seats, the Seats query and the list', async () => {
  let listed = 0;
  let seatsAsked = 0;
  let body: unknown;
  server.use(
    restHandler('get', '/users', () => {
      listed += 1;
      return restPageFixture([grace]);
    }),
    http.patch('*/internal/users/4', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ ...grace, is_admin: false, isAdmin: undefined, activated: false });
    }),
    graphqlHandler('Seats', () => {
      seatsAsked += 1;
      return { config: { seatsUsed: 2, seatsLimit: 10 } };
    }),
  );
  const clients = createTestApiClients();
  const { result } = renderHook(
    () => ({ list: useSelfHostedUsers('gh', {}), update: useUpdateSelfHostedUser('gh') }),
    { wrapper: createApiWrapper(clients) },
  );
  await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
  expect(listed).toBe(1);
  await act(() => result.current.update.mutateAsync({ ownerid: 4, activated: false }));
  expect(body).toEqual({ activated: false });
  expect(seatsAsked).toBe(1);
  await waitFor(() => expect(listed).toBe(2));
});
