import type { ReactNode } from 'react';
import { ApiClientProvider, type ApiClients } from '@canopy/api-client';
import { FlagsProvider, TrackerProvider, type FlagsClient, type Tracker } from '@canopy/auth';
import { CanopyThemeProvider, RemoteLoaderProvider, type RemoteLoader } from '@canopy/ui-kit';
import { AppRoutes } from './app-routes';
import { ShellEffects } from './shell-effects';

export interface AppProvidersProps {
  clients: ApiClients;
  loader: RemoteLoader;
  flagsClient?: FlagsClient;
  tracker?: Tracker;
  /** Mantine environment ('test' turns off transitions and portals). @default 'default' */
  env?: 'default' | 'test';
  children?: ReactNode;
}

/** Everything the shell and every remote share: theme, data clients, flags, analytics, remote loader. */
export function AppProviders({
  clients,
  loader,
  flagsClient,
  tracker,
  env = 'default',
  children,
}: AppProvidersProps) {
  return (
    <CanopyThemeProvider env={env}>
      <ApiClientProvider clients={clients}>
        <FlagsProvider client={flagsClient}>
          <TrackerProvider tracker={tracker}>
            <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
          </TrackerProvider>
        </FlagsProvider>
      </ApiClientProvider>
    </CanopyThemeProvider>
  );
}

/** The shell inside a router: effects plus the route table. */
export function App() {
  return (
    <>
      <ShellEffects />
      <AppRoutes />
    </>
  );
}
