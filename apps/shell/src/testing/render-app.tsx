import { render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { ApiClients, InternalUser } from '@canopy/api-client';
import {
  configFixture,
  connectionFixture,
  createTestApiClients,
  currentUserFixture,
  graphqlHandler,
  graphqlMutationHandler,
  logoutHandler,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import {
  createTestFlagsClient,
  createTestTracker,
  setTestConfigEnv,
  type TestFlagsClient,
  type TestTracker,
} from '@canopy/auth/testing';
import type { RemoteLoader } from '@canopy/ui-kit';
import { createLocationProbe } from '@canopy/ui-kit/testing';
import { App, AppProviders } from '../app/app';
import { quietBannerMocks } from './banner-mocks';

/** A hosted (cloud) install. */
export const hostedConfig = {
  API_URL: '',
  IS_SELF_HOSTED: false,
  ENV: 'production',
  CANOPY_VERSION: '1.4.0',
} as const;
/** A self-hosted install (what the server serves by default). */
export const selfHostedConfig = {
  API_URL: '',
  IS_SELF_HOSTED: true,
  ENV: 'enterprise',
  CANOPY_VERSION: '1.4.0',
} as const;

/** A signed-in user with one GitHub owner (ada) who belongs to the canopy org. */
export function adaUser(overrides: Partial<InternalUser> = {}): InternalUser {
  return {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    externalId: 'ext-ada',
    owners: [
      {
        avatarUrl: null,
        integrationId: null,
        name: 'Ada Lovelace',
        ownerid: 2,
        service: 'github',
        stats: { repos: 2 },
        username: 'ada',
      },
    ],
    termsAgreement: true,
    defaultOrg: 'canopy',
    ...overrides,
  };
}

/** The remote stand-in: each remote renders its id, section and the URL it sees. */
export const stubRemoteLoader: RemoteLoader = async (id) => ({
  default: function StubRemote({ section }) {
    const location = useLocation();
    return (
      <div data-testid="remote" data-remote={id} data-section={section}>
        {id} ({section}) at {location.pathname}
      </div>
    );
  },
});

/** MSW for a shell test file: the queries every page makes, answered for a signed-in GitHub user. */
export function setupShellMocks(...handlers: RequestHandler[]): SetupServer {
  return setupApiMocks(
    graphqlHandler('Config', {
      config: configFixture({ loginProviders: ['GITHUB', 'GITLAB'], seatsUsed: 3, seatsLimit: 10 }),
    }),
    graphqlHandler('Seats', { config: configFixture({ seatsUsed: 3, seatsLimit: 10 }) }),
    graphqlHandler('CurrentUser', {
      me: currentUserFixture({
        owner: { ownerid: 2, username: 'ada', defaultOrgUsername: 'canopy' },
        user: { ...currentUserFixture().user, username: 'ada', name: 'Ada Lovelace' },
      }),
    }),
    graphqlHandler('MyContexts', {
      me: {
        owner: { ownerid: 2, username: 'ada', avatarUrl: 'https://avatars.example.com/ada' },
        myOrganizations: connectionFixture([
          { ownerid: 1, username: 'canopy', avatarUrl: 'https://avatars.example.com/canopy' },
        ]),
      },
    }),
    restHandler('get', '/users/current', {
      activated: true,
      email: 'ada@example.com',
      isAdmin: true,
      name: 'Ada Lovelace',
      ownerid: 2,
      username: 'ada',
    }),
    // A sync the git host finishes at once, unless a test says otherwise.
    graphqlMutationHandler('SyncWithGitProvider', {
      syncWithGitProvider: { me: { isSyncingWithGitProvider: false }, error: null },
    }),
    graphqlHandler('IsSyncingWithGitProvider', { me: { isSyncingWithGitProvider: false } }),
    // No organisation has Okta unless a test says so.
    graphqlHandler('OktaSignInState', { owner: null }),
    // Nor any top banner (trial, upload token, surveys) unless a test says so.
    ...quietBannerMocks(),
    // A self-hosted install with admins and no licence, unless a test says otherwise.
    graphqlHandler('HasAdmins', { config: configFixture({ hasAdmins: true }) }),
    graphqlHandler('SelfHostedSeatsAndLicense', { config: configFixture({ seatsUsed: 3, seatsLimit: 10 }) }),
    logoutHandler(),
    ...handlers,
  );
}

export interface RenderAppOptions {
  url?: string;
  /** The signed-in user, or null for a guest. @default adaUser() */
  user?: InternalUser | null;
  config?: Record<string, unknown>;
  loader?: RemoteLoader;
}

export interface RenderAppResult extends RenderResult {
  location: () => Location;
  clients: ApiClients;
  flags: TestFlagsClient;
  tracker: TestTracker;
}

/** Renders the whole shell at `url` with fresh clients, the given session and configuration. */
export function renderApp(
  server: SetupServer,
  { url = '/', user = adaUser(), config = hostedConfig, loader = stubRemoteLoader }: RenderAppOptions = {},
): RenderAppResult {
  setTestConfigEnv({ ...config });
  server.use(
    user
      ? restHandler('get', '/user', user)
      : restHandler('get', '/user', { detail: 'Not logged in' }, { status: 401 }),
  );
  const clients = createTestApiClients();
  const flags = createTestFlagsClient();
  const tracker = createTestTracker();
  const { Probe, location } = createLocationProbe();
  const result = render(
    <AppProviders env="test" clients={clients} loader={loader} flagsClient={flags} tracker={tracker}>
      <MemoryRouter initialEntries={[url]}>
        <App />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...result,
    clients,
    flags,
    tracker,
    location,
  };
}
