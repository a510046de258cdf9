import { screen, waitFor, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const renderPlan = (url: string) =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

test.each([
  ['/plan/gh/acme', 'Current plan'],
  ['/plan/gh/acme/upgrade?plan=pro', 'Manage plan'],
])('%s is titled %s, under the owner tabs', async (url, title) => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  renderPlan(url);
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText(/is not available yet/)).toBeInTheDocument();
});

test('people outside the org are sent to the owner page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture({ isCurrentUserPartOfOrg: false }) }));
  const { location } = renderPlan('/plan/gh/acme/upgrade');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme'));
});

test('other paths go to the current plan', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  const { location } = renderPlan('/plan/gh/acme/nothing-here');
  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme'));
});

test('an unknown owner is the 404 page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: null }));
  renderPlan('/plan/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});
