import { screen, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import RepoMfeRoutes from '../../remote-entry';
import { renderRoute } from '../../testing/render-route';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const renderAnalytics = (url = '/analytics/gh/acme') =>
  renderRoute(<RepoMfeRoutes section="analytics" />, { path: '/analytics/:provider/:owner/*', url });

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
