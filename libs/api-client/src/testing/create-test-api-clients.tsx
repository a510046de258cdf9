import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiClientProvider } from '../client/api-client-provider';
import { type ApiClients, createApiClients } from '../client/create-api-clients';

/**
 * Fresh clients for one test: a new QueryClient with retries off and no garbage-collection timers, and a new
 * urql client with an empty cache. `apiUrl` defaults to '' (same origin, as the default install).
 */
export function createTestApiClients({ apiUrl = '' }: { apiUrl?: string } = {}): ApiClients {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return createApiClients({ apiUrl, queryClient, retry: false });
}

/** Wraps `children` in `ApiClientProvider` with the given clients (fresh test clients by default). */
export function TestApiProvider({ clients, children }: { clients?: ApiClients; children?: ReactNode }) {
  const [value] = useState(() => clients ?? createTestApiClients());
  return <ApiClientProvider clients={value}>{children}</ApiClientProvider>;
}

/** A `wrapper` for `render`/`renderHook` that provides `clients`. */
export function createApiWrapper(clients: ApiClients) {
  return function ApiWrapper({ children }: { children?: ReactNode }) {
    return <ApiClientProvider clients={clients}>{children}</ApiClientProvider>;
  };
}
