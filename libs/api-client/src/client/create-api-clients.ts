import { QueryClient } from '@tanstack/react-query';
import type { Client, CombinedError } from '@urql/core';
import { toShortProvider } from '../providers/providers';
import { defaultApiUrl } from './api-url';
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
  /** The cache of the REST calls (spec §7). */
  queryClient: QueryClient;
  /** The GraphQL endpoint of a provider (short or long code; none for `/graphql/`). One cache per provider. */
  graphql(provider?: string | null): GraphqlEndpoint;
  /** Listens to every failed GraphQL answer of every provider (the shell's guest-access redirect). */
  onGraphqlError(listener: GraphqlErrorListener): () => void;
}

/** What the REST query functions need besides their arguments. */
export interface ApiContext {
  apiUrl: string;
  fetch: typeof fetch;
}

const contexts = new WeakMap<QueryClient, ApiContext>();

/**
 * The clients of the app: a urql client per provider, made on first use (graphcache, the cache of record for
 * GraphQL), and the QueryClient of the REST calls. REST query functions find the API URL through the
 * QueryClient they run in (`getApiContext`), so they work in hooks and outside React alike.
 */
export function createApiClients(config: ApiClientsConfig = {}): ApiClients {
  const apiUrl = config.apiUrl ?? defaultApiUrl();
  const queryClient = config.queryClient ?? createQueryClient();
  const fetchImpl = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  contexts.set(queryClient, { apiUrl, fetch: fetchImpl });

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
  return { queryClient, graphql, onGraphqlError };
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
