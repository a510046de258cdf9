import { QueryClient } from '@tanstack/react-query';
import { Client, fetchExchange, mapExchange, type OperationResult } from '@urql/core';
import { defaultApiUrl, graphqlUrl } from './api-url';
import { createCacheExchange } from './graphcache';
import { createQueryClient } from './query-client';

export interface ApiClientsConfig {
  /** Defaults to `window.configEnv.API_URL` ('' = same origin). */
  apiUrl?: string;
  /** Defaults to the global fetch at call time (so test interceptors see every request). */
  fetch?: typeof fetch;
  /** A QueryClient to use instead of the default one (tests pass one with retries off). */
  queryClient?: QueryClient;
}

export interface ApiClients {
  urqlClient: Client;
  queryClient: QueryClient;
}

/** What the query and mutation functions need besides their variables. */
export interface ApiContext {
  urqlClient: Client;
  apiUrl: string;
  fetch: typeof fetch;
}

const contexts = new WeakMap<QueryClient, ApiContext>();

/** Operation context through which `graphqlQuery` receives the server's answer itself. */
export interface NetworkResultContext {
  onNetworkResult?: (result: OperationResult) => void;
}

/**
 * Sits between the normalised cache and the network. graphcache answers an operation with its own read of what
 * it just wrote, and re-runs pending operations against the cache when another answer touches their entities;
 * a selection the cache cannot key consistently then reads back as null. The QueryClient is the cache the
 * pages read, so it takes the server's answer as sent, and graphcache still keeps its normalised copy.
 */
const networkResultExchange = mapExchange({
  onResult(result) {
    (result.operation.context as NetworkResultContext).onNetworkResult?.(result);
  },
});

export function createUrqlClient(apiUrl: string, fetchImpl?: typeof fetch): Client {
  return new Client({
    url: graphqlUrl(undefined, apiUrl),
    exchanges: [createCacheExchange(), networkResultExchange, fetchExchange],
    fetchOptions: { credentials: 'include' },
    // The API accepts GET only in development; always POST {query, variables}.
    preferGetMethod: false,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * The one urql client and the one QueryClient of the app. The query functions find the urql client and the
 * API URL through the QueryClient they run in, so `xQueryOptions` work in hooks and in route loaders alike.
 */
export function createApiClients(config: ApiClientsConfig = {}): ApiClients {
  const apiUrl = config.apiUrl ?? defaultApiUrl();
  const urqlClient = createUrqlClient(apiUrl, config.fetch);
  const queryClient = config.queryClient ?? createQueryClient();
  contexts.set(queryClient, {
    urqlClient,
    apiUrl,
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  return { urqlClient, queryClient };
}

/** The API context of a QueryClient made by `createApiClients`. */
export function getApiContext(queryClient: QueryClient): ApiContext {
  const context = contexts.get(queryClient);
  if (!context) {
    throw new Error(
      'This QueryClient was not created by createApiClients(); wrap the app in ApiClientProvider.',
    );
  }
  return context;
}
