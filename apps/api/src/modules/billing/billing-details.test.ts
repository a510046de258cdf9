import { startStripeStandIn, type StripeStandIn } from '@canopy/tools/stripe-stand-in';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { AccountDetailsWire } from './account-details';
import { NO_CUSTOMER, NOT_AN_ADMIN, NOT_CONFIGURED } from './billing-details';
import { STRIPE_WEBHOOK_PATH } from './stripe';

type Body = AccountDetailsWire & { detail?: string };

const WEBHOOK_SECRET = 'whsec_billing_details';
const ADDRESS = {
  line_1: '12 Analytical Row',
  line_2: 'Floor 2',
  city: 'London',
  state: null,
  postal_code: 'N1 9GU',
  country: 'gb',
};

describeEachBackend('billing details REST, through Stripe (the stand-in)', (backend) => {
  let server: TestServer;
  let standIn: StripeStandIn;
  let ada: string;
  let grace: string;
  let margaret: string;
  let ownerid: number;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    server = await startTestServer(backend, {
      env: {
        CANOPY_EDITION: 'cloud',
        CANOPY_PUBLIC_URL: 'https://canopy.test',
        STRIPE_SECRET_KEY: 'sk_test_canopy',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        CANOPY_STRIPE_API_URL: standIn.url,
      },
    });
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    standIn.setWebhook(`${address}${STRIPE_WEBHOOK_PATH}`);
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
    ownerid = (
      await server.database.db
        .selectFrom('owners')
        .select('ownerid')
        .where('username', '=', 'canopy')
        .executeTakeFirstOrThrow()
    ).ownerid;
  });
  afterAll(async () => {
    await standIn?.settled();
    await server?.close();
    await standIn?.close();
  });

  const patch = (action: string, body: unknown, cookie: string | null = ada, owner = 'canopy') =>
    server.app.inject({
      method: 'PATCH',
      url: `/internal/gh/${owner}/account-details/${action}`,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });
  const details = async () =>
    (
      await server.app.inject({ url: '/internal/gh/canopy/account-details/', headers: { cookie: ada } })
    ).json<Body>();
  const stored = () =>
    server.database.db
      .selectFrom('billingPaymentMethods')
      .selectAll()
      .where('ownerid', '=', ownerid)
      .executeTakeFirst();

  it('refuses before the organisation has a customer: choose a plan first', async () => {
    const response = await patch('update_email', { new_email: 'billing@canopy.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Body>().detail).toBe(NO_CUSTOMER);
  });

  describe('an organisation paying through Stripe', () => {
    let customerId: string;
    let firstCard: string;

    beforeAll(async () => {
      // The seed's canopy has no subscription: it subscribes on the checkout page.
      await server.database.db
        .updateTable('owners')
        .set({ plan: 'users-developer', planUserCount: 1, planActivatedUsers: [] })
        .where('ownerid', '=', ownerid)
        .execute();
      const change = await server.app.inject({
        method: 'PATCH',
        url: '/internal/gh/canopy/account-details/',
        headers: { 'content-type': 'application/json', cookie: ada },
        payload: JSON.stringify({ plan: { value: 'users-pr-inappm', quantity: 3 } }),
      });
      expect(change.statusCode).toBe(200);
      await standIn.pay(change.json<Body>().checkout_session_id!);
      await standIn.settled();
      const subscription = await details();
      expect(subscription.subscription_detail?.default_payment_method?.card?.last4).toBe('4242');
      customerId = subscription.subscription_detail!.customer.id;
      firstCard = (await stored())!.paymentMethodId;
    });

    it('changes the billing e-mail at Stripe, on the default card when asked, and shows it', async () => {
      standIn.clearCalls();
      const response = await patch('update_email', {
        new_email: 'billing@canopy.test',
        apply_to_default_payment_method: true,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body.email).toBe('billing@canopy.test');
      expect(body.subscription_detail?.customer.email).toBe('billing@canopy.test');
      expect(body.subscription_detail?.default_payment_method?.billing_details.email).toBe(
        'billing@canopy.test',
      );
      expect(standIn.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        `POST /v1/customers/${customerId}`,
        `POST /v1/payment_methods/${firstCard}`,
      ]);
      expect(standIn.object(customerId)).toMatchObject({ email: 'billing@canopy.test' });

      const only = await patch('update_email', { new_email: 'accounts@canopy.test' });
      expect(only.json<Body>().subscription_detail?.customer.email).toBe('accounts@canopy.test');
      expect(only.json<Body>().subscription_detail?.default_payment_method?.billing_details.email).toBe(
        'billing@canopy.test',
      );
    });

    it('refuses an e-mail that is not one, changing nothing', async () => {
      standIn.clearCalls();
      for (const body of [
        { new_email: 'not-an-email' },
        {},
        { new_email: 'a@b.co', apply_to_default_payment_method: 'yes' },
      ]) {
        const response = await patch('update_email', body);
        expect(response.statusCode).toBe(400);
        expect(response.json<Body>().detail).toMatch(/e-mail|new_email|true or false/);
      }
      expect(standIn.calls).toEqual([]);
      expect((await details()).subscription_detail?.customer.email).toBe('accounts@canopy.test');
    });

    it('sets the billing name and address at Stripe and shows them with the payment method', async () => {
      const response = await patch('update_billing_address', {
        name: 'Canopy Ltd',
        billing_address: ADDRESS,
      });
      expect(response.statusCode).toBe(200);
      expect(
        response.json<Body>().subscription_detail?.default_payment_method?.billing_details,
      ).toMatchObject({
        name: 'Canopy Ltd',
        address: {
          line1: '12 Analytical Row',
          line2: 'Floor 2',
          city: 'London',
          state: null,
          postal_code: 'N1 9GU',
          country: 'GB',
        },
      });
      expect(standIn.object(customerId)).toMatchObject({
        name: 'Canopy Ltd',
        address: { line1: '12 Analytical Row', city: 'London', postal_code: 'N1 9GU', country: 'GB' },
      });
      expect(standIn.object(firstCard)).toMatchObject({
        billing_details: { name: 'Canopy Ltd', address: { city: 'London', country: 'GB' } },
      });
    });

    it('refuses an address without line 1, city or postal code, or with a country that is not two letters', async () => {
      standIn.clearCalls();
      const cases: Array<[unknown, RegExp]> = [
        [{ name: 'Canopy', billing_address: { ...ADDRESS, country: 'GBR' } }, /two-letter code/],
        [{ name: 'Canopy', billing_address: { ...ADDRESS, line_1: ' ' } }, /Address line 1 is required/],
        [{ name: 'Canopy', billing_address: { ...ADDRESS, city: null } }, /City is required/],
        [{ name: 'Canopy', billing_address: { ...ADDRESS, postal_code: '' } }, /Postal code is required/],
        [{ billing_address: ADDRESS }, /name is required/],
        [
          { name: 'Canopy', billing_address: { ...ADDRESS, zip: '1' } },
          /Unknown field "billing_address.zip"/,
        ],
      ];
      for (const [body, detail] of cases) {
        const response = await patch('update_billing_address', body);
        expect(response.statusCode).toBe(400);
        expect(response.json<Body>().detail).toMatch(detail);
      }
      expect(standIn.calls).toEqual([]);
      expect((await stored())?.billingName).toBe('Canopy Ltd');
    });

    it("opens Stripe's setup page; the card saved there becomes the default of the customer and the subscription", async () => {
      const response = await patch('update_payment', {});
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body.checkout_url).toBe(`${standIn.url}/c/pay/${body.checkout_session_id}`);
      const session = standIn.object(body.checkout_session_id!)!;
      expect(session).toMatchObject({
        mode: 'setup',
        customer: customerId,
        success_url: 'https://canopy.test/plan/gh/canopy?payment_method=saved',
        cancel_url: 'https://canopy.test/plan/gh/canopy',
      });
      // Nothing changes until the card is saved on the page.
      expect((await stored())?.paymentMethodId).toBe(firstCard);

      const page = await (await fetch(body.checkout_url!)).text();
      expect(page).toContain('Save card');
      const saved = await fetch(body.checkout_url!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          card_number: '5555 5555 5555 4444',
          exp: '11 / 32',
          name: 'Ada',
        }).toString(),
        redirect: 'manual',
      });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe('https://canopy.test/plan/gh/canopy?payment_method=saved');
      await standIn.settled();
      expect(standIn.deliveries.filter((each) => each.status !== 200)).toEqual([]);

      const after = await details();
      expect(after.subscription_detail?.default_payment_method?.card).toEqual({
        brand: 'mastercard',
        last4: '4444',
        exp_month: 11,
        exp_year: 2032,
      });
      const card = (await stored())!.paymentMethodId;
      expect(card).not.toBe(firstCard);
      const subscriptionId = (
        await server.database.db
          .selectFrom('billingSubscriptions')
          .select('subscriptionId')
          .where('ownerid', '=', ownerid)
          .executeTakeFirstOrThrow()
      ).subscriptionId!;
      expect(standIn.object(customerId)).toMatchObject({
        invoice_settings: { default_payment_method: card },
      });
      expect(standIn.object(subscriptionId)).toMatchObject({ default_payment_method: card });
    });

    it("makes a card already attached the default at once; refuses an unknown one and another customer's", async () => {
      const response = await patch('update_payment', { payment_method: firstCard });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>().subscription_detail?.default_payment_method?.card?.last4).toBe('4242');
      expect(standIn.object(customerId)).toMatchObject({
        invoice_settings: { default_payment_method: firstCard },
      });

      const unknown = await patch('update_payment', { payment_method: 'pm_nosuchcard' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<Body>().detail).toMatch(/No payment method pm_nosuchcard/);

      const stranger = await standIn.attachCard(
        (await standIn.pay((await createOtherCheckout()).sessionId)).customer as string,
        {},
        { makeDefault: false },
      );
      const foreign = await patch('update_payment', { payment_method: stranger.id as string });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json<Body>().detail).toMatch(/not attached to this organisation/);
      expect((await stored())?.paymentMethodId).toBe(firstCard);

      const malformed = await patch('update_payment', { payment_method: 42 });
      expect(malformed.statusCode).toBe(400);
    });

    it("after the subscription ended, a card still becomes the customer's default, the subscription untouched", async () => {
      const subscriptions = () =>
        server.database.db.updateTable('billingSubscriptions').where('ownerid', '=', ownerid);
      await subscriptions().set({ status: 'canceled' }).execute();
      try {
        standIn.clearCalls();
        const response = await patch('update_payment', { payment_method: firstCard });
        expect(response.statusCode).toBe(200);
        expect(standIn.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
          `GET /v1/payment_methods/${firstCard}`,
          `POST /v1/customers/${customerId}`,
          `GET /v1/payment_methods/${firstCard}`,
        ]);
      } finally {
        await subscriptions().set({ status: 'active' }).execute();
      }
    });

    /** A checkout of a customer that is no organisation's (its webhook is ignored). */
    async function createOtherCheckout() {
      const stripe = new (await import('stripe')).default('sk_test_other', {
        host: '127.0.0.1',
        port: new URL(standIn.url).port,
        protocol: 'http',
      });
      const customer = await stripe.customers.create({ email: 'other@example.test' });
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: standIn.price('users-teamm').id as string, quantity: 1 }],
        success_url: 'https://example.test/',
      });
      return { sessionId: session.id };
    }

    it('refuses members who are not admins, strangers and guests, changing nothing', async () => {
      standIn.clearCalls();
      for (const action of ['update_email', 'update_billing_address', 'update_payment']) {
        const body =
          action === 'update_email'
            ? { new_email: 'x@y.test' }
            : action === 'update_payment'
              ? {}
              : { name: 'X', billing_address: ADDRESS };
        const member = await patch(action, body, grace);
        expect(member.statusCode).toBe(403);
        expect(member.json<Body>().detail).toBe(NOT_AN_ADMIN);
        expect((await patch(action, body, margaret)).statusCode).toBe(403);
        expect((await patch(action, body, null)).statusCode).toBe(401);
        expect((await patch(action, body, ada, 'no-such-org')).statusCode).toBe(404);
      }
      expect(standIn.calls).toEqual([]);
    });
  });
});

describeEachBackend('billing details REST without a payment provider', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_EDITION: 'cloud' } });
  });
  afterAll(() => server?.close());

  it('answers 400: billing is not configured', async () => {
    const ada = await server.signIn('ada');
    for (const [action, body] of [
      ['update_email', { new_email: 'billing@canopy.test' }],
      ['update_billing_address', { name: 'Canopy', billing_address: ADDRESS }],
      ['update_payment', {}],
    ] as const) {
      const response = await server.app.inject({
        method: 'PATCH',
        url: `/internal/gh/canopy/account-details/${action}`,
        headers: { 'content-type': 'application/json', cookie: ada },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBe(NOT_CONFIGURED);
    }
  });
});
