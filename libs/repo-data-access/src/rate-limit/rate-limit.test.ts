import { renderHook, waitFor } from '@testing-library/react';
import { ParsingError, RateLimitedError, setErrorReporter } from '@canopy/api-client';
import {
  createApiWrapper,
  createTestApiClients,
  graphqlErrorHandler,
  graphqlHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { repositoryOf } from '../testing';
import { useOwnerRateLimitStatus } from './owner-rate-limit-status';
import { useRepoRateLimitStatus } from './repo-rate-limit-status';

const server = setupApiMocks();

const args = { provider: 'gh', owner: 'acme', repo: 'widgets' };

function renderWithClients<T>(hook: () => T) {
  return renderHook(hook, { wrapper: createApiWrapper(createTestApiClients()) });
}

const ownerStatus = (isGithubRateLimited: boolean | null) => ({
  me: { owner: { ownerid: 1, username: 'ada', isGithubRateLimited } },
});

describe('useOwnerRateLimitStatus', () => {
  it.each([true, false])('says whether the host rate-limits the signed-in person (%s)', async (limited) => {
    server.use(graphqlHandler('GetOwnerRateLimitStatus', ownerStatus(limited)));
    const { result } = renderWithClients(() => useOwnerRateLimitStatus('gh'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(limited);
  });

  it('is null for a guest and when the server does not say', async () => {
    server.use(graphqlHandler('GetOwnerRateLimitStatus', { me: null }));
    const guest = renderWithClients(() => useOwnerRateLimitStatus('gh'));
    await waitFor(() => expect(guest.result.current.isSuccess).toBe(true));
    expect(guest.result.current.data).toBeNull();

    server.use(graphqlHandler('GetOwnerRateLimitStatus', ownerStatus(null)));
    const unknown = renderWithClients(() => useOwnerRateLimitStatus('gh'));
    await waitFor(() => expect(unknown.result.current.isSuccess).toBe(true));
    expect(unknown.result.current.data).toBeNull();
  });

  it('asks nothing while held back', async () => {
    const asked = jest.fn();
    server.use(
      graphqlHandler('GetOwnerRateLimitStatus', () => {
        asked();
        return ownerStatus(true);
      }),
    );
    const { result } = renderWithClients(() => useOwnerRateLimitStatus('gh', { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isPending).toBe(true);
    expect(asked).not.toHaveBeenCalled();
  });

  it('turns an answer of the wrong shape into a parsing error', async () => {
    const restore = setErrorReporter(() => undefined);
    server.use(
      graphqlHandler(
        'GetOwnerRateLimitStatus',
        {
          me: {
            __typename: 'Me',
            owner: { __typename: 'Owner', ownerid: 1, username: 'ada', isGithubRateLimited: 'yes' },
          },
        },
        { raw: true },
      ),
    );
    const { result } = renderWithClients(() => useOwnerRateLimitStatus('gh'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    restore();
    expect(result.current.error).toBeInstanceOf(ParsingError);
  });
});

describe('useRepoRateLimitStatus', () => {
  it.each([true, false])('says whether the host rate-limits the repository’s owner (%s)', async (limited) => {
    const calls: Array<Record<string, unknown>> = [];
    server.use(
      graphqlHandler('GetRepoRateLimitStatus', ({ variables }) => {
        calls.push(variables);
        return repositoryOf({ isGithubRateLimited: limited });
      }),
    );
    const { result } = renderWithClients(() => useRepoRateLimitStatus(args));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(limited);
    expect(calls[0]).toEqual({ owner: 'acme', repo: 'widgets' });
  });

  it.each([
    [
      'the repository is missing',
      { owner: { ownerid: 2, username: 'acme', repository: notFoundErrorFixture() } },
    ],
    [
      'the viewer is not activated in the org',
      { owner: { ownerid: 2, username: 'acme', repository: ownerNotActivatedErrorFixture() } },
    ],
    ['the owner is missing', { owner: null }],
  ])('is null, not an error, when %s', async (_case, answer) => {
    server.use(graphqlHandler('GetRepoRateLimitStatus', answer));
    const { result } = renderWithClients(() => useRepoRateLimitStatus(args));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('turns an answer of the wrong shape into a parsing error', async () => {
    const restore = setErrorReporter(() => undefined);
    server.use(
      graphqlHandler(
        'GetRepoRateLimitStatus',
        {
          owner: {
            __typename: 'Owner',
            ownerid: 2,
            username: 'acme',
            repository: { __typename: 'Repository', repoid: 10, isGithubRateLimited: 'sometimes' },
          },
        },
        { raw: true },
      ),
    );
    const { result } = renderWithClients(() => useRepoRateLimitStatus(args));
    await waitFor(() => expect(result.current.isError).toBe(true));
    restore();
    expect(result.current.error).toBeInstanceOf(ParsingError);
  });

  it('passes on Canopy’s own request limit as a typed error', async () => {
    server.use(
      graphqlErrorHandler('GetRepoRateLimitStatus', {
        status: 429,
        body: { status: 429, detail: 'Too many requests' },
      }),
    );
    const { result } = renderWithClients(() => useRepoRateLimitStatus(args));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(RateLimitedError);
  });
});
