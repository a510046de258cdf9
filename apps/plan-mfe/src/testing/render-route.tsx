import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import type { ApiClients } from '@canopy/api-client';
import { FlagsProvider, type Flags } from '@canopy/auth';
import { createTestFlagsClient, setTestConfigEnv } from '@canopy/auth/testing';
import { createTestApiClients, TestApiProvider } from '@canopy/api-client/testing';
import { CanopyThemeProvider, RemoteLoaderProvider, type RemoteLoader } from '@canopy/ui-kit';

export interface RenderRouteOptions {
  /** Route pattern the UI is mounted at, as the shell mounts it (e.g. '/:provider/:owner/*'). */
  path: string;
  /** The URL to open. */
  url: string;
  /** Runtime configuration (`window.configEnv`) for this render. @default a hosted install */
  configEnv?: Record<string, unknown>;
  /** Feature flags (camel-cased keys). @default none: every flag takes its default */
  flags?: Flags;
}

export interface RenderRouteResult extends RenderResult {
  /** The router's current location (after redirects and query-parameter updates). */
  location: () => Location;
  clients: ApiClients;
}

/** Stands in for the shell's federation loader: an embedded remote renders its id and section. */
const stubLoader: RemoteLoader = async (id) => ({
  default: ({ section }) => (
    <div data-testid="remote-section">
      {id} ({section})
    </div>
  ),
});

/**
 * Renders `ui` mounted at `path` and opened at `url`, inside the providers the shell gives a remote: theme,
 * fresh API clients (retries off), feature flags and a remote loader. The network is whatever MSW handlers the test set.
 */
export function renderRoute(
  ui: ReactElement,
  { path, url, configEnv = {}, flags = {} }: RenderRouteOptions,
): RenderRouteResult {
  setTestConfigEnv({ API_URL: '', IS_SELF_HOSTED: false, ENV: '', ...configEnv });
  const clients = createTestApiClients();
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const result = render(
    <CanopyThemeProvider env="test" withNotifications={false}>
      <TestApiProvider clients={clients}>
        <FlagsProvider client={createTestFlagsClient(flags)}>
          <RemoteLoaderProvider loader={stubLoader}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </RemoteLoaderProvider>
        </FlagsProvider>
      </TestApiProvider>
    </CanopyThemeProvider>,
  );
  return {
    ...result,
    clients,
    location: () => {
      if (!current.location) throw new Error('The router has not rendered');
      return current.location;
    },
  };
}
