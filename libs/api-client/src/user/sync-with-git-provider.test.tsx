import { act, renderHook, waitFor } from '@testing-library/react';
import {
  connectionFixture,
  createApiWrapper,
  createTestApiClients,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  ownerFixture,
  repositoryListItemFixture,
  restHandler,
  setupApiMocks,
} from '../testing';
import { useRepositories } from '../owner/repos-for-owner';
import { useInternalUser } from './internal-user';
import { useIsSyncingWithGitProvider, useSyncWithGitProvider } from './sync-with-git-provider';

const server = setupApiMocks();

/** Answers the polling query with `answers` in turn (the last one from then on), counting the calls. */
function syncStates(...first: boolean[]) {
  const calls = { count: 0, answers: first };
  server.use(
    graphqlHandler('IsSyncingWithGitProvider', () => {
      calls.count += 1;
      const syncing = calls.answers.length > 1 ? calls.answers.shift() : calls.answers[0];
      return { me: { isSyncingWithGitProvider: !!syncing } };
    }),
  );
  return calls;
}

function countedRepositories() {
  const calls = { count: 0 };
  server.use(
    graphqlHandler('ReposForOwner', () => {
      calls.count += 1;
      return {
        owner: {
          ...ownerFixture({ username: 'ada' }),
          repositories: connectionFixture([repositoryListItemFixture()]),
        },
      };
    }),
  );
  return calls;
}

describe('the sync with the git host', () => {
  it('is submitted once and followed until it is over; then the lists and the user records are asked again', async () => {
    const mutations = { count: 0 };
    server.use(
      graphqlMutationHandler('SyncWithGitProvider', () => {
        mutations.count += 1;
        return { syncWithGitProvider: { me: { isSyncingWithGitProvider: true }, error: null } };
      }),
    );
    const polls = syncStates(false);
    const repositories = countedRepositories();
    const users = { count: 0 };
    server.use(
      restHandler('get', '/user', () => {
        users.count += 1;
        return internalUserFixture();
      }),
    );
    const onFinished = jest.fn();
    const { result } = renderHook(
      () => {
        const repositories = useRepositories({ provider: 'gh', owner: 'ada' });
        return {
          sync: useSyncWithGitProvider(),
          // A list on screen asks again itself; those not on screen were dropped from the cache.
          syncing: useIsSyncingWithGitProvider('gh', {
            onFinished: () => {
              onFinished();
              void repositories.refetch();
            },
          }),
          repositories,
          user: useInternalUser(),
        };
      },
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await waitFor(() => expect(result.current.repositories.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.syncing.data).toBe(false));
    polls.answers = [true, false];
    const repositoryCalls = repositories.count;
    const userCalls = users.count;

    await act(() => result.current.sync.mutateAsync({ provider: 'gh' }));
    expect(mutations.count).toBe(1);
    // The mutation's answer says it runs: the page shows it at once, then asks every 2 seconds.
    expect(result.current.syncing.data).toBe(true);
    await waitFor(() => expect(result.current.syncing.data).toBe(false), { timeout: 6000 });
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(repositories.count).toBe(repositoryCalls + 1));
    await waitFor(() => expect(users.count).toBe(userCalls + 1));
    expect(result.current.repositories.data?.pages[0]?.repos).toHaveLength(1);

    // Over: no more polling, nothing more refreshed.
    const pollsWhenOver = polls.count;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls.count).toBe(pollsWhenOver);
    expect(repositories.count).toBe(repositoryCalls + 1);
    expect(mutations.count).toBe(1);
    expect(onFinished).toHaveBeenCalledTimes(1);
  }, 15000);

  it('returns an unauthenticated answer as an error, and asks nothing of a guest', async () => {
    server.use(
      graphqlMutationHandler('SyncWithGitProvider', {
        syncWithGitProvider: { me: null, error: { __typename: 'UnauthenticatedError', message: 'Sign in' } },
      }),
    );
    const { result } = renderHook(
      () => ({
        sync: useSyncWithGitProvider(),
        syncing: useIsSyncingWithGitProvider('gh', { enabled: false }),
      }),
      { wrapper: createApiWrapper(createTestApiClients()) },
    );
    await expect(act(() => result.current.sync.mutateAsync({ provider: 'gh' }))).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(result.current.syncing.data).toBeUndefined();
  });
});
