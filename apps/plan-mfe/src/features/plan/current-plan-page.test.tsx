import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  daysFromNow,
  freePlan,
  graphqlErrorHandler,
  graphqlHandler,
  graphqlMutationHandler,
  internalUserFixture,
  ongoingTrial,
  planDataFixture,
  planFixture,
  restHandler,
  setupApiMocks,
  teamPlan,
  enterprisePlan,
} from '@canopy/api-client/testing';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { mockPlanPages, renderPlanPage } from './plan-test-utils';

jest.setTimeout(20000);
afterEach(() => notifications.clean());

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const JUNE_15 = Date.UTC(2036, 5, 15, 12) / 1000;
const proDetails = {
  activatedUserCount: 4,
  billingConfigured: true,
  plan: {
    marketingName: 'Pro',
    value: 'users-pr-inappy',
    billingRate: 'annually',
    baseUnitPrice: 10,
    benefits: ['Configurable # of users'],
    quantity: 5,
  },
  subscriptionDetail: {
    latestInvoice: {
      id: 'in_42',
      number: 'ACME-0042',
      status: 'paid',
      total: 60000,
      amountDue: 60000,
      amountPaid: 60000,
      created: JUNE_15,
      periodStart: JUNE_15,
      periodEnd: JUNE_15,
      dueDate: null,
    },
    defaultPaymentMethod: { card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 } },
    cancelAtPeriodEnd: false,
    currentPeriodEnd: JUNE_15,
    customer: { id: 'cus_1', email: 'billing@acme.test' },
    collectionMethod: 'charge_automatically',
    taxIds: [],
    trialEnd: null,
  },
};

test('a paid plan: name, price, seats, benefits, payment method, next invoice and the latest invoice', async () => {
  mockPlanPages(server, { plan: planFixture({ planUserCount: 5 }), details: proDetails });
  renderPlanPage('/plan/gh/acme');

  const card = within(await screen.findByRole('region', { name: 'Pro' }));
  expect(card.getByText('$10 per seat/month, billed annually')).toBeInTheDocument();
  expect(card.getByText('4 of 5 seats used')).toBeInTheDocument();
  expect(card.getByText('Configurable # of users')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/plan/gh/acme/upgrade');
  expect(card.getByRole('link', { name: 'Cancel plan' })).toHaveAttribute('href', '/plan/gh/acme/cancel');

  const payment = within(screen.getByRole('region', { name: 'Payment method' }));
  expect(payment.getByText('Visa ending in 4242, expires 04/29')).toBeInTheDocument();
  expect(
    payment.getByText('Your next billing date is June 15th, 2036: $600 for 5 seats.'),
  ).toBeInTheDocument();

  const invoices = within(screen.getByRole('region', { name: 'Invoices' }));
  expect(invoices.getByText('June 15th, 2036 · $600.00 · Paid')).toBeInTheDocument();
  expect(invoices.getByRole('link', { name: 'View invoice ACME-0042' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/invoices/in_42',
  );
  expect(invoices.getByRole('link', { name: 'View all invoices' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/invoices',
  );
  expect(screen.queryByRole('region', { name: 'Upgrade' })).not.toBeInTheDocument();
});

test('members read the plan: no ways to change it and no billing details', async () => {
  mockPlanPages(server, { isAdmin: false, plan: planFixture(), details: proDetails });
  renderPlanPage('/plan/gh/acme');

  expect(await screen.findByText(/Only admins of this organization can change its plan/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Pro' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Manage plan' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Payment method' })).not.toBeInTheDocument();
});

test('any member of a free organisation may start its trial', async () => {
  mockPlanPages(server, { isAdmin: false, plan: freePlan({ planUserCount: 1 }) });
  renderPlanPage('/plan/gh/acme');
  expect(await screen.findByRole('button', { name: 'Start trial' })).toBeInTheDocument();
});

test('the free plan: upload usage, the Pro and Team cards, and the trial on offer', async () => {
  mockPlanPages(server, {
    plan: freePlan({ monthlyUploadLimit: 250, planUserCount: 1 }),
    numberOfUploads: 120,
  });
  renderPlanPage('/plan/gh/acme');

  const card = within(await screen.findByRole('region', { name: 'Developer' }));
  expect(card.getByText('Free')).toBeInTheDocument();
  expect(
    card.getByText('120 of 250 uploads to private repositories in the last 30 days'),
  ).toBeInTheDocument();
  expect(card.getByText('1 of 1 seat used')).toBeInTheDocument();
  expect(card.getByRole('progressbar', { name: 'Uploads used in the last 30 days' })).toBeInTheDocument();

  const upgrade = within(screen.getByRole('region', { name: 'Upgrade' }));
  const pro = within(upgrade.getByRole('region', { name: 'Pro' }));
  expect(
    pro.getByText('$10 per user/month, billed annually, or $12 per user/month billed monthly'),
  ).toBeInTheDocument();
  expect(pro.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade?plan=pro',
  );
  const team = within(upgrade.getByRole('region', { name: 'Team' }));
  expect(team.getByText('For teams of up to 10 users.')).toBeInTheDocument();
  expect(team.getByRole('link', { name: 'Upgrade to Team' })).toHaveAttribute(
    'href',
    '/plan/gh/acme/upgrade?plan=team',
  );
  expect(upgrade.getByRole('button', { name: 'Start trial' })).toBeInTheDocument();
  expect(screen.getByText('Billing is not configured')).toBeInTheDocument();
});

test('a trialling organisation pays nothing: its plan card shows no price', async () => {
  mockPlanPages(server, { plan: ongoingTrial(5, { planUserCount: 1 }) });
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Developer' }));
  expect(card.getByText('Free during the trial')).toBeInTheDocument();
  expect(card.queryByText(/per seat\/month/)).not.toBeInTheDocument();
});

test('back from the checkout, the change is being applied until the subscription arrives', async () => {
  let asked = 0;
  const free = accountDetailsFixture({ billingConfigured: true });
  mockPlanPages(server, { plan: freePlan({ planUserCount: 1 }) });
  server.use(
    restHandler('get', '/gh/acme/account-details/', () => {
      asked += 1;
      return asked < 2 ? free : accountDetailsFixture(proDetails);
    }),
    graphqlHandler('GetPlanData', () =>
      planDataFixture({
        plan: asked < 2 ? freePlan({ planUserCount: 1 }) : planFixture({ planUserCount: 5 }),
      }),
    ),
  );
  renderPlanPage('/plan/gh/acme?success');

  expect(await screen.findByText('Your plan change is being applied')).toBeInTheDocument();
  expect(screen.queryByText('Plan successfully updated')).not.toBeInTheDocument();
  expect(await screen.findByText('Plan successfully updated', {}, { timeout: 6000 })).toBeInTheDocument();
  expect(screen.queryByText('Your plan change is being applied')).not.toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Pro' })).toBeInTheDocument();
  const settled = asked;
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(asked).toBe(settled);
});

test('starting the trial runs startTrial and shows the trial', async () => {
  let trialStarted = false;
  mockPlanPages(server, { plan: freePlan() });
  server.use(
    graphqlMutationHandler('StartTrial', ({ variables }) => {
      expect(variables).toEqual({ input: { orgUsername: 'acme' } });
      trialStarted = true;
      return { startTrial: { error: null } };
    }),
    graphqlHandler('GetPlanData', () =>
      planDataFixture({ plan: trialStarted ? ongoingTrial(14) : freePlan() }),
    ),
  );
  renderPlanPage('/plan/gh/acme');

  await userEvent.click(await screen.findByRole('button', { name: 'Start trial' }));
  expect(await screen.findByText('14 day trial has started')).toBeInTheDocument();
  expect(await screen.findByText(/Trial active: started .* \(14 days left\)\./)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start trial' })).not.toBeInTheDocument();
});

test('a refused trial shows the server message', async () => {
  mockPlanPages(server, { plan: freePlan() });
  server.use(
    graphqlMutationHandler('StartTrial', {
      startTrial: {
        error: { __typename: 'ValidationError', message: 'This organization has already trialed' },
      },
    }),
  );
  renderPlanPage('/plan/gh/acme');
  await userEvent.click(await screen.findByRole('button', { name: 'Start trial' }));
  expect(await screen.findByText('This organization has already trialed')).toBeInTheDocument();
});

test.each([
  ['ongoing', ongoingTrial(3), /Trial active: .* \(3 days left\)/],
  [
    'over',
    freePlan({ trialStatus: 'EXPIRED', trialEndDate: daysFromNow(-2) }),
    /Your organization trialed the Pro plan until/,
  ],
])('a trial that is %s says so', async (_state, plan, text) => {
  mockPlanPages(server, { plan });
  renderPlanPage('/plan/gh/acme');
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Start trial' })).not.toBeInTheDocument();
});

test('a scheduled cancellation, a failed payment and a change just made are announced', async () => {
  mockPlanPages(server, {
    plan: teamPlan({ monthlyUploadLimit: 2500 }),
    details: {
      ...proDetails,
      delinquent: true,
      subscriptionDetail: { ...proDetails.subscriptionDetail, cancelAtPeriodEnd: true },
    },
  });
  renderPlanPage('/plan/gh/acme?success=true');

  expect(
    await screen.findByText(
      'Your subscription has been successfully cancelled. Your account will return to the Developer plan on June 15th, 2036',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/Your most recent payment failed/)).toBeInTheDocument();
  expect(screen.getByText('Plan successfully updated')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Cancel plan' })).not.toBeInTheDocument();
  expect(
    screen.getByText('No further invoices: the subscription ends with this billing period.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Billing is not configured')).not.toBeInTheDocument();
});

test('an invoiced customer is shown as such', async () => {
  mockPlanPages(server, {
    plan: planFixture(),
    details: { ...proDetails, usesInvoice: true, subscriptionDetail: null, email: 'ap@acme.test' },
  });
  renderPlanPage('/plan/gh/acme');
  expect(
    await screen.findByText(
      'Invoiced customer: invoices are sent to ap@acme.test and paid by bank transfer.',
    ),
  ).toBeInTheDocument();
});

test('a failed query is the error page', async () => {
  mockPlanPages(server, { plan: planFixture() });
  server.use(
    restHandler('get', '/gh/acme/account-details/', { detail: 'Server error' }, { status: 500 }),
    graphqlErrorHandler('GetPlanData', { status: 500 }),
  );
  renderPlanPage('/plan/gh/acme');
  expect(await screen.findByText('Error 500', {}, { timeout: 10000 })).toBeInTheDocument();
});

test.each([
  [9, 'Your organization is using 9 of its 10 seats. Contact sales for more seats.'],
  [
    10,
    'Your organization has used all 10 seats: additional members will not have access. Contact sales for more seats.',
  ],
])('an Enterprise plan with %i of 10 seats taken is warned', async (activated, text) => {
  mockPlanPages(server, {
    plan: enterprisePlan(),
    details: { ...proDetails, activatedUserCount: activated, plan: { ...proDetails.plan, quantity: 10 } },
  });
  renderPlanPage('/plan/gh/acme');
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Manage plan' })).not.toBeInTheDocument();
  expect(screen.getByText(/Enterprise plans are changed with our sales team/)).toBeInTheDocument();
});
