import { screen, waitFor } from '@testing-library/react';
import {
  enterprisePlan,
  freePlan,
  graphqlHandler,
  internalUserFixture,
  ongoingTrial,
  ownerFixture,
  planDataFixture,
  planFixture,
  restHandler,
  setupApiMocks,
  teamPlan,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import { accountDetailsFixture, availablePlansFixture } from '@canopy/plan-data-access/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';
import { ADMINS_ONLY_CANCEL } from './cancel-page';

const server = setupApiMocks(
  restHandler('get', '/user', internalUserFixture()),
  restHandler('get', '/gh/acme/account-details/', accountDetailsFixture()),
);

const renderCancel = (url = '/plan/gh/acme/cancel') =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });

const teamPlans = availablePlansFixture().filter(
  (plan) => plan.isTeamPlan || plan.value === 'users-pr-inappy',
);

function asAdminOn(
  plan: ReturnType<typeof planFixture>,
  availablePlans: typeof teamPlans | null = teamPlans,
) {
  server.use(
    graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: true }) }),
    graphqlHandler('GetPlanData', planDataFixture({ plan })),
    graphqlHandler('GetAvailablePlans', { owner: { ownerid: 2, username: 'acme', availablePlans } }),
  );
}

test('a Pro organisation is offered the Team plan at its billing rate, or may proceed to cancel', async () => {
  asAdminOn(planFixture({ billingRate: 'annually' }));
  renderCancel();
  expect(await screen.findByRole('heading', { name: 'Cancel plan', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('$4 per user/month')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change to Team plan' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade?plan=team',
  );
  expect(screen.getByRole('link', { name: "No thanks, I'll proceed to the Developer plan" })).toHaveAttribute(
    'href',
    '/plan/gh/acme/cancel/downgrade',
  );
  expect(screen.getByRole('link', { name: 'Current plan' })).toHaveAttribute('href', '/plan/gh/acme');
});

test('without a Team plan on offer, or on the Team plan already, it goes straight to the downgrade', async () => {
  asAdminOn(planFixture(), []);
  const { location, unmount } = renderCancel();
  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme/cancel/downgrade'));
  unmount();

  asAdminOn(teamPlan());
  const team = renderCancel();
  await waitFor(() => expect(team.location().pathname).toBe('/plan/gh/acme/cancel/downgrade'));
});

test.each([
  ['an enterprise plan', enterprisePlan(), /sales team/],
  ['a trial', ongoingTrial(5), /free trial/],
  ['the free plan', freePlan(), /no paid plan to cancel/],
])('%s is not cancelled here: the page says why and links back', async (_name, plan, reason) => {
  asAdminOn(plan);
  renderCancel();
  expect(await screen.findByText(reason)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute('href', '/plan/gh/acme');
  expect(screen.queryByRole('link', { name: 'Change to Team plan' })).not.toBeInTheDocument();
});

test('members who are not admins are told only admins cancel the plan', async () => {
  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: false }) }));
  renderCancel();
  expect(await screen.findByText(ADMINS_ONLY_CANCEL)).toBeInTheDocument();
});
