import { act, renderHook, waitFor } from '@testing-library/react';
import {
  createApiWrapper,
  createTestApiClients,
  freePlan,
  graphqlHandler,
  planDataFixture,
  planFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { ApiError, queryKeys, usePlanData } from '@canopy/api-client';
import { accountDetailsFixture } from '../testing';
import {
  updateAccountDetailsMutationOptions,
  useAccountDetails,
  withoutEndedSubscription,
} from './account-details';

const server = setupApiMocks();
const args = { provider: 'gh', owner: 'acme' };

test('reads the account details of the org', async () => {
  server.use(
    restHandler('get', '/gh/acme/account-details/', accountDetailsFixture({ activatedUserCount: 3 })),
  );
  const { result } = renderHook(() => useAccountDetails(args), {
    wrapper: createApiWrapper(createTestApiClients()),
  });
  await waitFor(() => expect(result.current.data?.activatedUserCount).toBe(3));
});

test('a plan change stores the answer and asks for the plan again, so every view of it follows', async () => {
  const clients = createTestApiClients();
  let changed = false;
  server.use(
    graphqlHandler('GetPlanData', () => planDataFixture({ plan: changed ? planFixture() : freePlan() })),
    restHandler('patch', '/gh/acme/account-details/', () => {
      changed = true;
      return accountDetailsFixture({ plan: { ...accountDetailsFixture().plan, value: 'users-pr-inappy' } });
    }),
  );
  const { result } = renderHook(() => usePlanData(args), { wrapper: createApiWrapper(clients) });
  await waitFor(() => expect(result.current.data?.plan?.isFreePlan).toBe(true));

  const options = updateAccountDetailsMutationOptions(clients, args);
  const details = await act(() =>
    clients.queryClient
      .getMutationCache()
      .build(clients.queryClient, options)
      .execute({ plan: { value: 'users-pr-inappy', quantity: 2 } }),
  );

  expect(details.plan.value).toBe('users-pr-inappy');
  expect(clients.queryClient.getQueryData(queryKeys.owner.accountDetails('gh', 'acme'))).toEqual(details);
  await waitFor(() => expect(result.current.data?.plan?.isProPlan).toBe(true));
});

test('a refusal rejects with the server detail', async () => {
  const clients = createTestApiClients();
  server.use(
    restHandler('patch', '/gh/acme/account-details/', { detail: 'Too many seats' }, { status: 400 }),
  );
  const options = updateAccountDetailsMutationOptions(clients, args);
  const run = clients.queryClient
    .getMutationCache()
    .build(clients.queryClient, options)
    .execute({ plan: { value: 'users-teamm', quantity: 20 } });
  await expect(run).rejects.toBeInstanceOf(ApiError);
  await expect(run).rejects.toMatchObject({ status: 400, data: { detail: 'Too many seats' } });
});

test('an ended subscription is read as none', async () => {
  const now = Date.UTC(2026, 5, 1);
  const subscription = {
    cancelAtPeriodEnd: true,
    currentPeriodEnd: now / 1000 - 60,
    taxIds: [],
  };
  const ended = accountDetailsFixture({ subscriptionDetail: subscription });
  expect(withoutEndedSubscription(ended, now).subscriptionDetail).toBeNull();
  const live = accountDetailsFixture({
    subscriptionDetail: { ...subscription, currentPeriodEnd: now / 1000 + 60 },
  });
  expect(withoutEndedSubscription(live, now)).toBe(live);
  // A renewal a little late is still live; one weeks late is not.
  const renewing = { ...subscription, cancelAtPeriodEnd: false };
  const late = accountDetailsFixture({ subscriptionDetail: renewing });
  expect(withoutEndedSubscription(late, now)).toBe(late);
  const gone = accountDetailsFixture({
    subscriptionDetail: { ...renewing, currentPeriodEnd: now / 1000 - 30 * 86400 },
  });
  expect(withoutEndedSubscription(gone, now).subscriptionDetail).toBeNull();
  expect(withoutEndedSubscription(accountDetailsFixture(), now).subscriptionDetail).toBeNull();

  server.use(
    restHandler(
      'get',
      '/gh/acme/account-details/',
      accountDetailsFixture({ subscriptionDetail: subscription }),
    ),
  );
  const { result } = renderHook(() => useAccountDetails(args), {
    wrapper: createApiWrapper(createTestApiClients()),
  });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data?.subscriptionDetail).toBeNull();
});
