import { screen, waitFor, within } from '@testing-library/react';
import {
  graphqlHandler,
  internalUserFixture,
  orgUsersHandler,
  ownerFixture,
  planDataFixture,
  restHandler,
  restPageFixture,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  restHandler('get', '/gh/acme/account-details/', accountDetailsFixture()),
  graphqlHandler('GetPlanData', planDataFixture()),
  orgUsersHandler(() => restPageFixture([])),
);

const renderMembers = (url: string) =>
  renderRoute(<PlanMfeRoutes section="members" />, {
    path: '/members/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

test('shows the members page under the owner tabs', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture() }));
  renderMembers('/members/gh/acme');
  expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Owner' });
  expect(within(tabs).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
});

test('people outside the org are sent to the owner page', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture({ isCurrentUserPartOfOrg: false }) }));
  const { location } = renderMembers('/members/gh/acme');
  await waitFor(() => expect(location().pathname).toBe('/gh/acme'));
});
