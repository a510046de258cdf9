import { screen, waitFor, within } from '@testing-library/react';
import { graphqlHandler, restHandler, restPageFixture, setupApiMocks } from '@canopy/api-client/testing';
import { selfHostedSettingsFixture, selfHostedUserFixture } from '@canopy/admin-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import AdminMfeRoutes from '../../remote-entry';

const server = setupApiMocks();

beforeEach(() =>
  server.use(
    restHandler('get', '/users', restPageFixture([selfHostedUserFixture()])),
    graphqlHandler('Seats', { config: { seatsUsed: 3, seatsLimit: 10 } }),
    graphqlHandler('SelfHostedSettings', selfHostedSettingsFixture()),
  ),
);

const selfHostedUser = (isAdmin: boolean) => ({
  activated: true,
  email: 'ada@example.com',
  isAdmin,
  name: 'Ada Lovelace',
  ownerid: 3,
  username: 'ada',
});

const renderAdmin = (url: string) =>
  renderRoute(<AdminMfeRoutes section="admin" />, {
    path: '/admin/:provider/*',
    url,
    wrapper: createTestProviders({ configEnv: { IS_SELF_HOSTED: true, ENV: 'enterprise' } }),
  });

test('an admin gets the sidebar and the access page; the index redirects there', async () => {
  server.use(restHandler('get', '/users/current', selfHostedUser(true)));
  const { location } = renderAdmin('/admin/gh');
  await waitFor(() => expect(location().pathname).toBe('/admin/gh/access'));
  expect(await screen.findByRole('heading', { name: 'Administrator Access' })).toBeInTheDocument();
  expect(screen.getByText(/They are set in the installation's configuration, the/)).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Administration' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Access', 'Users']);
  expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/gh/users');
});

test('the users page is titled Account Members', async () => {
  server.use(restHandler('get', '/users/current', selfHostedUser(true)));
  renderAdmin('/admin/gh/users');
  expect(await screen.findByRole('heading', { name: 'Account Members' })).toBeInTheDocument();
  expect(
    screen.getByText('All members under the organization plan and related management'),
  ).toBeInTheDocument();
});

test('other admin paths redirect to access', async () => {
  server.use(restHandler('get', '/users/current', selfHostedUser(true)));
  const { location } = renderAdmin('/admin/gh/something/else');
  await waitFor(() => expect(location().pathname).toBe('/admin/gh/access'));
});

test('a non-admin is redirected to /{provider}', async () => {
  server.use(restHandler('get', '/users/current', selfHostedUser(false)));
  const { location } = renderAdmin('/admin/gh/users');
  await waitFor(() => expect(location().pathname).toBe('/gh'));
  expect(screen.queryByText('Account Members')).not.toBeInTheDocument();
});

test('a guest is redirected to /{provider}', async () => {
  server.use(restHandler('get', '/users/current', { detail: 'Not authenticated' }, { status: 401 }));
  const { location } = renderAdmin('/admin/gh/access');
  await waitFor(() => expect(location().pathname).toBe('/gh'));
});
