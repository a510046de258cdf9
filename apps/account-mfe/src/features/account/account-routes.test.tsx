import { screen, waitFor, within } from '@testing-library/react';
import { orgUsersHandler, orgUsersPageFixture } from '@canopy/account-data-access/testing';
import {
  connectionFixture,
  currentUserFixture,
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import AccountMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

function mockAccount({
  owner = ownerFixture(),
  viewer = 'jane',
}: { owner?: ReturnType<typeof ownerFixture> | null; viewer?: string | null } = {}) {
  server.use(
    graphqlHandler('DetailOwner', { owner }),
    // What the admin landing page reads besides.
    graphqlHandler('GetPlanData', {
      owner: owner && { ...owner, hasPrivateRepos: true, plan: null, pretrialPlan: null },
    }),
    graphqlHandler('MyContexts', {
      me: viewer
        ? {
            owner: { ownerid: 1, username: viewer, avatarUrl: 'https://avatars.example.com/jane' },
            myOrganizations: connectionFixture([]),
          }
        : null,
    }),
    orgUsersHandler(() => orgUsersPageFixture([]), { owner: owner?.username ?? 'acme' }),
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
  renderAccount('/account/gh/jane/access');
  expect(await screen.findByRole('heading', { name: 'Access' })).toBeInTheDocument();
  expect(sidebarLinks()).toEqual(['Admin', 'Access', 'Global YAML', 'Global Upload Token']);
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
    expect(sidebarLinks()).toEqual(['Profile', 'Access', 'YAML']);
  });

  test('an org goes to yaml/, and admins see the org upload token', async () => {
    mockAccount({ owner: ownerFixture({ isAdmin: true }) });
    const { location } = renderAccount('/account/gh/acme', selfHosted);
    await waitFor(() => expect(location().pathname).toBe('/account/gh/acme/yaml'));
    expect(sidebarLinks()).toEqual(['YAML', 'Global Upload Token']);
  });

  test('HIDE_ACCESS_TAB removes the access page', async () => {
    mockAccount({ owner: ownerFixture({ username: 'jane' }) });
    renderAccount('/account/gh/jane/access', { ...selfHosted, HIDE_ACCESS_TAB: true });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Profile', 'YAML']);
  });
});

test('an unknown owner is the 404 page', async () => {
  mockAccount({ owner: null });
  renderAccount('/account/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Account settings' })).not.toBeInTheDocument();
});
