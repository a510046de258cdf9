import { screen, waitFor } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  planFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';
import { mockPlanPages } from './plan-test-utils';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const renderPlan = (url: string) =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

test('people outside the org are sent to the owner page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture({ isCurrentUserPartOfOrg: false }) }));
  const { location } = renderPlan('/plan/gh/acme/upgrade');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme'));
});

test('other paths go to the current plan', async () => {
  mockPlanPages(server, { plan: planFixture() });
  const { location } = renderPlan('/plan/gh/acme/nothing-here');
  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme'));
  expect(await screen.findByRole('heading', { name: 'Current plan', level: 1 })).toBeInTheDocument();
});

test('an unknown owner is the 404 page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: null }));
  renderPlan('/plan/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});
