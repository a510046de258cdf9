import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  freePlan,
  internalUserFixture,
  planFixture,
  restHandler,
  setupApiMocks,
  teamPlan,
} from '@canopy/api-client/testing';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { mockPlanPages, renderPlanPage } from '../plan/plan-test-utils';
import { goToCheckout } from './checkout';

jest.mock('./checkout', () => ({ goToCheckout: jest.fn() }));
jest.setTimeout(20000);
afterEach(() => {
  notifications.clean();
  jest.mocked(goToCheckout).mockReset();
});

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));

const seatField = () => screen.getByRole('textbox', { name: /Enter seat count/ });

async function setSeats(value: string) {
  await userEvent.clear(seatField());
  if (value) await userEvent.type(seatField(), value);
}

test('the query preselects Team; the price follows the billing cycle and the seats', async () => {
  mockPlanPages(server, { plan: freePlan(), details: { activatedUserCount: 3, inactiveUserCount: 4 } });
  renderPlanPage('/plan/gh/acme/upgrade?plan=team');

  expect(await screen.findByRole('radio', { name: 'Team (up to 10 seats)' })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Annual/ })).toBeChecked();
  expect(
    screen.getByText('Your organization has 3 activated members and 7 members in all.'),
  ).toBeInTheDocument();
  expect(seatField()).toHaveValue('3');
  expect(screen.getByRole('heading', { name: '$144/year' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: /^Monthly: \$5 per seat\/month/ }));
  await setSeats('4');
  expect(await screen.findByRole('heading', { name: '$20/month' })).toBeInTheDocument();
  expect(screen.getByText('You could save $48 a year with annual billing.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Billing is not configured on this install: plan changes apply at once and nothing is charged.',
    ),
  ).toBeInTheDocument();
});

test('seat counts are checked in plain words', async () => {
  mockPlanPages(server, { plan: freePlan(), details: { activatedUserCount: 3 } });
  renderPlanPage('/plan/gh/acme/upgrade?plan=pro');
  await screen.findByRole('radio', { name: 'Pro' });

  await setSeats('1');
  expect(await screen.findByText('The Pro plan needs at least 2 seats.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

  await setSeats('2');
  expect(
    await screen.findByText(/Your organization has 3 activated members: choose at least 3 seats/),
  ).toBeInTheDocument();

  await setSeats('');
  expect(await screen.findByText('Enter a whole number of seats.')).toBeInTheDocument();
});

test('a change of plan that leaves too few seats says so', async () => {
  mockPlanPages(server, { plan: freePlan(), details: { activatedUserCount: 1 } });
  renderPlanPage('/plan/gh/acme/upgrade?plan=team');
  expect(await screen.findByRole('textbox', { name: /Enter seat count/ })).toHaveValue('1');
  await userEvent.click(screen.getByRole('radio', { name: 'Pro' }));
  expect(await screen.findByText('The Pro plan needs at least 2 seats.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
});

test('too many seats for Team offers the way to Pro', async () => {
  mockPlanPages(server, { plan: freePlan(), details: { activatedUserCount: 1 } });
  renderPlanPage('/plan/gh/acme/upgrade?plan=team');
  await screen.findByRole('radio', { name: 'Team (up to 10 seats)' });

  await setSeats('12');
  const alert = await screen.findByRole('alert', { name: 'Too many seats for the Team plan' });
  expect(alert).toHaveTextContent('The Team plan has at most 10 seats');
  await userEvent.click(within(alert).getByRole('button', { name: 'Upgrade to Pro' }));
  expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked();
  expect(screen.queryByRole('alert', { name: 'Too many seats for the Team plan' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '$1,440/year' })).toBeInTheDocument();
});

test('the review lists the changes, needs the acceptance, and the change lands on the plan page', async () => {
  const patches: unknown[] = [];
  mockPlanPages(server, { plan: freePlan(), details: { activatedUserCount: 2 } });
  server.use(
    // Camel-cased as the client reads it: the client's case conversion leaves it as it is.
    http.patch('*/internal/gh/acme/account-details/', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(
        accountDetailsFixture({
          plan: { ...accountDetailsFixture().plan, value: 'users-pr-inappy', quantity: 5 },
        }),
      );
    }),
  );
  const { location } = renderPlanPage('/plan/gh/acme/upgrade');
  await screen.findByRole('radio', { name: 'Pro' });
  await setSeats('5');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));

  const dialog = await screen.findByRole('dialog', { name: 'Review plan changes' });
  const rows = within(dialog)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual(['ChangeNowNew', 'PlanDeveloperPro', 'Seats15', 'Billing cycleNoneAnnual']);
  expect(within(dialog).getByText(/\$600 per year; next billing date/)).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: 'Confirm plan change' });
  expect(confirm).toBeDisabled();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(patches).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  const again = await screen.findByRole('dialog', { name: 'Review plan changes' });
  await userEvent.click(within(again).getByRole('checkbox', { name: "I accept the changes to acme's plan" }));
  await userEvent.click(within(again).getByRole('button', { name: 'Confirm plan change' }));

  await waitFor(() => expect(location().pathname).toBe('/plan/gh/acme'));
  expect(location().search).toBe('?success=true');
  expect(patches).toEqual([{ plan: { value: 'users-pr-inappy', quantity: 5 } }]);
  expect(await screen.findByText('Plan successfully updated')).toBeInTheDocument();
});

test('a new subscription goes to the checkout page', async () => {
  mockPlanPages(server, { plan: freePlan(), details: { billingConfigured: true } });
  server.use(
    restHandler(
      'patch',
      '/gh/acme/account-details/',
      accountDetailsFixture({ checkoutUrl: 'http://127.0.0.1:9/pay/cs_1' }),
    ),
  );
  renderPlanPage('/plan/gh/acme/upgrade?plan=pro');
  await userEvent.click(await screen.findByRole('button', { name: 'Proceed to checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review plan changes' });
  await userEvent.click(within(dialog).getByRole('checkbox'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm plan change' }));
  await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:9/pay/cs_1'));
});

test('a refusal is shown with the server detail and nothing moves', async () => {
  mockPlanPages(server, { plan: freePlan() });
  server.use(
    restHandler(
      'patch',
      '/gh/acme/account-details/',
      { detail: 'The Team plan allows at most 10 seats' },
      { status: 400 },
    ),
  );
  const { location } = renderPlanPage('/plan/gh/acme/upgrade?plan=pro');
  await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog', { name: 'Review plan changes' });
  await userEvent.click(within(dialog).getByRole('checkbox'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm plan change' }));
  expect(await screen.findByText('The Team plan allows at most 10 seats')).toBeInTheDocument();
  expect(location().pathname).toBe('/plan/gh/acme/upgrade');
});

test('the current paid plan is preselected and an unchanged plan cannot be sent', async () => {
  mockPlanPages(server, {
    plan: teamPlan({ billingRate: 'monthly', value: 'users-teamm' }),
    details: {
      activatedUserCount: 2,
      plan: { ...accountDetailsFixture().plan, marketingName: 'Team', value: 'users-teamm', quantity: 6 },
    },
  });
  renderPlanPage('/plan/gh/acme/upgrade');
  expect(await screen.findByRole('radio', { name: 'Team (up to 10 seats)' })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Monthly/ })).toBeChecked();
  expect(seatField()).toHaveValue('6');
  expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Cancel plan' })).toHaveAttribute('href', '/plan/gh/acme/cancel');
  await setSeats('7');
  expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
});

test('back from an abandoned checkout, the page says nothing changed', async () => {
  mockPlanPages(server, { plan: freePlan() });
  renderPlanPage('/plan/gh/acme/upgrade?cancel');
  expect(
    await screen.findByText('Checkout was cancelled: nothing was charged and your plan has not changed.'),
  ).toBeInTheDocument();
});

test('a scheduled cancellation leaves no way to cancel again', async () => {
  mockPlanPages(server, {
    plan: teamPlan({ billingRate: 'monthly', value: 'users-teamm' }),
    details: {
      activatedUserCount: 2,
      billingConfigured: true,
      plan: { ...accountDetailsFixture().plan, marketingName: 'Team', value: 'users-teamm', quantity: 6 },
      subscriptionDetail: { cancelAtPeriodEnd: true, currentPeriodEnd: 2_100_000_000, taxIds: [] },
    },
  });
  renderPlanPage('/plan/gh/acme/upgrade');
  expect(await screen.findByRole('radio', { name: 'Team (up to 10 seats)' })).toBeChecked();
  expect(screen.queryByRole('link', { name: 'Cancel plan' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Checkout was cancelled/)).not.toBeInTheDocument();
});

test('members see the plan and are asked to turn to an admin', async () => {
  mockPlanPages(server, { isAdmin: false, plan: planFixture() });
  renderPlanPage('/plan/gh/acme/upgrade');
  expect(await screen.findByText(/Only admins of this organization can change its plan/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Manage plan', level: 1 })).toBeInTheDocument();
});

test('the whole change works from the keyboard', async () => {
  mockPlanPages(server, { plan: freePlan() });
  server.use(restHandler('patch', '/gh/acme/account-details/', accountDetailsFixture()));
  const { location } = renderPlanPage('/plan/gh/acme/upgrade?plan=pro');
  const update = await screen.findByRole('button', { name: 'Update' });
  update.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Review plan changes' });
  const accept = within(dialog).getByRole('checkbox', { name: "I accept the changes to acme's plan" });
  await waitFor(() => expect(accept).toHaveFocus());
  await userEvent.keyboard(' ');
  expect(accept).toBeChecked();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
  await userEvent.tab();
  expect(within(dialog).getByRole('button', { name: 'Confirm plan change' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(location().search).toBe('?success=true'));
});
