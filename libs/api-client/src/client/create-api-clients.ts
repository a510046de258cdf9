import { QueryClient } from '@tanstack/react-query';
import { Client, type CombinedError, fetchExchange, mapExchange, type OperationResult } from '@urql/core';
import { toShortProvider } from '../providers/providers';
import { defaultApiUrl, graphqlUrl } from './api-url';
import { createCacheExchange } from './graphcache';
import { createGraphqlClient } from './graphql-client';
import { createQueryClient } from './query-client';

export interface ApiClientsConfig {
  /** Defaults to `window.configEnv.API_URL` ('' = same origin). */
  apiUrl?: string;
  /** Defaults to the global fetch at call time (so test interceptors see every request). */
  fetch?: typeof fetch;
  /** A QueryClient to use instead of the default one (tests pass one with retries off). */
  queryClient?: QueryClient;
  /** Spec §9 retries of failed GraphQL queries; on unless turned off (tests). */
  retry?: boolean;
}

/** The urql client of one provider's GraphQL endpoint, with when each operation last had the server's answer. */
export interface GraphqlEndpoint {
  client: Client;
  /** Milliseconds since the server last answered the operation with this key; undefined if it never did. */
  answerAge(operationKey: number): number | undefined;
}

export type GraphqlErrorListener = (error: CombinedError) => void;

export interface ApiClients {
  urqlClient: Client;
  queryClient: QueryClient;
  /** The GraphQL endpoint of a provider (short or long code; none for `/graphql/`). One cache per provider. */
  graphql(provider?: string | null): GraphqlEndpoint;
  /** Listens to every failed GraphQL answer of every provider (the shell's guest-access redirect). */
  onGraphqlError(listener: GraphqlErrorListener): () => void;
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
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  contexts.set(queryClient, { urqlClient, apiUrl, fetch: fetchImpl });

  const listeners = new Set<GraphqlErrorListener>();
  const endpoints = new Map<string, GraphqlEndpoint>();
  const graphql = (provider?: string | null): GraphqlEndpoint => {
    const code = provider ? (toShortProvider(provider) ?? provider) : '';
    const known = endpoints.get(code);
    if (known) return known;
    const answeredAt = new Map<number, number>();
    const endpoint: GraphqlEndpoint = {
      client: createGraphqlClient({
        provider: code,
        apiUrl,
        fetch: fetchImpl,
        retry: config.retry ?? true,
        onError: (error) => listeners.forEach((listener) => listener(error)),
        onNetworkAnswer: (operation) => answeredAt.set(operation.key, Date.now()),
      }),
      answerAge: (key) => {
        const at = answeredAt.get(key);
        return at === undefined ? undefined : Date.now() - at;
      },
    };
    endpoints.set(code, endpoint);
    return endpoint;
  };
  const onGraphqlError = (listener: GraphqlErrorListener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { urqlClient, queryClient, graphql, onGraphqlError };
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
