import { Client, type CombinedError, fetchExchange, mapExchange, type Operation } from '@urql/core';
import { retryExchange } from '@urql/exchange-retry';
import { tokenType } from '../providers/providers';
import { graphqlUrl } from './api-url';
import { createCacheExchange } from './graphcache';
import { combinedErrorStatus } from '../graphql/graphql-query';
import { isRetryableStatus, MAX_QUERY_TRIES } from './query-client';

export interface GraphqlClientConfig {
  /** Short provider code; selects `/graphql/{provider}` and the `Token-Type` header. Empty for none. */
  provider: string;
  apiUrl: string;
  fetch: typeof fetch;
  /** Spec §9: tries a failed query up to three times. Tests turn it off. */
  retry: boolean;
  /** Called with every answer that failed; `typedError` maps it (guest redirect, reporting). */
  onError: (error: CombinedError, operation: Operation) => void;
  /** Called when an operation's answer arrives from the server (not from the cache). */
  onNetworkAnswer: (operation: Operation) => void;
}

/**
 * Whether a failed GraphQL request is worth another try (spec §9): network failures and the statuses of
 * `isRetryableStatus`; never a GraphQL error in a 200 answer.
 */
export function shouldRetryGraphql(error: CombinedError): boolean {
  const status = combinedErrorStatus(error);
  if (status === undefined) return !!error.networkError && error.networkError.name !== 'AbortError';
  return isRetryableStatus(status);
}

/**
 * The urql client of one provider. Each provider has its own client and so its own normalised cache: the
 * same query with the same variables (`owner(username: "acme")`) means a different owner on GitHub and GitLab.
 */
export function createGraphqlClient(config: GraphqlClientConfig): Client {
  const token = tokenType(config.provider);
  const reportErrors = mapExchange({
    onResult(result) {
      if (result.error) config.onError(result.error, result.operation);
    },
  });
  // Sits between the cache and the network, so it sees only the server's answers.
  const recordNetworkAnswers = mapExchange({
    onResult(result) {
      if (!result.error) config.onNetworkAnswer(result.operation);
    },
  });
  const retry = config.retry
    ? [
        retryExchange({
          initialDelayMs: 500,
          maxDelayMs: 4_000,
          maxNumberAttempts: MAX_QUERY_TRIES,
          retryIf: (error, operation) => operation.kind === 'query' && shouldRetryGraphql(error),
        }),
      ]
    : [];
  return new Client({
    url: graphqlUrl(config.provider || undefined, config.apiUrl),
    exchanges: [reportErrors, createCacheExchange(), recordNetworkAnswers, ...retry, fetchExchange],
    fetch: (input, init) => config.fetch(input, init),
    fetchOptions: { credentials: 'include', ...(token ? { headers: { 'Token-Type': token } } : {}) },
    // The API accepts GET only in development; always POST {query, variables}.
    preferGetMethod: false,
    requestPolicy: 'cache-first',
  });
}
