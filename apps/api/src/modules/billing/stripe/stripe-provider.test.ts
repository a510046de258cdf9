import { describeEachBackend } from '../../../testing/test-database';
import { stripeClient } from './stripe-client';
import { PaymentProviderError } from './stripe-provider';
import { startStripeBilling, type StripeBillingFixture } from './testing/stripe-billing-test-data';

const SUCCESS_URL = 'http://127.0.0.1:8111/plan/gh/acme?success=true';
const CANCEL_URL = 'http://127.0.0.1:8111/plan/gh/acme/upgrade';

describeEachBackend('billing: the Stripe adapter against the Stripe stand-in', (backend) => {
  let fixture: StripeBillingFixture;
  beforeAll(async () => {
    fixture = await startStripeBilling(backend);
  });
  afterAll(() => fixture?.close());
  beforeEach(() => fixture.standIn.clearCalls());

  const checkout = (ownerid: number, plan: string, quantity: number, customerId: string | null = null) =>
    fixture.provider.createCheckout({
      ownerid,
      username: `org-${ownerid}`,
      email: 'billing@acme.test',
      customerId,
      plan,
      quantity,
      successUrl: SUCCESS_URL,
      cancelUrl: CANCEL_URL,
    });

  /** Pays on the stand-in's checkout page as a person would: reads the page, posts its form, follows nothing. */
  async function payOnPage(url: string): Promise<{ page: string; location: string | null }> {
    const page = await (await fetch(url)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    expect(action).toBeDefined();
    const fields = [...page.matchAll(/<input[^>]* name="([^"]+)"[^>]* value="([^"]*)"/g)].map(
      ([, name, value]) => [name!, value!],
    );
    const response = await fetch(new URL(action!, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return { page, location: response.headers.get('location') };
  }

  it('opens a Checkout Session with the plan price, the seats, a new customer and the organisation', async () => {
    const ownerid = await fixture.addOrganisation('checkout-calls');
    const session = await checkout(ownerid, 'users-pr-inappy', 5);
    const price = fixture.standIn.price('users-pr-inappy');
    expect(session.url).toBe(`${fixture.standIn.url}/c/pay/${session.sessionId}`);

    const calls = fixture.standIn.calls.map(({ method, path, query, body, authorization }) => ({
      method,
      path,
      query,
      body,
      authorization,
    }));
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/v1/prices',
        query: {
          lookup_keys: ['users-pr-inappm', 'users-pr-inappy', 'users-teamm', 'users-teamy'],
          active: 'true',
          limit: '100',
        },
        body: {},
        authorization: 'Bearer sk_test_canopy',
      },
      {
        method: 'POST',
        path: '/v1/customers',
        query: {},
        body: {
          email: 'billing@acme.test',
          name: `org-${ownerid}`,
          metadata: { ownerid: String(ownerid), username: `org-${ownerid}` },
        },
        authorization: 'Bearer sk_test_canopy',
      },
      {
        // Checkouts of the customer still open, expired before a new one: only one can be paid.
        method: 'GET',
        path: '/v1/checkout/sessions',
        query: { customer: expect.stringMatching(/^cus_/), status: 'open', limit: '100' },
        body: {},
        authorization: 'Bearer sk_test_canopy',
      },
      {
        method: 'POST',
        path: '/v1/checkout/sessions',
        query: {},
        body: {
          mode: 'subscription',
          customer: expect.stringMatching(/^cus_/),
          line_items: [{ price: price.id, quantity: '5' }],
          client_reference_id: String(ownerid),
          metadata: { ownerid: String(ownerid), plan: 'users-pr-inappy' },
          subscription_data: { metadata: { ownerid: String(ownerid), plan: 'users-pr-inappy' } },
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        },
        authorization: 'Bearer sk_test_canopy',
      },
    ]);
    // The customer created is the one the session is for, and it knows the organisation.
    const customer = fixture.standIn.object(calls[3]!.body.customer as string);
    expect(customer).toMatchObject({ email: 'billing@acme.test', metadata: { ownerid: String(ownerid) } });
    // Stripe's own API version and an idempotency key on each POST, as the package sends them.
    for (const call of fixture.standIn.calls.filter((each) => each.method === 'POST'))
      expect(call.idempotencyKey).toBeTruthy();
  });

  it('reuses the prices it looked up and the customer it is given; the checkout before can no longer be paid', async () => {
    const ownerid = await fixture.addOrganisation('checkout-reuse');
    const first = await checkout(ownerid, 'users-teamm', 3);
    const customer = fixture.standIn.object(first.sessionId)!.customer as string;
    fixture.standIn.clearCalls();
    const second = await checkout(ownerid, 'users-teamy', 4, customer);
    expect(fixture.standIn.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/checkout/sessions',
      `POST /v1/checkout/sessions/${first.sessionId}/expire`,
      'POST /v1/checkout/sessions',
    ]);
    expect(fixture.standIn.object(first.sessionId)).toMatchObject({ status: 'expired' });
    await expect(fixture.standIn.pay(first.sessionId)).rejects.toThrow(/expired/);
    expect(fixture.standIn.object(second.sessionId)).toMatchObject({
      customer,
      amount_total: 4 * 4800,
      status: 'open',
    });
  });

  it("keeps the customer it made: an abandoned checkout's customer is the next checkout's", async () => {
    const ownerid = await fixture.addOrganisation('checkout-abandoned');
    const first = await checkout(ownerid, 'users-pr-inappm', 3);
    const second = await checkout(ownerid, 'users-pr-inappm', 4);
    expect(fixture.standIn.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
    const customer = fixture.standIn.object(first.sessionId)!.customer as string;
    expect(fixture.standIn.object(second.sessionId)).toMatchObject({ customer, status: 'open' });
    const row = await fixture.database.db
      .selectFrom('billingSubscriptions')
      .select(['customerId', 'subscriptionId'])
      .where('ownerid', '=', ownerid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customerId: customer, subscriptionId: null });
  });

  it('refuses a plan that is not paid and a seat count below one, asking Stripe nothing', async () => {
    const ownerid = await fixture.addOrganisation('checkout-refused');
    await expect(checkout(ownerid, 'users-developer', 1)).rejects.toThrow(PaymentProviderError);
    await expect(checkout(ownerid, 'users-teamy', 0)).rejects.toThrow(/at least 1/);
    await expect(
      fixture.provider.updateSubscription(ownerid, { plan: 'users-teamy', quantity: 2 }),
    ).rejects.toThrow(/no Stripe subscription/);
    await expect(fixture.provider.cancelAtPeriodEnd(ownerid)).rejects.toThrow(/no Stripe subscription/);
    expect(fixture.standIn.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  describe('the whole loop: checkout, pay, webhook, change, cancel, end', () => {
    let ownerid: number;
    let subscriptionId: string;

    it('pays on the checkout page: the webhook puts the organisation on the plan with its invoice and card', async () => {
      ownerid = await fixture.addOrganisation('acme');
      const sentBefore = fixture.standIn.deliveries.length;
      const session = await checkout(ownerid, 'users-pr-inappy', 5);
      const { page, location } = await payOnPage(session.url);
      expect(page).toContain('users-pr-inappy');
      expect(page).toContain('$120.00 / year');
      expect(page).toContain('× 5 seats');
      expect(page).toContain('>Pay</button>');
      expect(location).toBe(SUCCESS_URL);

      // The webhooks were answered before the page sent the admin back.
      const sent = fixture.standIn.deliveries.slice(sentBefore);
      expect(sent.map(({ type, status, error }) => ({ type, status, error }))).toEqual([
        { type: 'customer.subscription.created', status: 200, error: null },
        { type: 'checkout.session.completed', status: 200, error: null },
        { type: 'invoice.paid', status: 200, error: null },
      ]);
      expect(await fixture.owner(ownerid)).toEqual({
        plan: 'users-pr-inappy',
        planUserCount: 5,
        trialStatus: 'expired',
        delinquent: false,
      });
      const { db } = fixture.database;
      const subscription = await db
        .selectFrom('billingSubscriptions')
        .selectAll()
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      subscriptionId = subscription.subscriptionId!;
      expect(subscription).toMatchObject({
        provider: 'stripe',
        customerId: expect.stringMatching(/^cus_/),
        subscriptionId: expect.stringMatching(/^sub_/),
        plan: 'users-pr-inappy',
        quantity: 5,
        status: 'active',
        cancelAtPeriodEnd: false,
        collectionMethod: 'charge_automatically',
        billingEmail: 'billing@acme.test',
      });
      const year = subscription.currentPeriodEnd!.getTime() - subscription.currentPeriodStart!.getTime();
      expect(year / 86_400_000).toBeGreaterThanOrEqual(365);

      const card = await db
        .selectFrom('billingPaymentMethods')
        .selectAll()
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      expect(card).toMatchObject({
        kind: 'card',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        billingName: 'Ada Lovelace',
        billingEmail: 'billing@acme.test',
        billingAddress: expect.objectContaining({ postalCode: '94107', country: 'US' }),
      });

      const invoices = await db
        .selectFrom('billingInvoices')
        .selectAll()
        .where('ownerid', '=', ownerid)
        .execute();
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        number: 'CANOPY-0001',
        status: 'paid',
        currency: 'usd',
        amountDue: 60000,
        amountPaid: 60000,
        total: 60000,
        customerEmail: 'billing@acme.test',
        hostedInvoiceUrl: expect.stringContaining(fixture.standIn.url),
        lineItems: [
          expect.objectContaining({
            amount: 60000,
            currency: 'usd',
            quantity: 5,
            description: expect.any(String),
          }),
        ],
        paymentMethod: {
          card: { brand: 'visa', expMonth: 12, expYear: 2030, last4: '4242' },
          usBankAccount: null,
          billingDetails: expect.objectContaining({ name: 'Ada Lovelace' }),
        },
      });

      // What the webhook asked Stripe: the subscription with its latest invoice and default payment method.
      const read = fixture.standIn.calls.find((call) => call.path === `/v1/subscriptions/${subscriptionId}`);
      expect(read).toMatchObject({
        method: 'GET',
        query: { expand: ['latest_invoice', 'default_payment_method'] },
      });
    });

    it('changes the plan and seats at once; a new interval starts a new billing cycle, charged less the unused time', async () => {
      fixture.standIn.clearCalls();
      await fixture.provider.updateSubscription(ownerid, { plan: 'users-teamm', quantity: 8 });
      const update = fixture.standIn.calls.find((call) => call.method === 'POST');
      const item = (fixture.standIn.object(subscriptionId)!.items as { data: Array<{ id: string }> })
        .data[0]!;
      expect(update).toMatchObject({
        path: `/v1/subscriptions/${subscriptionId}`,
        body: {
          items: [{ id: item.id, price: fixture.standIn.price('users-teamm').id, quantity: '8' }],
          cancel_at_period_end: 'false',
          proration_behavior: 'create_prorations',
          expand: ['latest_invoice', 'default_payment_method'],
        },
      });
      // Applied before the webhooks come.
      expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-teamm', planUserCount: 8 });
      const { db } = fixture.database;
      expect(
        await db
          .selectFrom('billingSubscriptions')
          .select(['plan', 'quantity'])
          .where('ownerid', '=', ownerid)
          .execute(),
      ).toEqual([{ plan: 'users-teamm', quantity: 8 }]);
      const latest = await db
        .selectFrom('billingInvoices')
        .select(['number', 'lineItems', 'status'])
        .where('ownerid', '=', ownerid)
        .orderBy('number', 'desc')
        .executeTakeFirstOrThrow();
      expect(latest.status).toBe('paid');
      // Annual to monthly, as Stripe does it: the unused year is credited, a whole new month is charged from now.
      const [unused, month] = latest.lineItems as Array<{
        amount: number;
        periodStart: number;
        periodEnd: number;
      }>;
      expect(latest.lineItems).toEqual([
        expect.objectContaining({ description: expect.stringMatching(/^Unused time on 5 ×/), quantity: 5 }),
        expect.objectContaining({ description: expect.stringMatching(/^8 × Team, monthly/), quantity: 8 }),
      ]);
      expect(unused!.amount).toBeLessThan(-59_000);
      expect(month!.amount).toBe(8 * 500);
      const days = (month!.periodEnd - month!.periodStart) / 86_400;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      const stored = await db
        .selectFrom('billingSubscriptions')
        .select(['currentPeriodStart', 'currentPeriodEnd'])
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      expect(stored.currentPeriodEnd!.getTime() / 1000).toBe(month!.periodEnd);
      await fixture.standIn.settled();
      const sent = fixture.standIn.deliveries.slice(-2).map(({ type, status }) => ({ type, status }));
      expect(sent).toEqual([
        { type: 'customer.subscription.updated', status: 200 },
        { type: 'invoice.paid', status: 200 },
      ]);
      expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-teamm', planUserCount: 8 });
    });

    it('cancels at the end of the period: stored, the plan stays', async () => {
      await fixture.standIn.settled();
      fixture.standIn.clearCalls();
      await fixture.provider.cancelAtPeriodEnd(ownerid);
      expect(fixture.standIn.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        {
          method: 'POST',
          path: `/v1/subscriptions/${subscriptionId}`,
          body: { cancel_at_period_end: 'true' },
        },
      ]);
      const { db } = fixture.database;
      const row = await db
        .selectFrom('billingSubscriptions')
        .select(['cancelAtPeriodEnd', 'status'])
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ cancelAtPeriodEnd: true, status: 'active' });
      await fixture.standIn.settled();
      expect(fixture.standIn.deliveries.at(-1)).toMatchObject({
        type: 'customer.subscription.updated',
        status: 200,
      });
      expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-teamm', planUserCount: 8 });
    });

    it('choosing a plan after a cancellation was scheduled keeps the subscription; the same interval keeps the period', async () => {
      const { db } = fixture.database;
      const before = await db
        .selectFrom('billingSubscriptions')
        .select('currentPeriodEnd')
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      await fixture.provider.updateSubscription(ownerid, { plan: 'users-teamm', quantity: 9 });
      expect(fixture.standIn.object(subscriptionId)).toMatchObject({
        cancel_at_period_end: false,
        cancel_at: null,
      });
      const row = await db
        .selectFrom('billingSubscriptions')
        .select(['cancelAtPeriodEnd', 'quantity', 'currentPeriodEnd'])
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        cancelAtPeriodEnd: false,
        quantity: 9,
        currentPeriodEnd: before.currentPeriodEnd,
      });
      const latest = await db
        .selectFrom('billingInvoices')
        .select('lineItems')
        .where('ownerid', '=', ownerid)
        .orderBy('number', 'desc')
        .executeTakeFirstOrThrow();
      expect(latest.lineItems).toEqual([
        expect.objectContaining({ description: expect.stringMatching(/^Unused time on 8 ×/) }),
        expect.objectContaining({ description: expect.stringMatching(/^Remaining time on 9 ×/) }),
      ]);
      await fixture.standIn.settled();
      expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-teamm', planUserCount: 9 });
    });

    it('refuses a second checkout while the subscription lives; a second one paid anyway is cancelled at Stripe', async () => {
      await expect(checkout(ownerid, 'users-pr-inappm', 3)).rejects.toThrow(/subscription already/);
      // A checkout opened elsewhere (Stripe's dashboard, an old link) and paid: Canopy keeps the subscription it has.
      const stripe = stripeClient(fixture.billing);
      const customer = (await stripe.customers.create({ name: 'acme' })).id;
      const metadata = { ownerid: String(ownerid), plan: 'users-pr-inappm' };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [{ price: fixture.standIn.price('users-pr-inappm').id as string, quantity: 3 }],
        client_reference_id: String(ownerid),
        metadata,
        subscription_data: { metadata },
        success_url: SUCCESS_URL,
      });
      const paid = await fixture.standIn.pay(session.id);
      await fixture.standIn.settled();
      expect(fixture.standIn.object(paid.subscription as string)).toMatchObject({ status: 'canceled' });
      const row = await fixture.database.db
        .selectFrom('billingSubscriptions')
        .select(['subscriptionId', 'status'])
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ subscriptionId, status: 'active' });
      expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-teamm', planUserCount: 9 });
    });

    it('returns to the free plan with one seat when Stripe ends the subscription', async () => {
      await fixture.standIn.endSubscription(subscriptionId);
      expect(fixture.standIn.deliveries.at(-1)).toMatchObject({
        type: 'customer.subscription.deleted',
        status: 200,
      });
      expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-developer', planUserCount: 1 });
      const row = await fixture.database.db
        .selectFrom('billingSubscriptions')
        .select(['status', 'cancelAtPeriodEnd'])
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'canceled', cancelAtPeriodEnd: false });
      await expect(
        fixture.provider.updateSubscription(ownerid, { plan: 'users-teamm', quantity: 2 }),
      ).rejects.toThrow(PaymentProviderError);
    });
  });
});
