import Fastify from 'fastify';
import Stripe from 'stripe';
import { describeEachBackend } from '../../../testing/test-database';
import { STRIPE_WEBHOOK_PATH, stripeWebhooks } from './stripe-webhooks';
import {
  startStripeBilling,
  type StripeBillingFixture,
  WEBHOOK_SECRET,
} from './testing/stripe-billing-test-data';

type Json = Record<string, unknown>;

const signer = new Stripe('sk_test_signer');
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

let eventCount = 0;
function eventOf(type: string, object: Json, id = `evt_test_${++eventCount}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

describe('billing: POST /webhooks/stripe without Stripe billing', () => {
  it('is 404 when the install bills nothing and 503 without a webhook secret', async () => {
    const payload = eventOf('invoice.paid', { id: 'in_1', object: 'invoice' });
    for (const [billing, status] of [
      [null, 404],
      [{ stripeSecretKey: 'sk_test_x', stripeWebhookSecret: null, stripeApiUrl: 'http://127.0.0.1:9' }, 503],
    ] as const) {
      const app = Fastify();
      // No query reaches the database before the checks: a closed handle proves it.
      await app.register(stripeWebhooks, { db: null as never, billing });
      const response = await app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toMatch(status === 404 ? /not configured/ : /STRIPE_WEBHOOK_SECRET/);
      await app.close();
    }
  });
});

describeEachBackend('billing: POST /webhooks/stripe', (backend) => {
  let fixture: StripeBillingFixture;
  beforeAll(async () => {
    fixture = await startStripeBilling(backend);
  });
  afterAll(() => fixture?.close());

  const post = (payload: string, headers: Record<string, string> = { 'stripe-signature': sign(payload) }) =>
    fixture.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      payload,
    });

  const events = async () =>
    (await fixture.database.db.selectFrom('stripeEvents').select('id').execute()).map((row) => row.id);
  const billingRows = async (ownerid: number) => {
    const { db } = fixture.database;
    return {
      owner: await fixture.owner(ownerid),
      subscriptions: await db
        .selectFrom('billingSubscriptions')
        .selectAll()
        .where('ownerid', '=', ownerid)
        .execute(),
      invoices: await db.selectFrom('billingInvoices').selectAll().where('ownerid', '=', ownerid).execute(),
      cards: await db
        .selectFrom('billingPaymentMethods')
        .selectAll()
        .where('ownerid', '=', ownerid)
        .execute(),
    };
  };

  /** An organisation that subscribed through the stand-in's checkout: its Stripe subscription and customer. */
  async function subscribed(username: string, plan = 'users-teamm', quantity = 3) {
    const ownerid = await fixture.addOrganisation(username);
    const session = await fixture.provider.createCheckout({
      ownerid,
      username,
      email: `${username}@example.test`,
      customerId: null,
      plan,
      quantity,
      successUrl: 'http://127.0.0.1:8111/done',
      cancelUrl: 'http://127.0.0.1:8111/back',
    });
    const paid = await fixture.standIn.pay(session.sessionId);
    const subscription = fixture.standIn.object(paid.subscription as string)!;
    return { ownerid, subscription, customer: paid.customer as string };
  }

  it('refuses a missing, wrong, stale or misplaced signature with 400 and changes nothing', async () => {
    const { ownerid, subscription } = await subscribed('forged');
    const before = await billingRows(ownerid);
    const applied = await events();
    // Were it believed: 50 seats of the dearest plan, and the organisation back from delinquency.
    const forged = structuredClone(subscription) as Json & { items: { data: Json[] } };
    forged.items.data[0]!.quantity = 50;
    forged.items.data[0]!.price = fixture.standIn.price('users-pr-inappm');
    const payload = eventOf('customer.subscription.updated', forged);
    const other = eventOf('invoice.paid', { id: 'in_other', object: 'invoice' });
    const refusals: Array<[string, Record<string, string>]> = [
      ['missing', {}],
      ['empty', { 'stripe-signature': '' }],
      ['wrong secret', { 'stripe-signature': sign(payload, 'whsec_not_the_secret') }],
      ['another body', { 'stripe-signature': sign(other) }],
      ['stale', { 'stripe-signature': sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600) }],
      ['garbage', { 'stripe-signature': 't=1,v1=00' }],
    ];
    for (const [name, headers] of refusals) {
      const response = await post(payload, headers);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().detail).toMatch(/Stripe-Signature|signed/);
    }
    expect(await events()).toEqual(applied);
    expect(await billingRows(ownerid)).toEqual(before);
  });

  it('applies a signed event once: a redelivery answers 200 and changes nothing', async () => {
    const { ownerid, subscription } = await subscribed('replayed');
    const invoice = fixture.standIn.object(subscription.latest_invoice as string)!;
    const failed = { ...structuredClone(invoice), status: 'open', amount_paid: 0 };
    const payload = eventOf('invoice.payment_failed', failed, 'evt_replayed');

    const first = await post(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    expect(await fixture.owner(ownerid)).toMatchObject({ delinquent: true });

    // The organisation paid since; the old failure delivered again must not make it delinquent again.
    const paid = await post(eventOf('invoice.paid', structuredClone(invoice)));
    expect(paid.statusCode).toBe(200);
    expect(await fixture.owner(ownerid)).toMatchObject({ delinquent: false });
    const again = await post(payload, { 'stripe-signature': sign(payload) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await fixture.owner(ownerid)).toMatchObject({ delinquent: false });
    expect((await events()).filter((id) => id === 'evt_replayed')).toHaveLength(1);
  });

  it('customer.subscription.updated: plan, seats, status, period and cancellation, as Stripe has them; the plan applied while active', async () => {
    const { ownerid, subscription } = await subscribed('updated');
    // The subscription as Stripe has it now: the event's own copy may be older, so it is read again.
    const changed = fixture.standIn.object(subscription.id as string) as Json & { items: { data: Json[] } };
    const item = changed.items.data[0]!;
    Object.assign(item, {
      price: fixture.standIn.price('users-teamy'),
      quantity: 7,
      current_period_start: 1_800_000_000,
      current_period_end: 1_831_536_000,
    });
    changed.cancel_at_period_end = true;
    expect((await post(eventOf('customer.subscription.updated', changed))).statusCode).toBe(200);
    const rows = await billingRows(ownerid);
    expect(rows.owner).toMatchObject({ plan: 'users-teamy', planUserCount: 7 });
    expect(rows.subscriptions[0]).toMatchObject({
      plan: 'users-teamy',
      quantity: 7,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: new Date(1_800_000_000_000),
      currentPeriodEnd: new Date(1_831_536_000_000),
    });

    // Past due: stored, but the seats do not follow a subscription nobody pays for.
    Object.assign(item, { quantity: 20 });
    changed.status = 'past_due';
    expect((await post(eventOf('customer.subscription.updated', changed))).statusCode).toBe(200);
    const after = await billingRows(ownerid);
    expect(after.subscriptions[0]).toMatchObject({ status: 'past_due', quantity: 20 });
    expect(after.owner).toMatchObject({ plan: 'users-teamy', planUserCount: 7 });

    // An older copy in a late event rolls nothing back: what Stripe has now is applied.
    const stale = { ...structuredClone(subscription), status: 'active' };
    expect((await post(eventOf('customer.subscription.updated', stale))).statusCode).toBe(200);
    const reread = await billingRows(ownerid);
    expect(reread.subscriptions[0]).toMatchObject({ status: 'past_due', quantity: 20 });

    // A price that is no plan of Canopy's is ignored.
    Object.assign(item, { price: { ...fixture.standIn.price('users-teamy'), lookup_key: 'something-else' } });
    const ignored = await post(eventOf('customer.subscription.updated', changed));
    expect(ignored.json()).toEqual({ received: true, ignored: true });
    expect((await billingRows(ownerid)).subscriptions).toEqual(reread.subscriptions);
  });

  it('customer.subscription.deleted: back to the free plan with one seat, the subscription marked canceled', async () => {
    const { ownerid, subscription } = await subscribed('deleted', 'users-pr-inappm', 4);
    const ended = {
      ...structuredClone(subscription),
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    };
    expect((await post(eventOf('customer.subscription.deleted', ended))).statusCode).toBe(200);
    const rows = await billingRows(ownerid);
    expect(rows.owner).toMatchObject({ plan: 'users-developer', planUserCount: 1 });
    expect(rows.subscriptions[0]).toMatchObject({ status: 'canceled', plan: 'users-pr-inappm' });
    // Another organisation's or an unknown subscription ending changes nobody.
    const stranger = await post(eventOf('customer.subscription.deleted', { ...ended, id: 'sub_unknown' }));
    expect(stranger.json()).toEqual({ received: true, ignored: true });
  });

  it('a late update of a subscription that ended does not put the paid plan back', async () => {
    const { ownerid, subscription } = await subscribed('ended-late', 'users-pr-inappm', 4);
    const active = structuredClone(subscription);
    await fixture.standIn.endSubscription(subscription.id as string);
    expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-developer', planUserCount: 1 });
    const late = await post(eventOf('customer.subscription.updated', active));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, ignored: true });
    expect(await fixture.owner(ownerid)).toMatchObject({ plan: 'users-developer', planUserCount: 1 });
    expect((await billingRows(ownerid)).subscriptions[0]).toMatchObject({ status: 'canceled' });
  });

  it('invoice.created, finalized, paid and payment_failed store the invoice; a failure makes the organisation delinquent', async () => {
    const { ownerid, subscription } = await subscribed('invoices');
    const invoice = fixture.standIn.object(subscription.latest_invoice as string)!;
    const draft = {
      ...structuredClone(invoice),
      id: 'in_next',
      number: null,
      status: 'draft',
      amount_paid: 0,
    };
    expect((await post(eventOf('invoice.created', draft))).statusCode).toBe(200);
    const stored = async () =>
      fixture.database.db
        .selectFrom('billingInvoices')
        .select(['status', 'number', 'amountPaid', 'paymentMethod'])
        .where('id', '=', 'in_next')
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ status: 'draft', number: null, amountPaid: 0, paymentMethod: null });
    await post(eventOf('invoice.finalized', { ...draft, status: 'open', number: 'CANOPY-9001' }));
    expect(await stored()).toMatchObject({ status: 'open', number: 'CANOPY-9001' });
    await post(eventOf('invoice.payment_failed', { ...draft, status: 'open', number: 'CANOPY-9001' }));
    expect(await fixture.owner(ownerid)).toMatchObject({ delinquent: true });
    await post(
      eventOf('invoice.paid', { ...draft, status: 'paid', number: 'CANOPY-9001', amount_paid: 1500 }),
    );
    expect(await stored()).toMatchObject({
      status: 'paid',
      amountPaid: 1500,
      paymentMethod: expect.objectContaining({ card: expect.objectContaining({ last4: '4242' }) }),
    });
    expect(await fixture.owner(ownerid)).toMatchObject({ delinquent: false });

    // The stand-in's own failed renewal goes the same way.
    await fixture.standIn.failPayment(subscription.id as string);
    expect(fixture.standIn.deliveries.at(-2)).toMatchObject({ type: 'invoice.payment_failed', status: 200 });
    expect(await fixture.owner(ownerid)).toMatchObject({ delinquent: true });
    const rows = await billingRows(ownerid);
    expect(rows.subscriptions[0]).toMatchObject({ status: 'past_due' });
  });

  it('payment_method.attached and customer.updated store the new default card', async () => {
    const { ownerid, customer } = await subscribed('new-card');
    await fixture.standIn.attachCard(customer, { card_number: '5555 5555 5555 4444', exp: '10 / 31' });
    expect(fixture.standIn.deliveries.slice(-2).map(({ type, status }) => ({ type, status }))).toEqual([
      { type: 'payment_method.attached', status: 200 },
      { type: 'customer.updated', status: 200 },
    ]);
    const [card] = (await billingRows(ownerid)).cards;
    expect(card).toMatchObject({
      kind: 'card',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 10,
      expYear: 2031,
    });

    // A card attached but not made the default leaves the stored one.
    await fixture.standIn.attachCard(
      customer,
      { card_number: '4000 0566 5566 5556' },
      { makeDefault: false },
    );
    expect((await billingRows(ownerid)).cards[0]).toMatchObject({ last4: '4444' });
  });

  it('ignores events it does not follow and checkouts of no known organisation, with 200', async () => {
    const unknown = await post(eventOf('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, ignored: true });
    const nobody = await post(
      eventOf('checkout.session.completed', {
        id: 'cs_nobody',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: '987654321',
        metadata: {},
        customer: 'cus_nobody',
        subscription: 'sub_nobody',
      }),
    );
    expect(nobody.json()).toEqual({ received: true, ignored: true });
  });

  it('answers 500 and forgets an event it could not apply, so that Stripe delivers it again', async () => {
    const ownerid = await fixture.addOrganisation('unreadable');
    const payload = eventOf(
      'checkout.session.completed',
      {
        id: 'cs_unreadable',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: String(ownerid),
        metadata: { ownerid: String(ownerid) },
        customer: 'cus_unreadable',
        subscription: 'sub_stripe_does_not_know',
      },
      'evt_unreadable',
    );
    const response = await post(payload);
    expect(response.statusCode).toBe(500);
    expect(await events()).not.toContain('evt_unreadable');
    expect((await billingRows(ownerid)).subscriptions).toEqual([]);
  });
});
