import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClients } from './create-api-clients';

const ApiClientsContext = createContext<ApiClients | null>(null);

export interface ApiClientProviderProps {
  clients: ApiClients;
  children?: ReactNode;
}

/** Provides the clients made by `createApiClients`: the GraphQL endpoints and the QueryClient of REST calls. */
export function ApiClientProvider({ clients, children }: ApiClientProviderProps) {
  return (
    <ApiClientsContext.Provider value={clients}>
      <QueryClientProvider client={clients.queryClient}>{children}</QueryClientProvider>
    </ApiClientsContext.Provider>
  );
}

/** The clients of the nearest `ApiClientProvider`. */
export function useApiClients(): ApiClients {
  const clients = useContext(ApiClientsContext);
  if (!clients) throw new Error('No API clients here: wrap the app in ApiClientProvider.');
  return clients;
}
