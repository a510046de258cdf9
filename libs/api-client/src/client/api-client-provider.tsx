import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import type { ApiClients } from './create-api-clients';

export interface ApiClientProviderProps {
  clients: ApiClients;
  children?: ReactNode;
}

/** Provides the urql client and the QueryClient made by `createApiClients`. */
export function ApiClientProvider({ clients, children }: ApiClientProviderProps) {
  return (
    <QueryClientProvider client={clients.queryClient}>
      <UrqlProvider value={clients.urqlClient}>{children}</UrqlProvider>
    </QueryClientProvider>
  );
}
