import { screen, waitFor, within } from '@testing-library/react';
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

test.each([
  ['/plan/gh/acme/cancel', 'Cancel plan'],
  ['/plan/gh/acme/cancel/downgrade', 'Downgrade to the Developer plan'],
  ['/plan/gh/acme/invoices', 'Invoices'],
  ['/plan/gh/acme/invoices/in_123', 'Invoice in_123'],
])('%s is titled %s, under the owner tabs', async (url, title) => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  renderPlan(url);
  expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText(/is not available yet/)).toBeInTheDocument();
});

test('the invoice breadcrumb leads back to the invoices and the plan', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  renderPlan('/plan/gh/acme/invoices/in_123');
  const scope = within(await screen.findByRole('navigation', { name: 'Plan breadcrumb' }));
  expect(scope.getByRole('link', { name: 'Current plan' })).toHaveAttribute('href', '/plan/gh/acme');
  expect(scope.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/plan/gh/acme/invoices');
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
