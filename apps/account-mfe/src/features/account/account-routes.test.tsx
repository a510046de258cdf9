import { screen, waitFor, within } from '@testing-library/react';
import {
  connectionFixture,
  currentUserFixture,
  enterprisePlan,
  freePlan,
  graphqlHandler,
  internalUserFixture,
  orgUsersHandler,
  ownerFixture,
  planDataFixture,
  restHandler,
  restPageFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { mySessionsAnswer, myTokensAnswer } from '@canopy/account-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import AccountMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

function mockAccount({
  owner = ownerFixture(),
  viewer = 'jane',
  enterprise = false,
}: { owner?: ReturnType<typeof ownerFixture> | null; viewer?: string | null; enterprise?: boolean } = {}) {
  server.use(
    graphqlHandler('DetailOwner', { owner }),
    // The self-hosted profile page's activation.
    restHandler('get', '/users/current', {
      activated: true,
      email: 'jane@example.com',
      isAdmin: false,
      name: 'Jane',
      ownerid: 1,
      username: viewer ?? 'jane',
    }),
    graphqlHandler('Seats', { config: { seatsUsed: 1, seatsLimit: 10 } }),
    graphqlHandler(
      'GetPlanData',
      owner ? planDataFixture({ plan: enterprise ? enterprisePlan() : freePlan() }) : { owner: null },
    ),
    graphqlHandler('OwnerYaml', { owner: owner && { ...owner, yaml: null } }),
    graphqlHandler('GetUploadTokenRequired', {
      owner: owner && { ...owner, orgUploadToken: null, uploadTokenRequired: false },
    }),
    // What the admin landing page reads besides.
    graphqlHandler('MyContexts', {
      me: viewer
        ? {
            owner: { ownerid: 1, username: viewer, avatarUrl: 'https://avatars.example.com/jane' },
            myOrganizations: connectionFixture([]),
          }
        : null,
    }),
    orgUsersHandler(() => restPageFixture([]), { owner: owner?.username ?? 'acme' }),
    graphqlHandler('CurrentUser', {
      me: viewer ? currentUserFixture({ user: { ...currentUserFixture().user, username: viewer } }) : null,
    }),
  );
}

const selfHosted = { IS_SELF_HOSTED: true, ENV: 'enterprise' };

function renderAccount(url: string, configEnv?: Record<string, unknown>) {
  return renderRoute(<AccountMfeRoutes section="account" />, {
    path: '/account/:provider/:owner/*',
    url,
    wrapper: createTestProviders({ configEnv }),
  });
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Account settings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('an org admin lands on the admin page, with the admin sidebar', async () => {
  mockAccount({ owner: ownerFixture({ isAdmin: true }) });
  const { location } = renderAccount('/account/gh/acme');
  expect(await screen.findByRole('heading', { name: 'Manage admins' })).toBeInTheDocument();
  expect(location().pathname).toBe('/account/gh/acme');
  expect(sidebarLinks()).toEqual(['Admin', 'Global YAML', 'Global Upload Token']);
  expect(
    within(screen.getByRole('navigation', { name: 'Owner' })).getByRole('link', { name: 'Settings' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a non-admin is redirected from the index to yaml/', async () => {
  mockAccount({ owner: ownerFixture({ isAdmin: false }) });
  const { location } = renderAccount('/account/gh/acme/');
  await waitFor(() => expect(location().pathname).toBe('/account/gh/acme/yaml'));
  expect(await screen.findByRole('heading', { name: 'Global YAML' })).toBeInTheDocument();
  expect(sidebarLinks()).toEqual(['Global YAML']);
});

test('the org upload token is for admins only; others go to yaml/', async () => {
  mockAccount({ owner: ownerFixture({ isAdmin: false }) });
  const { location } = renderAccount('/account/gh/acme/org-upload-token');
  await waitFor(() => expect(location().pathname).toBe('/account/gh/acme/yaml'));

  mockAccount({ owner: ownerFixture({ isAdmin: true }) });
  renderAccount('/account/gh/acme/org-upload-token');
  expect(await screen.findByRole('heading', { name: 'Global Upload Token' })).toBeInTheDocument();
});

test('your own account has the access page', async () => {
  mockAccount({ owner: ownerFixture({ username: 'jane', isAdmin: true }) });
  server.use(
    graphqlHandler('MyTokens', myTokensAnswer([])),
    graphqlHandler('MySessions', mySessionsAnswer([])),
  );
  renderAccount('/account/gh/jane/access');
  expect(await screen.findByRole('heading', { name: 'API Tokens' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Login Sessions' })).toBeInTheDocument();
  expect(sidebarLinks()).toEqual(['Admin', 'Access', 'Global YAML']);
});

test('a personal account has no global upload token: its address opens the YAML page', async () => {
  mockAccount({ owner: ownerFixture({ username: 'jane', isAdmin: true }) });
  const { location } = renderAccount('/account/gh/jane/org-upload-token');
  await waitFor(() => expect(location().pathname).toBe('/account/gh/jane/yaml'));
});

test("access/ on someone else's account goes to the account's index, as the sidebar has no Access there", async () => {
  mockAccount({ owner: ownerFixture({ isAdmin: false }) });
  const { location } = renderAccount('/account/gh/acme/access');
  await waitFor(() => expect(location().pathname).toBe('/account/gh/acme/yaml'));
  expect(screen.queryByRole('heading', { name: 'API Tokens' })).not.toBeInTheDocument();

  mockAccount({ owner: ownerFixture({ isAdmin: true }) });
  const admin = renderAccount('/account/gh/acme/access');
  await waitFor(() => expect(admin.location().pathname).toBe('/account/gh/acme'));
  expect(await screen.findByRole('heading', { name: 'Manage admins' })).toBeInTheDocument();
});

test('the admin page of your own account is about your details', async () => {
  mockAccount({ owner: ownerFixture({ username: 'jane', isAdmin: true }) });
  renderAccount('/account/gh/jane');
  expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
});

test('okta access needs an enterprise plan; other paths are a not-found page', async () => {
  mockAccount({ owner: ownerFixture({ isAdmin: true }) });
  renderAccount('/account/gh/acme/okta-access');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Account settings' })).toBeInTheDocument();
  expect(sidebarLinks()).not.toContain('Okta access');
});

test('on an enterprise plan okta access is in the sidebar of admins and members', async () => {
  mockAccount({ owner: ownerFixture({ isAdmin: true }), enterprise: true });
  const view = renderAccount('/account/gh/acme/org-upload-token');
  await screen.findByRole('navigation', { name: 'Account settings' });
  expect(sidebarLinks()).toEqual(['Admin', 'Okta access', 'Global YAML', 'Global Upload Token']);
  view.unmount();

  mockAccount({ owner: ownerFixture({ isAdmin: false }), enterprise: true });
  renderAccount('/account/gh/acme/yaml');
  await screen.findByRole('navigation', { name: 'Account settings' });
  expect(sidebarLinks()).toEqual(['Okta access', 'Global YAML']);
});

test('any other path under the owner is a not-found page', async () => {
  mockAccount();
  renderAccount('/account/gh/acme/billing/whatever');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});

describe('self-hosted', () => {
  test('your own account lands on the profile page', async () => {
    mockAccount({ owner: ownerFixture({ username: 'jane', isAdmin: false }) });
    const { location } = renderAccount('/account/gh/Jane', selfHosted);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(location().pathname).toBe('/account/gh/Jane');
    expect(sidebarLinks()).toEqual(['Profile', 'Access', 'Global YAML']);
  });

  test('an org goes to yaml/, and admins see the org upload token', async () => {
    mockAccount({ owner: ownerFixture({ isAdmin: true }) });
    const { location } = renderAccount('/account/gh/acme', selfHosted);
    await waitFor(() => expect(location().pathname).toBe('/account/gh/acme/yaml'));
    expect(sidebarLinks()).toEqual(['Global YAML', 'Global Upload Token']);
  });

  test("access/ on an org's account goes to the account's index", async () => {
    mockAccount({ owner: ownerFixture({ isAdmin: true }) });
    const { location } = renderAccount('/account/gh/acme/access', selfHosted);
    await waitFor(() => expect(location().pathname).toBe('/account/gh/acme/yaml'));
  });

  test('HIDE_ACCESS_TAB removes the access page', async () => {
    mockAccount({ owner: ownerFixture({ username: 'jane' }) });
    renderAccount('/account/gh/jane/access', { ...selfHosted, HIDE_ACCESS_TAB: true });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Profile', 'Global YAML']);
  });
});

test('an unknown owner is the 404 page', async () => {
  mockAccount({ owner: null });
  renderAccount('/account/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Account settings' })).not.toBeInTheDocument();
});

test('a guest is asked to log in, and someone outside the organisation finds nothing', async () => {
  mockAccount({ viewer: null, owner: ownerFixture({ isCurrentUserPartOfOrg: false, isAdmin: false }) });
  renderAccount('/account/gh/acme/yaml');
  expect(await screen.findByText('Error 401')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Account settings' })).not.toBeInTheDocument();

  mockAccount({ owner: ownerFixture({ isCurrentUserPartOfOrg: false, isAdmin: false }) });
  renderAccount('/account/gh/acme');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Account settings' })).not.toBeInTheDocument();
});
