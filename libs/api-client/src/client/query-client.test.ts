import { http, HttpResponse } from 'msw';
import { getApiContext, createApiClients } from './create-api-clients';
import { MAX_QUERY_TRIES, QUERY_STALE_TIME, shouldRetryQuery } from './query-client';
import { graphqlErrorHandler, setupApiMocks } from '../testing';
import { configQuery } from '../config/config';
import { fetchGraphqlQuery } from '../graphql/fetch-graphql-query';
import { shouldRetryGraphql } from './graphql-client';
import { ApiError, NotFoundError, ParsingError, RateLimitedError } from '../errors/errors';
import { rest } from '../rest/rest';
import * as v from 'valibot';

const server = setupApiMocks();

function appClients() {
  const clients = createApiClients({ apiUrl: 'https://api.canopy.test' });
  const queries = clients.queryClient.getDefaultOptions().queries;
  // The production retry rule, without the back-off wait.
  clients.queryClient.setDefaultOptions({ queries: { ...queries, retryDelay: 0 } });
  return clients;
}

describe('the app QueryClient', () => {
  it('keeps data fresh for 2 minutes and does not refetch on window focus', () => {
    const queries = createApiClients().queryClient.getDefaultOptions().queries;
    expect(QUERY_STALE_TIME).toBe(120_000);
    expect(queries?.staleTime).toBe(120_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('does not retry a 429', async () => {
    let calls = 0;
    server.use(
      http.get('https://api.canopy.test/internal/user', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'slow down' }, { status: 429 });
      }),
    );
    const { queryClient } = appClients();
    const error = await queryClient
      .fetchQuery({
        queryKey: ['rate-limited'],
        queryFn: ({ signal }) =>
          rest({ path: '/user', schema: v.unknown(), signal, ...getApiContext(queryClient) }),
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429 });
    expect(calls).toBe(1);
  });

  it('does not retry a GraphQL 429 (RateLimitedError)', async () => {
    let calls = 0;
    server.use(
      http.post('https://api.canopy.test/graphql/gh', () => {
        calls += 1;
        return undefined;
      }),
      graphqlErrorHandler('Config', { status: 429, body: { status: 429, detail: 'slow down' } }),
    );
    await expect(fetchGraphqlQuery(appClients(), configQuery('gh'))).rejects.toBeInstanceOf(RateLimitedError);
    expect(calls).toBe(1);
  });

  it('tries a GraphQL server error three times in all', async () => {
    let calls = 0;
    server.use(
      http.post('https://api.canopy.test/graphql/gh', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      }),
    );
    await expect(fetchGraphqlQuery(appClients(), configQuery('gh'))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(MAX_QUERY_TRIES);
  }, 15_000);

  it('retries GraphQL network failures, 408 and 5xx; never 429, other 4xx or a GraphQL error in a 200', () => {
    const failed = (status?: number, networkError?: Error) =>
      ({ response: status === undefined ? undefined : { status }, networkError }) as never;
    expect(shouldRetryGraphql(failed(undefined, new TypeError('Failed to fetch')))).toBe(true);
    expect(shouldRetryGraphql(failed(503))).toBe(true);
    expect(shouldRetryGraphql(failed(408))).toBe(true);
    expect(shouldRetryGraphql(failed(429))).toBe(false);
    expect(shouldRetryGraphql(failed(404))).toBe(false);
    expect(shouldRetryGraphql(failed(200))).toBe(false);
    expect(shouldRetryGraphql(failed(undefined, new DOMException('aborted', 'AbortError')))).toBe(false);
  });

  it('retries network failures and 5xx, never 429, 4xx or parsing errors', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(503))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(503))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429))).toBe(false);
    expect(shouldRetryQuery(0, new RateLimitedError())).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404))).toBe(false);
    expect(shouldRetryQuery(0, new NotFoundError())).toBe(false);
    expect(shouldRetryQuery(0, new ParsingError('Config', 'bad'))).toBe(false);
    expect(shouldRetryQuery(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
