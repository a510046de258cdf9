import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  enterprisePlan,
  freePlan,
  graphqlHandler,
  internalUserFixture,
  ownerFixture,
  planDataFixture,
  planFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { createTestProviders } from '@canopy/auth/testing';
import type { AccountDetails } from '@canopy/plan-data-access';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { renderRoute } from '@canopy/ui-kit/testing';
import PlanMfeRoutes from '../../remote-entry';
import { ADMINS_ONLY_CANCEL } from './cancel-page';

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const renderDowngrade = () =>
  renderRoute(<PlanMfeRoutes section="plan" />, {
    path: '/plan/:provider/:owner/*',
    url: '/plan/gh/acme/cancel/downgrade',
    wrapper: createTestProviders(),
  });

const periodEnd = Date.UTC(2036, 6, 1, 12) / 1000;
const subscription = (cancelAtPeriodEnd = false): NonNullable<AccountDetails['subscriptionDetail']> => ({
  latestInvoice: null,
  defaultPaymentMethod: null,
  cancelAtPeriodEnd,
  currentPeriodEnd: periodEnd,
  customer: null,
  collectionMethod: 'charge_automatically',
  taxIds: [],
  trialEnd: null,
});
const proDetails = (overrides: Partial<AccountDetails> = {}) =>
  accountDetailsFixture({
    plan: {
      marketingName: 'Pro',
      value: 'users-pr-inappy',
      billingRate: 'annually',
      baseUnitPrice: 10,
      benefits: ['Configurable # of users', 'Unlimited private repositories', 'Priority Support'],
      quantity: 5,
    },
    billingConfigured: true,
    subscriptionDetail: subscription(),
    ...overrides,
  });

function asAdmin({ plan = planFixture(), details = proDetails() } = {}) {
  server.use(
    graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: true }) }),
    graphqlHandler('GetPlanData', planDataFixture({ plan })),
    restHandler('get', '/gh/acme/account-details/', details),
  );
}

test('it lists what is lost and, confirmed, schedules the cancellation and returns to the plan page', async () => {
  asAdmin({
    plan: planFixture({
      benefits: ['Configurable # of users', 'Unlimited private repositories', 'Priority Support'],
    }),
  });
  let sent: unknown;
  server.use(
    // Records what is sent, then lets the next handler answer.
    http.patch('*/internal/gh/acme/account-details/', async ({ request }) => {
      sent = await request.clone().json();
    }),
    restHandler('patch', '/gh/acme/account-details/', proDetails({ subscriptionDetail: subscription(true) })),
  );
  const user = userEvent.setup();
  const { location } = renderDowngrade();

  expect(await screen.findByRole('heading', { name: 'Canceling your paid plan means…' })).toBeInTheDocument();
  const lost = within(screen.getByRole('list', { name: 'What you lose' }));
  expect(lost.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Configurable # of users',
    'Priority Support',
    'Unlimited private repo uploads',
  ]);
  expect(
    screen.getByText(/every member's seat is released; you can activate one member again/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'members page' })).toHaveAttribute('href', '/members/gh/acme');
  expect(
    screen.getByText('Cancelling takes effect on July 1st, 2036, at the end of the current billing period.'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Review plan cancellation' }));
  expect(
    dialog.getByText(
      'Your paid plan will remain active until July 1st, 2036, then placed on the Developer plan.',
    ),
  ).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));

  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme'));
  expect(sent).toEqual({ plan: { value: 'users-developer', quantity: 1 } });
});

test('without a payment provider the cancellation applies at once, and says so', async () => {
  asAdmin({ details: proDetails({ billingConfigured: false, subscriptionDetail: null }) });
  server.use(restHandler('patch', '/gh/acme/account-details/', accountDetailsFixture()));
  const shown = jest.spyOn(notifications, 'show');
  const user = userEvent.setup();
  const { location } = renderDowngrade();

  expect(await screen.findByText(/cancelling applies at once/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Review plan cancellation' }));
  expect(dialog.getByText(/placed on the Developer plan at once/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));

  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme'));
  expect(shown).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'acme is now on the Developer plan.' }),
  );
});

test('with billing but no subscription to run out, the cancellation applies at once, and says so', async () => {
  asAdmin({ details: proDetails({ billingConfigured: true, subscriptionDetail: null }) });
  const user = userEvent.setup();
  renderDowngrade();
  expect(
    await screen.findByText(
      'Your organization has no subscription with the payment provider to run out, so cancelling applies at once.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/end of the current billing period/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Review plan cancellation' }));
  expect(
    dialog.getByText(
      'Your organization has no subscription to run out: it is placed on the Developer plan at once.',
    ),
  ).toBeInTheDocument();
});

test("a refusal shows the server's detail and stays on the page", async () => {
  asAdmin();
  server.use(
    restHandler(
      'patch',
      '/gh/acme/account-details/',
      { detail: 'The payment provider is unreachable.' },
      { status: 502 },
    ),
  );
  const shown = jest.spyOn(notifications, 'show');
  const user = userEvent.setup();
  const { location } = renderDowngrade();
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Cancellation' }),
  );
  await waitFor(() =>
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The payment provider is unreachable.', color: 'red' }),
    ),
  );
  expect(location().pathname).toBe('/plan/gh/acme/cancel/downgrade');
});

test('the button is disabled while a cancellation is scheduled, and on the free plan', async () => {
  asAdmin({ details: proDetails({ subscriptionDetail: subscription(true) }) });
  const { unmount } = renderDowngrade();
  expect(
    await screen.findByText(/already cancelled: it returns to the Developer plan on July 1st, 2036/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  unmount();

  asAdmin({ plan: freePlan(), details: accountDetailsFixture() });
  renderDowngrade();
  expect(await screen.findByText(/no paid plan to cancel/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});

test('enterprise plans and members who are not admins are sent back to the plan', async () => {
  asAdmin({ plan: enterprisePlan() });
  const { unmount } = renderDowngrade();
  expect(await screen.findByText(/sales team/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  unmount();

  server.use(graphqlHandler('DetailOwner', { owner: ownerFixture({ isAdmin: false }) }));
  renderDowngrade();
  expect(await screen.findByText(ADMINS_ONLY_CANCEL)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your plan' })).toHaveAttribute('href', '/plan/gh/acme');
});
