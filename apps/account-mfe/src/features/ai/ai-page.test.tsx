import { screen, waitFor } from '@testing-library/react';
import {
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

const renderAi = (url: string) =>
  renderRoute(<AccountMfeRoutes section="ai" />, {
    path: '/canopyai/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

test('shows the AI page of the owner', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  renderAi('/canopyai/gh/acme');
  expect(await screen.findByRole('heading', { name: 'Canopy AI' })).toBeInTheDocument();
  expect(screen.getByText('Canopy AI is not available yet')).toBeInTheDocument();
});

test('other paths go to the AI page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  const { location } = renderAi('/canopyai/gh/acme/other');
  await waitFor(() => expect(location().pathname).toBe('/canopyai/gh/acme'));
});

test('an unknown owner is the 404 page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: null }));
  renderAi('/canopyai/gh/nobody');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
});
