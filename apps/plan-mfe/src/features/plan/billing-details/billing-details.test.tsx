import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { internalUserFixture, planFixture, restHandler, setupApiMocks } from '@canopy/api-client/testing';
import type { AccountDetails } from '@canopy/plan-data-access';
import { accountDetailsFixture } from '@canopy/plan-data-access/testing';
import { goToCheckout } from '../../upgrade/checkout';
import { mockPlanPages, renderPlanPage } from '../plan-test-utils';

jest.mock('../../upgrade/checkout', () => ({ goToCheckout: jest.fn() }));
jest.setTimeout(20000);

const server = setupApiMocks(restHandler('get', '/user', internalUserFixture()));
afterEach(() => {
  notifications.clean();
  jest.mocked(goToCheckout).mockReset();
});

const address = {
  line1: '1 Main St',
  line2: null,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};

function subscribed(
  billing: { name?: string | null; email?: string | null; address?: typeof address | null } = {},
) {
  return {
    billingConfigured: true,
    subscriptionDetail: {
      latestInvoice: null,
      defaultPaymentMethod: {
        card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 },
        billingDetails: { name: null, email: null, address: null, ...billing },
      },
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      customer: { id: 'cus_1', email: 'billing@acme.test' },
      collectionMethod: 'charge_automatically',
      taxIds: [],
      trialEnd: null,
    },
  } satisfies Partial<AccountDetails>;
}

/** Records the JSON bodies of a PATCH and answers `answer` (or the status and detail of a refusal). */
function patches(action: string, answer: AccountDetails | { status: number; detail: string }) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`*/internal/gh/acme/account-details/${action}`, async ({ request }) => {
      bodies.push(await request.json());
      return 'detail' in answer
        ? HttpResponse.json({ detail: answer.detail }, { status: answer.status })
        : HttpResponse.json(answer);
    }),
  );
  return bodies;
}

/** Account details as the server answers them. */
const wire = (details: Partial<AccountDetails>) => accountDetailsFixture(details);

test('"Edit" on the payment method opens the provider\'s page to enter a new card', async () => {
  mockPlanPages(server, { plan: planFixture(), details: subscribed() });
  const bodies = patches(
    'update_payment',
    wire({ ...subscribed(), checkoutUrl: 'http://127.0.0.1:9/c/pay/cs_1' }),
  );
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Payment method' }));
  await userEvent.click(card.getByRole('button', { name: 'Edit payment method' }));
  await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('http://127.0.0.1:9/c/pay/cs_1'));
  expect(bodies).toEqual([{}]);
});

test('without a payment method: "No payment method set" and "Set payment method"; a refusal is a toast', async () => {
  const none = subscribed();
  none.subscriptionDetail.defaultPaymentMethod = null as never;
  mockPlanPages(server, { plan: planFixture(), details: none });
  patches('update_payment', { status: 400, detail: 'Billing is not configured on this install' });
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Payment method' }));
  expect(card.getByText('No payment method set.')).toBeInTheDocument();
  const address = within(screen.getByRole('region', { name: 'Billing address' }));
  expect(address.getByText(/Set a payment method first/)).toBeInTheDocument();
  expect(address.queryByRole('button')).not.toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Set payment method' }));
  expect(await screen.findByText('Billing is not configured on this install')).toBeInTheDocument();
  expect(goToCheckout).not.toHaveBeenCalled();
});

test("back from the provider's page: a notice that the card was saved", async () => {
  mockPlanPages(server, { plan: planFixture(), details: subscribed() });
  const { location } = renderPlanPage('/plan/gh/acme?payment_method=saved');
  expect(
    await screen.findByText('Your payment method was saved: it pays the next invoices.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(location().search).toBe(''));
});

test('the billing e-mail is edited inline: checked, saved, shown', async () => {
  mockPlanPages(server, { plan: planFixture(), details: subscribed() });
  const saved = subscribed();
  saved.subscriptionDetail.customer.email = 'accounts@acme.test';
  const bodies = patches('update_email', wire(saved));
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Email address' }));
  expect(card.getByText('billing@acme.test')).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Edit billing email' }));

  const input = card.getByRole('textbox', { name: 'Billing email' });
  expect(input).toHaveFocus();
  await userEvent.clear(input);
  await userEvent.type(input, 'not-an-email');
  await userEvent.click(card.getByRole('button', { name: 'Save' }));
  expect(await card.findByText('Invalid email')).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await userEvent.clear(input);
  await userEvent.type(input, 'accounts@acme.test{Enter}');
  expect(await card.findByText('accounts@acme.test')).toBeInTheDocument();
  expect(bodies).toEqual([{ new_email: 'accounts@acme.test', apply_to_default_payment_method: true }]);
  expect(await screen.findByText('Billing email updated.')).toBeInTheDocument();
});

test('Escape or Cancel leaves the e-mail as it was; a refusal shows the server detail', async () => {
  mockPlanPages(server, { plan: planFixture(), details: subscribed() });
  patches('update_email', { status: 502, detail: 'The payment provider did not take the change' });
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Email address' }));
  await userEvent.click(card.getByRole('button', { name: 'Edit billing email' }));
  await userEvent.keyboard('{Escape}');
  expect(card.queryByRole('textbox')).not.toBeInTheDocument();

  await userEvent.click(card.getByRole('button', { name: 'Edit billing email' }));
  await userEvent.click(card.getByRole('checkbox', { name: /receipts/ }));
  await userEvent.click(card.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The payment provider did not take the change')).toBeInTheDocument();
  expect(card.getByRole('textbox', { name: 'Billing email' })).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
  expect(card.getByText('billing@acme.test')).toBeInTheDocument();
});

test('"No address has been set" → "Set address": the form checks, saves and shows the address', async () => {
  mockPlanPages(server, { plan: planFixture(), details: subscribed() });
  const bodies = patches('update_billing_address', wire(subscribed({ name: 'Acme Inc', address })));
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Billing address' }));
  expect(card.getByText(/No address has been set/)).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Set address' }));

  await userEvent.click(card.getByRole('button', { name: 'Save' }));
  expect(await card.findByText('Full name is required')).toBeInTheDocument();
  expect(card.getByText('Address line 1 is required')).toBeInTheDocument();
  expect(card.getByText('Enter the two-letter country code, such as US or DE')).toBeInTheDocument();

  await userEvent.type(card.getByRole('textbox', { name: 'Full name' }), 'Acme Inc');
  await userEvent.type(card.getByRole('textbox', { name: 'Address line 1' }), '1 Main St');
  await userEvent.type(card.getByRole('textbox', { name: 'City' }), 'Springfield');
  await userEvent.type(card.getByRole('textbox', { name: 'State or region' }), 'IL');
  await userEvent.type(card.getByRole('textbox', { name: 'Postal code' }), '62701');
  await userEvent.type(card.getByRole('textbox', { name: /Country/ }), 'us');
  await userEvent.click(card.getByRole('button', { name: 'Save' }));

  expect(await card.findByText('Springfield, IL 62701')).toBeInTheDocument();
  expect(card.getByText('Acme Inc')).toBeInTheDocument();
  expect(bodies).toEqual([
    {
      name: 'Acme Inc',
      billing_address: {
        line_1: '1 Main St',
        line_2: null,
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
      },
    },
  ]);
  expect(await screen.findByText('Billing address updated.')).toBeInTheDocument();
});

test('an address is shown, and its form starts from it', async () => {
  mockPlanPages(server, { plan: planFixture(), details: subscribed({ name: 'Acme Inc', address }) });
  renderPlanPage('/plan/gh/acme');
  const card = within(await screen.findByRole('region', { name: 'Billing address' }));
  expect(card.getByText('1 Main St')).toBeInTheDocument();
  await userEvent.click(card.getByRole('button', { name: 'Edit billing address' }));
  expect(card.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
  expect(card.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
  expect(card.queryByRole('textbox')).not.toBeInTheDocument();
});

test('members who are not admins see no billing details', async () => {
  mockPlanPages(server, { isAdmin: false, plan: planFixture(), details: subscribed({ address }) });
  renderPlanPage('/plan/gh/acme');
  expect(await screen.findByRole('region', { name: 'Pro' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Billing address' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit billing email' })).not.toBeInTheDocument();
});
