import { describeEachBackend } from '../testing/test-database';
import { STRIPE_WEBHOOK_PATH } from '../modules/billing/stripe';
import {
  startStripeBilling,
  type StripeBillingFixture,
  WEBHOOK_SECRET,
} from '../modules/billing/stripe/testing/stripe-billing-test-data';
import { stripeSignature } from '@canopy/tools/stripe-stand-in';

/**
 * Stripe's events change an organisation's plan, seats and standing: only Stripe, signing with the install's
 * STRIPE_WEBHOOK_SECRET, may send them. The route as the server registers it (the billing module's plugin).
 */
describeEachBackend('security: Stripe webhook deliveries that change plans and seats', (backend) => {
  let fixture: StripeBillingFixture;
  let ownerid: number;
  beforeAll(async () => {
    fixture = await startStripeBilling(backend);
    ownerid = await fixture.addOrganisation('victim-of-forgery');
  });
  afterAll(() => fixture?.close());

  /** Each forgery that, were it believed, would change what the organisation has. */
  const forgeries = () => {
    const price = fixture.standIn.price('users-pr-inappy');
    const subscription = {
      id: 'sub_forged',
      object: 'subscription',
      customer: 'cus_forged',
      status: 'active',
      cancel_at_period_end: false,
      collection_method: 'charge_automatically',
      metadata: { ownerid: String(ownerid) },
      items: { object: 'list', data: [{ id: 'si_forged', price, quantity: 500 }] },
    };
    return {
      'checkout.session.completed': {
        id: 'cs_forged',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: String(ownerid),
        metadata: { ownerid: String(ownerid) },
        customer: 'cus_forged',
        subscription: 'sub_forged',
      },
      'customer.subscription.updated': subscription,
      'customer.subscription.deleted': { ...subscription, status: 'canceled' },
      'invoice.paid': { id: 'in_forged', object: 'invoice', customer: 'cus_forged', status: 'paid' },
    };
  };

  const state = async () => {
    const { db } = fixture.database;
    return {
      owner: await fixture.owner(ownerid),
      subscriptions: await db.selectFrom('billingSubscriptions').selectAll().execute(),
      invoices: await db.selectFrom('billingInvoices').selectAll().execute(),
      events: await db.selectFrom('stripeEvents').selectAll().execute(),
    };
  };

  it('refuses each forged event with a wrong, missing or replayed-from-elsewhere signature: 400, nothing changes, Stripe is not asked', async () => {
    const before = await state();
    fixture.standIn.clearCalls();
    for (const [type, object] of Object.entries(forgeries())) {
      const payload = JSON.stringify({ id: `evt_forged_${type}`, object: 'event', type, data: { object } });
      const signatures = [
        { 'stripe-signature': stripeSignature(payload, 'whsec_guessed') },
        {},
        { 'stripe-signature': stripeSignature('{"id":"evt_real"}', WEBHOOK_SECRET) },
        { 'x-hub-signature-256': 'sha256=00' },
      ];
      for (const headers of signatures) {
        const response = await fixture.app.inject({
          method: 'POST',
          url: STRIPE_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
        expect({ type, headers, status: response.statusCode }).toEqual({ type, headers, status: 400 });
      }
    }
    expect(await state()).toEqual(before);
    expect(fixture.standIn.calls).toEqual([]);
  });
});
