import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { OwnerRecord } from '../../db/schema';
import { type AccountDetailsWire, changeAccountDetails } from './account-details';
import type { CheckoutRequest, PaymentProvider, PlanChoice } from './payment-provider';

type Body = AccountDetailsWire & { detail?: string };

describeEachBackend('account-details REST', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let margaret: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_EDITION: 'cloud', CANOPY_PUBLIC_URL: 'https://canopy.test' },
    });
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
    const owners = await server.database.db.selectFrom('owners').select(['ownerid', 'username']).execute();
    for (const owner of owners) ids[owner.username] = owner.ownerid;
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const canopy = async () =>
    db().selectFrom('owners').selectAll().where('ownerid', '=', ids.canopy!).executeTakeFirstOrThrow();
  /** canopy as the seed has it: Pro annual, 10 seats, ada, grace and linus activated, no subscription. */
  beforeEach(async () => {
    await db().deleteFrom('billingInvoices').execute();
    await db().deleteFrom('billingPaymentMethods').execute();
    await db().deleteFrom('billingSubscriptions').execute();
    await db()
      .updateTable('owners')
      .set({
        plan: 'users-pr-inappy',
        planUserCount: 10,
        planAutoActivate: true,
        planActivatedUsers: [ids.ada!, ids.grace!, ids.linus!],
        trialStatus: null,
      })
      .where('ownerid', '=', ids.canopy!)
      .execute();
  });

  const get = (cookie: string | null, path = '/internal/gh/canopy/account-details/') =>
    server.app.inject({ url: path, headers: cookie ? { cookie } : {} });
  const patch = (body: unknown, cookie: string | null = ada) =>
    server.app.inject({
      method: 'PATCH',
      url: '/internal/gh/canopy/account-details/',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });

  describe('GET', () => {
    it('answers the plan, the members and the repositories to a member, snake_case', async () => {
      const response = await get(grace);
      expect(response.statusCode).toBe(200);
      const body = response.json<Body>();
      expect(body).toMatchObject({
        activated_user_count: 3,
        inactive_user_count: 0,
        activated_student_count: 0,
        student_count: 0,
        checkout_session_id: null,
        checkout_url: null,
        delinquent: false,
        nb_active_private_repos: expect.any(Number),
        plan: {
          marketing_name: 'Pro',
          value: 'users-pr-inappy',
          billing_rate: 'annually',
          base_unit_price: 10,
          benefits: expect.arrayContaining(['Priority Support']),
          quantity: 10,
        },
        plan_auto_activate: true,
        repo_total_credits: 0,
        root_organization: null,
        schedule_detail: null,
        subscription_detail: null,
        uses_invoice: false,
        billing_configured: false,
      });
      expect(body.nb_active_private_repos).toBeGreaterThan(0);
    });

    it('answers with and without the trailing slash', async () => {
      expect((await get(grace, '/internal/gh/canopy/account-details')).statusCode).toBe(200);
      expect((await get(grace, '/internal/github/canopy/account-details/')).statusCode).toBe(200);
    });

    it('refuses guests (401), visitors (403) and unknown owners or providers (404)', async () => {
      expect((await get(null)).statusCode).toBe(401);
      const visitor = await get(margaret);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json<Body>().detail).toMatch(/permission/);
      expect((await get(grace, '/internal/gh/no-such-org/account-details/')).statusCode).toBe(404);
      expect((await get(grace, '/internal/xx/canopy/account-details/')).statusCode).toBe(404);
    });

    it('reads the subscription, its payment method and its latest invoice', async () => {
      await db()
        .insertInto('billingSubscriptions')
        .values({
          ownerid: ids.canopy!,
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
          plan: 'users-pr-inappy',
          quantity: 10,
          status: 'active',
          currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
          currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
          collectionMethod: 'send_invoice',
          billingEmail: 'billing@canopy.test',
        })
        .execute();
      await db()
        .insertInto('billingPaymentMethods')
        .values({
          ownerid: ids.canopy!,
          paymentMethodId: 'pm_1',
          kind: 'card',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          billingName: 'Canopy Inc',
          billingEmail: 'billing@canopy.test',
          billingAddress: JSON.stringify({ line1: '1 Main St', city: 'Springfield', postalCode: '62701' }),
        })
        .execute();
      for (const [id, created] of [
        ['in_old', '2025-01-01T00:00:00Z'],
        ['in_new', '2026-01-01T00:00:00Z'],
      ] as const)
        await db()
          .insertInto('billingInvoices')
          .values({
            id,
            ownerid: ids.canopy!,
            number: id.toUpperCase(),
            status: 'paid',
            total: 12000,
            amountDue: 12000,
            amountPaid: 12000,
            created: new Date(created),
            periodStart: new Date(created),
            periodEnd: new Date('2027-01-01T00:00:00Z'),
          })
          .execute();
      const body = (await get(grace)).json<Body>();
      expect(body.uses_invoice).toBe(true);
      expect(body.email).toBe('billing@canopy.test');
      expect(body.subscription_detail).toEqual({
        latest_invoice: {
          id: 'in_new',
          number: 'IN_NEW',
          status: 'paid',
          total: 12000,
          amount_due: 12000,
          amount_paid: 12000,
          created: Date.parse('2026-01-01T00:00:00Z') / 1000,
          period_start: Date.parse('2026-01-01T00:00:00Z') / 1000,
          period_end: Date.parse('2027-01-01T00:00:00Z') / 1000,
          due_date: null,
        },
        default_payment_method: {
          card: { brand: 'visa', exp_month: 12, exp_year: 2030, last4: '4242' },
          us_bank_account: null,
          billing_details: {
            name: 'Canopy Inc',
            email: 'billing@canopy.test',
            address: {
              line1: '1 Main St',
              line2: null,
              city: 'Springfield',
              state: null,
              postal_code: '62701',
              country: null,
            },
          },
        },
        cancel_at_period_end: false,
        current_period_end: Date.parse('2027-01-01T00:00:00Z') / 1000,
        customer: { id: 'cus_1', discount: null, email: 'billing@canopy.test' },
        collection_method: 'send_invoice',
        tax_ids: [],
        trial_end: null,
      });
    });
  });

  describe('PATCH without a payment provider', () => {
    it('lets only admins of the organisation change it (401 guest, 403 member and visitor)', async () => {
      const change = { plan: { value: 'users-teamm', quantity: 5 } };
      expect((await patch(change, null)).statusCode).toBe(401);
      const member = await patch(change, grace);
      expect(member.statusCode).toBe(403);
      expect(member.json<Body>().detail).toMatch(/admins/);
      expect((await patch(change, margaret)).statusCode).toBe(403);
      expect((await canopy()).plan).toBe('users-pr-inappy');
    });

    it('applies a paid plan and its seats at once', async () => {
      const response = await patch({ plan: { value: 'users-teamm', quantity: 5 } });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>().plan).toMatchObject({ value: 'users-teamm', quantity: 5 });
      expect(await canopy()).toMatchObject({ plan: 'users-teamm', planUserCount: 5 });
    });

    it('moves to the free plan at once on a cancellation, clearing the seats', async () => {
      const response = await patch({ plan: { value: 'users-developer', quantity: 10 } });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>()).toMatchObject({
        plan: { value: 'users-developer', quantity: 1 },
        activated_user_count: 0,
        inactive_user_count: 3,
      });
    });

    it.each([
      [{ plan: { value: 'users-teamm', quantity: 11 } }, /Team plan is limited to 10 seats.*Pro/],
      [{ plan: { value: 'users-pr-inappm', quantity: 1 } }, /Pro plan starts at 2 seats/],
      [{ plan: { value: 'users-pr-inappm', quantity: 1001 } }, /up to 1000 seats.*contact sales/],
      [{ plan: { value: 'users-pr-inappm', quantity: 3_000_000_000 } }, /up to 1000 seats/],
      [{ plan: { value: 'users-pr-inappm', quantity: 2 } }, /3 members hold a seat/],
      [{ plan: { value: 'users-pr-inappm', quantity: 4.5 } }, /whole number/],
      [{ plan: { value: 'users-pr-inappm', quantity: '5' } }, /whole number/],
      [{ plan: { value: 'users-enterprisem', quantity: 5 } }, /not a plan that can be chosen/],
      [{ plan: { value: 'users-trial', quantity: 5 } }, /not a plan that can be chosen/],
      [{ plan: { quantity: 5 } }, /plan.value/],
      [{ plan: { value: 'users-teamm', quantity: 5, price: 0 } }, /plan.price/],
      [{ plan: 'users-teamm' }, /plan must be an object/],
      [{ plan_auto_activate: 'yes' }, /true or false/],
      [{ apply_cancellation_discount: true }, /No cancellation discount/],
      [{ delinquent: false }, /Unknown field "delinquent"/],
      [{}, /Nothing to change/],
      [[1], /JSON object/],
    ])('refuses %j with a 400 that says why, changing nothing', async (body, detail) => {
      const response = await patch(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>().detail).toMatch(detail);
      expect(await canopy()).toMatchObject({
        plan: 'users-pr-inappy',
        planUserCount: 10,
        planAutoActivate: true,
      });
    });

    it('refuses fewer seats than the members activated meanwhile: 400, nothing changed', async () => {
      // The members were read before the change; one more is activated before it is written.
      const org = await canopy();
      await db()
        .updateTable('owners')
        .set({ planActivatedUsers: [ids.ada!, ids.grace!, ids.linus!, ids.margaret!] })
        .where('ownerid', '=', ids.canopy!)
        .execute();
      const answer = await changeAccountDetails(
        { db: db(), settings: server.settings, paymentProvider: null },
        (await db()
          .selectFrom('owners')
          .selectAll()
          .where('ownerid', '=', ids.ada!)
          .executeTakeFirstOrThrow()) as OwnerRecord,
        {
          service: 'github',
          provider: 'gh',
          owner: 'canopy',
          body: { plan: { value: 'users-teamm', quantity: org.planActivatedUsers.length } },
          origin: 'http://127.0.0.1:3000',
        },
      );
      expect(answer).toMatchObject({ kind: 'refused', status: 400, detail: expect.stringMatching(/seat/) });
      expect(await canopy()).toMatchObject({ plan: 'users-pr-inappy', planUserCount: 10 });
    });

    it.each([
      ['an Enterprise plan', { plan: 'users-enterprisey' }, null],
      ['a Sentry plan', { plan: 'users-sentrym' }, null],
      ['an invoiced customer', { plan: null }, 'send_invoice'],
    ])('refuses to switch %s through the API: 400, contact sales', async (_what, owner, collection) => {
      if (owner.plan)
        await db()
          .updateTable('owners')
          .set({ plan: owner.plan })
          .where('ownerid', '=', ids.canopy!)
          .execute();
      if (collection)
        await db()
          .insertInto('billingSubscriptions')
          .values({
            ownerid: ids.canopy!,
            customerId: 'cus_invoiced',
            subscriptionId: 'sub_invoiced',
            plan: 'users-pr-inappy',
            quantity: 10,
            status: 'active',
            collectionMethod: collection,
          })
          .execute();
      const before = await canopy();
      for (const plan of ['users-teamm', 'users-developer']) {
        const response = await patch({ plan: { value: plan, quantity: 5 } });
        expect(response.statusCode).toBe(400);
        expect(response.json<Body>().detail).toMatch(/contact sales/);
      }
      expect(await canopy()).toMatchObject({ plan: before.plan, planUserCount: 10 });
    });

    it('refuses staff viewing as an admin: 403, nothing changed', async () => {
      const { admins } = await canopy();
      await db()
        .updateTable('owners')
        .set({ admins: [...admins, ids.grace!] })
        .where('ownerid', '=', ids.canopy!)
        .execute();
      try {
        const response = await patch(
          { plan: { value: 'users-teamm', quantity: 5 } },
          `${ada}; staff_user=grace`,
        );
        expect(response.statusCode).toBe(403);
        expect(response.json<Body>().detail).toMatch(/viewing as another user/);
        expect((await canopy()).plan).toBe('users-pr-inappy');
        // grace herself may.
        expect((await patch({ plan: { value: 'users-teamm', quantity: 5 } }, grace)).statusCode).toBe(200);
      } finally {
        await db().updateTable('owners').set({ admins }).where('ownerid', '=', ids.canopy!).execute();
      }
    });

    it('sets auto-activation', async () => {
      const response = await patch({ plan_auto_activate: false });
      expect(response.statusCode).toBe(200);
      expect(response.json<Body>().plan_auto_activate).toBe(false);
      expect((await canopy()).planAutoActivate).toBe(false);
    });
  });

  describe('PATCH with a payment provider', () => {
    const calls: string[] = [];
    let failing = false;
    const provider: PaymentProvider = {
      name: 'stripe',
      createCheckout: async (request: CheckoutRequest) => {
        if (failing) throw new Error('provider down');
        calls.push(`checkout ${request.plan} ${request.quantity} ${request.successUrl}`);
        return { sessionId: 'cs_1', url: 'https://checkout.test/cs_1' };
      },
      updateSubscription: async (ownerid: number, change: PlanChoice) => {
        calls.push(`update ${change.plan} ${change.quantity}`);
        // As the adapter does: the subscription and the owner's plan are stored before it resolves.
        await db()
          .updateTable('billingSubscriptions')
          .set({ plan: change.plan, quantity: change.quantity })
          .where('ownerid', '=', ownerid)
          .execute();
        await db()
          .updateTable('owners')
          .set({ plan: change.plan, planUserCount: change.quantity })
          .where('ownerid', '=', ownerid)
          .execute();
      },
      cancelAtPeriodEnd: async (ownerid: number) => {
        calls.push('cancel');
        await db()
          .updateTable('billingSubscriptions')
          .set({ cancelAtPeriodEnd: true })
          .where('ownerid', '=', ownerid)
          .execute();
      },
    };
    const change = async (body: unknown) =>
      changeAccountDetails(
        { db: db(), settings: server.settings, paymentProvider: provider },
        (await db()
          .selectFrom('owners')
          .selectAll()
          .where('ownerid', '=', ids.ada!)
          .executeTakeFirstOrThrow()) as OwnerRecord,
        { service: 'github', provider: 'gh', owner: 'canopy', body, origin: 'http://127.0.0.1:3000' },
      );
    const subscribe = () =>
      db()
        .insertInto('billingSubscriptions')
        .values({
          ownerid: ids.canopy!,
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
          plan: 'users-pr-inappy',
          quantity: 10,
          status: 'active',
          currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
        })
        .execute();
    beforeEach(() => {
      calls.length = 0;
      failing = false;
    });

    it('opens a checkout for an organisation without a subscription; the plan waits for its webhook', async () => {
      const answer = await change({ plan: { value: 'users-teamy', quantity: 4 } });
      expect(answer).toMatchObject({
        kind: 'ok',
        value: { checkout_session_id: 'cs_1', checkout_url: 'https://checkout.test/cs_1' },
      });
      expect(calls).toEqual(['checkout users-teamy 4 http://127.0.0.1:3000/plan/gh/canopy?success']);
      expect((await canopy()).plan).toBe('users-pr-inappy');
    });

    it('changes an existing subscription', async () => {
      await subscribe();
      const answer = await change({ plan: { value: 'users-pr-inappm', quantity: 12 } });
      expect(calls).toEqual(['update users-pr-inappm 12']);
      expect(answer).toMatchObject({
        kind: 'ok',
        value: { plan: { value: 'users-pr-inappm', quantity: 12 } },
      });
    });

    it('cancels at the end of the period on the free plan', async () => {
      await subscribe();
      const answer = await change({ plan: { value: 'users-developer', quantity: 1 } });
      expect(calls).toEqual(['cancel']);
      expect(answer).toMatchObject({
        kind: 'ok',
        value: {
          plan: { value: 'users-pr-inappy' },
          subscription_detail: {
            cancel_at_period_end: true,
            current_period_end: Date.parse('2027-01-01T00:00:00Z') / 1000,
          },
        },
      });
    });

    it('shows no subscription once it ended: no billing date or amount for the free plan', async () => {
      await subscribe();
      await db()
        .updateTable('billingSubscriptions')
        .set({ status: 'canceled' })
        .where('ownerid', '=', ids.canopy!)
        .execute();
      const response = await get(ada);
      expect(response.json<Body>().subscription_detail).toBeNull();
      // Choosing a paid plan again goes through a checkout, with the organisation's customer.
      const answer = await change({ plan: { value: 'users-teamy', quantity: 4 } });
      expect(answer).toMatchObject({ kind: 'ok', value: { checkout_session_id: 'cs_1' } });
    });

    it('refuses bad input with a 400 before asking the provider; a 502 only when the provider fails', async () => {
      const answer = await change({ plan: { value: 'users-pr-inappm', quantity: 3_000_000_000 } });
      expect(answer).toMatchObject({ kind: 'refused', status: 400 });
      expect(calls).toEqual([]);
    });

    it('answers 502 and changes nothing when the provider fails', async () => {
      failing = true;
      const answer = await change({ plan: { value: 'users-teamy', quantity: 4 } });
      expect(answer).toMatchObject({ kind: 'refused', status: 502 });
      expect((await canopy()).plan).toBe('users-pr-inappy');
    });
  });
});
