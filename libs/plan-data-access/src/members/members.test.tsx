import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, ORG_USERS_QUERY, ParsingError } from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  orgUserFixture,
  orgUsersHandler,
  planDataFixture,
  restHandler,
  restPageFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { accountDetailsFixture } from '../testing';
import { memberActivationMutationOptions, useMemberActivation } from './member-activation';
import { useMembers } from './members';

const server = setupApiMocks();

const grace = orgUserFixture({ ownerid: 4, username: 'grace', activated: false });

test('asks with snake_case filters, leaves out an empty search, starts at page 1 and loads the next', async () => {
  const asked: string[] = [];
  server.use(
    orgUsersHandler((query) => {
      asked.push(query.toString());
      const page = Number(query.get('page'));
      return restPageFixture([orgUserFixture({ ownerid: page, username: `user${page}` })], {
        page,
        totalPages: 2,
      });
    }),
  );
  const { result } = renderHook(
    () => useMembers({ provider: 'gh', owner: 'acme', activated: false, isAdmin: true, search: ' ' }),
    { wrapper: createApiWrapper(createTestApiClients()) },
  );
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(asked).toEqual(['activated=false&is_admin=true&page=1']);
  expect(result.current.hasNextPage).toBe(true);
  await act(() => result.current.fetchNextPage());
  expect(asked[1]).toBe('activated=false&is_admin=true&page=2');
  await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
  expect(result.current.hasNextPage).toBe(false);
});

test('an answer of the wrong shape is a Parsing Error naming the members list', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(restHandler('get', '/gh/acme/users/', { count: 'many' }));
  const { result } = renderHook(() => useMembers({ provider: 'gh', owner: 'acme' }), {
    wrapper: createApiWrapper(createTestApiClients()),
  });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(ParsingError);
  expect((result.current.error as ParsingError).query).toBe(ORG_USERS_QUERY);
});

function countingHandlers(counts: { lists: number; details: number; plans: number }) {
  return [
    orgUsersHandler(() => {
      counts.lists += 1;
      return restPageFixture([grace]);
    }),
    restHandler('get', '/gh/acme/account-details/', () => {
      counts.details += 1;
      return accountDetailsFixture();
    }),
    graphqlHandler('GetPlanData', () => {
      counts.plans += 1;
      return planDataFixture();
    }),
  ];
}

test('a change sends {activated} and asks again for the seat data and the list', async () => {
  const counts = { lists: 0, details: 0, plans: 0 };
  let body: unknown;
  server.use(
    ...countingHandlers(counts),
    restHandler('patch', '/gh/acme/users/4/', (request) => {
      void request.json().then((json) => (body = json));
      return { ...grace, activated: true };
    }),
  );
  const { result } = renderHook(
    () => ({
      list: useMembers({ provider: 'gh', owner: 'acme' }),
      activation: useMemberActivation({ provider: 'gh', owner: 'acme' }),
    }),
    { wrapper: createApiWrapper(createTestApiClients()) },
  );
  await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
  const member = await act(() => result.current.activation.mutateAsync({ ownerid: 4, activated: true }));
  expect(member).toMatchObject({ username: 'grace', activated: true });
  await waitFor(() => expect(body).toEqual({ activated: true }));
  await waitFor(() => expect(counts.lists).toBe(2));
  expect(counts.plans).toBe(1);
});

test('a refusal rejects with the server detail and still refreshes the seat data', async () => {
  const counts = { lists: 0, details: 0, plans: 0 };
  server.use(
    ...countingHandlers(counts),
    restHandler(
      'patch',
      '/gh/acme/users/4/',
      { detail: 'Cannot activate user -- not enough seats left.' },
      { status: 403 },
    ),
  );
  // The hook throws the refusal to the page's error boundary; its options reject with it.
  const clients = createTestApiClients();
  const options = memberActivationMutationOptions(clients, { provider: 'gh', owner: 'acme' });
  const error = await act(() =>
    clients.queryClient
      .getMutationCache()
      .build(clients.queryClient, options)
      .execute({ ownerid: 4, activated: true })
      .catch((e: unknown) => e),
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).data).toEqual({ detail: 'Cannot activate user -- not enough seats left.' });
  await waitFor(() => expect(counts.plans).toBe(1));
});
