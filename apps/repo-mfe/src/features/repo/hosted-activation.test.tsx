import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  freePlan,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  ownerNotActivatedErrorFixture,
  planDataFixture,
  planFixture,
  restHandler,
  setupApiMocks,
  ongoingTrial,
} from '@canopy/api-client/testing';
import type { Plan } from '@canopy/api-client';
import { createTestProviders } from '@canopy/auth/testing';
import { toast } from '@canopy/ui-kit';
import { renderRoute } from '@canopy/ui-kit/testing';
import RepoMfeRoutes from '../../remote-entry';
import { hostedActivationVariant } from './hosted-activation';

// A member without a seat on the hosted edition: what the org's plan lets them do (reference §9.1).

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

function mockSeatless(plan: Plan, { isAdmin = false } = {}) {
  let current = plan;
  server.use(
    graphqlHandler('GetRepo', {
      owner: {
        isAdmin,
        isCurrentUserPartOfOrg: true,
        isCurrentUserActivated: false,
        repository: ownerNotActivatedErrorFixture(),
      },
    }),
    graphqlHandler('GetPlanData', () => planDataFixture({ plan: current })),
  );
  return { setPlan: (next: Plan) => (current = next) };
}

function renderRepo(url = '/gh/acme/widgets') {
  return renderRoute(<RepoMfeRoutes section="owner" />, {
    path: '/:provider/:owner/*',
    url,
    wrapper: createTestProviders(),
  });
}

afterEach(() => jest.restoreAllMocks());

const alert = async () => screen.findByTestId('activation-options');

test.each([
  [{ isFreePlan: true, hasSeatsLeft: false, trialStatus: 'NOT_STARTED' }, 'trial-eligible'],
  [{ isFreePlan: true, hasSeatsLeft: false, trialStatus: 'EXPIRED' }, 'free-seat-taken'],
  [{ isFreePlan: false, hasSeatsLeft: false, trialStatus: 'CANNOT_TRIAL' }, 'paid-out-of-seats'],
  [{ isFreePlan: false, hasSeatsLeft: true, trialStatus: 'CANNOT_TRIAL' }, 'paid-with-seats'],
] as const)('%j is the %s message', (plan, variant) => {
  expect(hostedActivationVariant(plan)).toBe(variant);
});

test('the free plan with its seat taken and its trial used: manage members or view plan options', async () => {
  mockSeatless(freePlan({ hasSeatsLeft: false, trialStatus: 'EXPIRED' }));
  renderRepo();
  const options = within(await alert());
  expect(options.getByText(/The Developer free plan is limited to one seat/)).toBeInTheDocument();
  expect(options.getByRole('link', { name: 'Manage members' })).toHaveAttribute('href', '/members/gh/acme');
  expect(options.getByRole('link', { name: 'View plan options' })).toHaveAttribute('href', '/plan/gh/acme');
  expect(options.queryByRole('button', { name: 'Start Trial' })).not.toBeInTheDocument();
  // The spec's message stays above.
  expect(screen.getByText(/Activation is required to view this repo/)).toBeInTheDocument();
});

test('a free plan that never had its trial offers to start it, and then to take a seat', async () => {
  const { setPlan } = mockSeatless(freePlan({ hasSeatsLeft: false, trialStatus: 'NOT_STARTED' }));
  const inputs: unknown[] = [];
  server.use(
    graphqlMutationHandler('StartTrial', ({ variables }) => {
      inputs.push(variables.input);
      setPlan(ongoingTrial(14, { hasSeatsLeft: true, trialStatus: 'ONGOING' }));
      return { startTrial: { error: null } };
    }),
  );
  const success = jest.spyOn(toast, 'success').mockReturnValue('toast');
  const user = userEvent.setup();
  renderRepo();
  const options = within(await alert());
  await user.click(options.getByRole('button', { name: 'Start Trial' }));
  await waitFor(() => expect(inputs).toEqual([{ orgUsername: 'acme' }]));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Your 14-day Pro trial has started.'));
  await waitFor(() =>
    expect(screen.getByTestId('activation-options')).toHaveAttribute('data-activation', 'paid-with-seats'),
  );
});

test('a refused trial says why', async () => {
  mockSeatless(freePlan({ hasSeatsLeft: false }));
  server.use(
    graphqlMutationHandler('StartTrial', {
      startTrial: { error: { __typename: 'ValidationError', message: 'The trial was already used' } },
    }),
  );
  const failure = jest.spyOn(toast, 'error').mockReturnValue('toast');
  const user = userEvent.setup();
  renderRepo();
  await user.click(within(await alert()).getByRole('button', { name: 'Start Trial' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('The trial was already used'));
});

test('a paid plan out of seats: admins increase the seat count, members ask an admin', async () => {
  mockSeatless(planFixture({ hasSeatsLeft: false, trialStatus: 'CANNOT_TRIAL' }), { isAdmin: true });
  const view = renderRepo();
  let options = within(await alert());
  expect(options.getByText(/Every seat of the Pro plan is taken/)).toBeInTheDocument();
  expect(options.getByRole('link', { name: 'Increase seat count' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade',
  );
  view.unmount();

  mockSeatless(planFixture({ hasSeatsLeft: false, trialStatus: 'CANNOT_TRIAL' }));
  renderRepo();
  options = within(await alert());
  expect(options.getByText(/Ask an admin of the organization to add seats/)).toBeInTheDocument();
  expect(options.queryByRole('link', { name: 'Increase seat count' })).not.toBeInTheDocument();
});

test('a paid plan with seats left: manage members', async () => {
  mockSeatless(planFixture({ hasSeatsLeft: true }));
  renderRepo();
  const options = within(await alert());
  expect(options.getByText(/The organization has seats left/)).toBeInTheDocument();
  expect(options.getByRole('link', { name: 'Manage members' })).toHaveAttribute('href', '/members/gh/acme');
});
