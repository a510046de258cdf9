import { gql } from '@urql/core';
import { graphql, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  ApiError,
  NotFoundError,
  OwnerNotActivatedError,
  ParsingError,
  RateLimitedError,
  UnauthenticatedError,
  UnauthorizedError,
} from '../errors/errors';
import { setErrorReporter } from '../errors/report';
import { queryKeys } from '../query-keys/query-keys';
import { repoContextQuery } from '../repo/repo-context';
import { repoQuery } from '../repo/get-repo';
import {
  createTestApiClients,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  notFoundErrorFixture,
  ownerNotActivatedErrorFixture,
  repositoryFixture,
  setupApiMocks,
} from '../testing';
import { updateDefaultOrganizationMutation } from '../user/update-default-organization';
import { ownerQuery } from '../owner/detail-owner';
import { fetchGraphqlQuery } from './fetch-graphql-query';
import { decodeVariables } from './graphql-query';
import { runGraphqlMutation } from './use-graphql-mutation';

const server = setupApiMocks();

const PingDocument = gql`
  query Ping($name: String!, $nested: OrganizationSetFilters, $count: Int) {
    config {
      isTimescaleEnabled
    }
  }
`;
const PingSchema = v.object({ config: v.object({ isTimescaleEnabled: v.boolean() }) });

function ping(provider: string | undefined, variables: Record<string, unknown> = { name: 'x' }, apiUrl = '') {
  return fetchGraphqlQuery(createTestApiClients({ apiUrl }), {
    document: PingDocument,
    variables,
    provider,
    schema: PingSchema,
    select: (data) => data,
  });
}

describe('GraphQL transport', () => {
  it('POSTs {query, variables} to /graphql/{provider}, or /graphql/ without a provider, with cookies', async () => {
    const seen: Array<{ url: string; method: string; credentials: string; tokenType: string | null }> = [];
    server.use(
      graphql.query('Ping', ({ request }) => {
        seen.push({
          url: request.url,
          method: request.method,
          credentials: request.credentials,
          tokenType: request.headers.get('token-type'),
        });
        return HttpResponse.json({ data: { config: { __typename: 'Config', isTimescaleEnabled: true } } });
      }),
    );
    await ping('gh');
    await ping(undefined);
    await ping('gl', { name: 'x' }, 'https://api.canopy.test/');
    expect(seen.map((s) => s.url)).toEqual([
      'http://localhost/graphql/gh',
      'http://localhost/graphql/',
      'https://api.canopy.test/graphql/gl',
    ]);
    expect(seen.every((s) => s.method === 'POST' && s.credentials === 'include')).toBe(true);
    expect(seen.map((s) => s.tokenType)).toEqual(['github-token', null, 'gitlab-token']);
  });

  it('URL-decodes string variables before sending them', async () => {
    let variables: unknown;
    server.use(
      graphql.query('Ping', (info) => {
        variables = info.variables;
        return HttpResponse.json({ data: { config: { __typename: 'Config', isTimescaleEnabled: true } } });
      }),
    );
    await ping('gh', { name: 'All%20branches', nested: { term: '100%' }, count: 2 });
    expect(variables).toEqual({ name: 'All branches', nested: { term: '100%' }, count: 2 });
    expect(decodeVariables({ bad: '%E0%A4%A', ok: 'a%2Fb' })).toEqual({ bad: '%E0%A4%A', ok: 'a/b' });
  });

  it.each([
    [401, UnauthenticatedError],
    [403, UnauthorizedError],
    [429, RateLimitedError],
    [500, ApiError],
    [502, ApiError],
  ])('turns HTTP %i into a typed error', async (status, ErrorClass) => {
    server.use(graphqlErrorHandler('Ping', { status, body: { status, detail: 'nope' } }));
    const error = await ping('gh').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ status });
  });

  it('turns a GraphQL error with extensions.status 403 into UnauthorizedError with guestAccessDenied', async () => {
    server.use(
      graphqlErrorHandler('Ping', { errors: [{ message: 'Unauthorized', extensions: { status: 403 } }] }),
    );
    const error = await ping('gh').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 403, guestAccessDenied: true });
  });

  it('rejects data that fails the schema with a ParsingError naming the query, reported as an error', async () => {
    const reports: Array<[Error, string]> = [];
    const restore = setErrorReporter((error, level) => reports.push([error, level]));
    server.use(
      graphqlHandler('Ping', { config: { __typename: 'Config', isTimescaleEnabled: 'yes' } }, { raw: true }),
    );
    const error = await ping('gh').catch((e: unknown) => e);
    restore();
    expect(error).toBeInstanceOf(ParsingError);
    expect(error).toMatchObject({ status: 400, query: 'Ping' });
    expect((error as Error).message).toContain('Ping');
    expect(reports).toEqual([[error, 'error']]);
  });
});

describe('union errors', () => {
  const args = { provider: 'gh', owner: 'acme', repo: 'widgets' };
  const repoOwner = (repository: unknown) => ({
    owner: {
      isAdmin: false,
      isCurrentUserPartOfOrg: true,
      isCurrentUserActivated: true,
      ownerid: 2,
      repository,
    },
  });

  it('GetRepo: NotFoundError rejects with NotFoundError (404)', async () => {
    server.use(graphqlHandler('GetRepo', repoOwner(notFoundErrorFixture())));
    const error = await fetchGraphqlQuery(createTestApiClients(), repoQuery(args)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('GetRepo: OwnerNotActivatedError gives isCurrentUserActivated false and no repository', async () => {
    server.use(graphqlHandler('GetRepo', repoOwner(ownerNotActivatedErrorFixture())));
    await expect(fetchGraphqlQuery(createTestApiClients(), repoQuery(args))).resolves.toEqual({
      repository: null,
      isAdmin: false,
      isCurrentUserPartOfOrg: true,
      isCurrentUserActivated: false,
    });
  });

  it('GetRepo: a Repository resolves without its __typename', async () => {
    server.use(graphqlHandler('GetRepo', repoOwner(repositoryFixture({ name: 'widgets' }))));
    const result = await fetchGraphqlQuery(createTestApiClients(), repoQuery(args));
    expect(result.repository).toMatchObject({ name: 'widgets', repoid: 10 });
    expect(result.repository).not.toHaveProperty('__typename');
  });

  it('RepoContext: OwnerNotActivatedError rejects with OwnerNotActivatedError (403)', async () => {
    server.use(graphqlHandler('RepoContext', repoOwner(ownerNotActivatedErrorFixture())));
    const error = await fetchGraphqlQuery(createTestApiClients(), repoContextQuery(args)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OwnerNotActivatedError);
    expect(error).toMatchObject({ status: 403 });
  });

  it('a missing owner is null for DetailOwner and NotFoundError for GetRepo', async () => {
    server.use(graphqlHandler('DetailOwner', { owner: null }), graphqlHandler('GetRepo', { owner: null }));
    const clients = createTestApiClients();
    await expect(
      fetchGraphqlQuery(clients, ownerQuery({ provider: 'gh', owner: 'ghost' })),
    ).resolves.toBeNull();
    await expect(fetchGraphqlQuery(clients, repoQuery(args))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('mutations', () => {
  // `raw`: the schema's union for this mutation has no UnauthorizedError/NotFoundError, other mutations do.
  function runUpdate(error: unknown) {
    server.use(
      graphqlMutationHandler(
        'UpdateDefaultOrganization',
        {
          updateDefaultOrganization: {
            __typename: 'UpdateDefaultOrganizationPayload',
            username: error ? null : 'acme',
            error,
          },
        },
        { raw: true },
      ),
    );
    const clients = createTestApiClients();
    const run = () =>
      runGraphqlMutation(clients, updateDefaultOrganizationMutation({ provider: 'gh', username: 'acme' }));
    return { queryClient: clients.queryClient, run };
  }

  it('throws UnauthenticatedError, UnauthorizedError and NotFoundError results', async () => {
    for (const [typename, ErrorClass] of [
      ['UnauthenticatedError', UnauthenticatedError],
      ['UnauthorizedError', UnauthorizedError],
      ['NotFoundError', NotFoundError],
    ] as const) {
      const { run } = runUpdate({ __typename: typename, message: 'no' });
      await expect(run()).rejects.toBeInstanceOf(ErrorClass);
    }
  });

  it('returns other errors (ValidationError) and does not invalidate', async () => {
    const { run, queryClient } = runUpdate({
      __typename: 'ValidationError',
      message: 'Organization does not belong',
    });
    queryClient.setQueryData(queryKeys.me.internal(), {});
    await expect(run()).resolves.toEqual({
      username: null,
      error: { __typename: 'ValidationError', message: 'Organization does not belong' },
    });
    expect(queryClient.getQueryState(queryKeys.me.internal())?.isInvalidated).toBe(false);
  });

  it('invalidates the REST user queries through the key factory on success', async () => {
    const { run, queryClient } = runUpdate(null);
    queryClient.setQueryData(queryKeys.me.internal(), {});
    await expect(run()).resolves.toEqual({ username: 'acme', error: null });
    expect(queryClient.getQueryState(queryKeys.me.internal())?.isInvalidated).toBe(true);
  });
});
