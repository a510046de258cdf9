import { screen, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const renderAnalytics = (url = '/analytics/gh/acme') =>
  renderRoute(<RepoMfeRoutes section="analytics" />, {
    path: '/analytics/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

test('shows the owner tabs with Analytics current and an honest empty state', async () => {
  server.use(graphqlHandler('OwnerPageData', { owner: ownerFixture() }));
  renderAnalytics();
  const tabs = await screen.findByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('No coverage analytics yet')).toBeInTheDocument();
});

test('an unknown owner is the 404 page', async () => {
  server.use(graphqlHandler('OwnerPageData', { owner: null }));
  renderAnalytics('/analytics/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});
