import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { expireTrials, TRIAL_DAYS } from './trials';

const PLAN = `query GetPlanData($owner: String!) { owner(username: $owner) {
  plan { value isTrialPlan isFreePlan planUserCount pretrialUsersCount trialStatus trialStartDate trialEndDate
    trialTotalDays hasSeatsLeft }
} }`;
const START = `mutation($input: StartTrialInput!) { startTrial(input: $input) {
  error { __typename ... on ResolverError { message } } } }`;
const CANCEL = `mutation($input: CancelTrialInput!) { cancelTrial(input: $input) {
  error { __typename ... on ResolverError { message } } } }`;
const BILLING = `query($owner: String!, $id: String!) { owner(username: $owner) {
  availablePlans { value marketingName billingRate isTeamPlan }
  billing { paymentProvider unverifiedPaymentMethods { paymentMethodId } }
  invoices { id number created periodStart amountDue customerAddress lineItems { description amount quantity periodStart }
    defaultPaymentMethod { card { brand last4 } billingDetails { name } } }
  invoice(invoiceId: $id) { id total }
} }`;

interface Plan {
  value: string;
  isTrialPlan: boolean;
  isFreePlan: boolean;
  planUserCount: number;
  pretrialUsersCount: number | null;
  trialStatus: string;
  trialStartDate: string | null;
  trialEndDate: string | null;
  trialTotalDays: number | null;
  hasSeatsLeft: boolean;
}
type Payload = { error: { __typename: string; message: string } | null };

describeEachBackend('plans, trials and invoices (GraphQL, hosted)', (backend) => {
  let server: TestServer;
  let ada: string;
  let grace: string;
  let margaret: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_EDITION: 'cloud' } });
    ada = await server.signIn('ada');
    grace = await server.signIn('grace');
    margaret = await server.signIn('margaret');
    const owners = await server.database.db.selectFrom('owners').select(['ownerid', 'username']).execute();
    for (const owner of owners) ids[owner.username] = owner.ownerid;
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  /** canopy on the free plan with 5 seats and ada and grace activated, never trialled. */
  const freeCanopy = () =>
    db()
      .updateTable('owners')
      .set({
        plan: 'users-developer',
        planUserCount: 5,
        planActivatedUsers: [ids.ada!, ids.grace!],
        trialStatus: null,
        trialStartDate: null,
        trialEndDate: null,
        pretrialUsersCount: null,
        didTrial: false,
      })
      .where('ownerid', '=', ids.canopy!)
      .execute();
  const plan = async (cookie = grace) =>
    (await server.graphql<{ owner: { plan: Plan } }>(PLAN, { variables: { owner: 'canopy' }, cookie })).data!
      .owner.plan;
  const mutate = async (document: string, field: string, cookie: string | undefined, org = 'canopy') => {
    const response = await server.graphql<Record<string, Payload>>(document, {
      variables: { input: { orgUsername: org } },
      ...(cookie ? { cookie } : {}),
    });
    expect(response.errors).toBeUndefined();
    return response.data![field]!.error;
  };
  const canopy = () =>
    db().selectFrom('owners').selectAll().where('ownerid', '=', ids.canopy!).executeTakeFirstOrThrow();

  describe('startTrial', () => {
    beforeEach(freeCanopy);

    it('starts the 14-day Pro trial of a free organisation, for a member, once', async () => {
      expect((await plan()).trialStatus).toBe('NOT_STARTED');
      expect(await mutate(START, 'startTrial', grace)).toBeNull();
      const trial = await plan();
      expect(trial).toMatchObject({
        value: 'users-trial',
        isTrialPlan: true,
        planUserCount: 1000,
        pretrialUsersCount: 5,
        trialStatus: 'ONGOING',
        trialTotalDays: TRIAL_DAYS,
        hasSeatsLeft: true,
      });
      expect(Date.parse(trial.trialEndDate!) - Date.parse(trial.trialStartDate!)).toBe(
        TRIAL_DAYS * 86_400_000,
      );
      expect((await canopy()).didTrial).toBe(true);
      expect(await mutate(START, 'startTrial', ada)).toMatchObject({
        __typename: 'ValidationError',
        message: expect.stringMatching(/already/),
      });
    });

    it('refuses guests, visitors and unknown organisations, changing nothing', async () => {
      expect((await mutate(START, 'startTrial', undefined))?.__typename).toBe('UnauthenticatedError');
      expect((await mutate(START, 'startTrial', margaret))?.__typename).toBe('UnauthorizedError');
      expect((await mutate(START, 'startTrial', grace, 'no-such-org'))?.__typename).toBe('UnauthorizedError');
      expect((await canopy()).plan).toBe('users-developer');
    });

    it('refuses a paid organisation, which reads CANNOT_TRIAL once a paid plan applied', async () => {
      const change = await server.app.inject({
        method: 'PATCH',
        url: '/internal/gh/canopy/account-details/',
        headers: { 'content-type': 'application/json', cookie: ada },
        payload: JSON.stringify({ plan: { value: 'users-pr-inappm', quantity: 5 } }),
      });
      expect(change.statusCode).toBe(200);
      expect((await plan()).trialStatus).toBe('CANNOT_TRIAL');
      expect(await mutate(START, 'startTrial', grace)).toMatchObject({ __typename: 'ValidationError' });
      expect((await canopy()).plan).toBe('users-pr-inappm');
    });
  });

  describe('the end of a trial', () => {
    beforeEach(async () => {
      await freeCanopy();
      expect(await mutate(START, 'startTrial', grace)).toBeNull();
    });

    it('cancelTrial ends it now, for admins only: the free plan, the seats from before, no one activated', async () => {
      expect((await mutate(CANCEL, 'cancelTrial', margaret))?.__typename).toBe('UnauthorizedError');
      // A member who is no admin cannot drop the organisation to the free plan and clear every seat.
      expect(await mutate(CANCEL, 'cancelTrial', grace)).toMatchObject({
        __typename: 'UnauthorizedError',
        message: expect.stringMatching(/admins/),
      });
      expect((await plan()).trialStatus).toBe('ONGOING');
      expect(await mutate(CANCEL, 'cancelTrial', ada)).toBeNull();
      expect(await plan()).toMatchObject({
        value: 'users-developer',
        isFreePlan: true,
        planUserCount: 5,
        trialStatus: 'EXPIRED',
      });
      expect((await canopy()).planActivatedUsers).toEqual([]);
      expect(await mutate(CANCEL, 'cancelTrial', ada)).toMatchObject({ __typename: 'ValidationError' });
      expect(await mutate(START, 'startTrial', grace)).toMatchObject({ __typename: 'ValidationError' });
    });

    it('staff viewing as an admin can neither cancel nor start a trial', async () => {
      const { admins } = await canopy();
      await db()
        .updateTable('owners')
        .set({ admins: [...admins, ids.grace!] })
        .where('ownerid', '=', ids.canopy!)
        .execute();
      try {
        expect(await mutate(CANCEL, 'cancelTrial', `${ada}; staff_user=grace`)).toMatchObject({
          __typename: 'ValidationError',
          message: expect.stringMatching(/viewing as another user/),
        });
        expect((await plan()).trialStatus).toBe('ONGOING');
      } finally {
        await db().updateTable('owners').set({ admins }).where('ownerid', '=', ids.canopy!).execute();
      }
    });

    it('choosing the free plan during a trial ends the trial: EXPIRED, so it is not left going', async () => {
      const change = await server.app.inject({
        method: 'PATCH',
        url: '/internal/gh/canopy/account-details/',
        headers: { 'content-type': 'application/json', cookie: ada },
        payload: JSON.stringify({ plan: { value: 'users-developer', quantity: 1 } }),
      });
      expect(change.statusCode).toBe(200);
      expect(await plan()).toMatchObject({ value: 'users-developer', trialStatus: 'EXPIRED' });
      expect((await canopy()).trialEndDate!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await mutate(CANCEL, 'cancelTrial', ada)).toMatchObject({ __typename: 'ValidationError' });
      expect(await mutate(START, 'startTrial', ada)).toMatchObject({
        __typename: 'ValidationError',
        message: expect.stringMatching(/had its trial already/),
      });
    });

    it('a trial past its end date expires: swept, or when the account details are read', async () => {
      const past = new Date(Date.now() - 1000);
      const overdue = () =>
        db().updateTable('owners').set({ trialEndDate: past }).where('ownerid', '=', ids.canopy!).execute();
      await overdue();
      expect(await expireTrials(db())).toBe(1);
      expect(await plan()).toMatchObject({
        value: 'users-developer',
        planUserCount: 5,
        trialStatus: 'EXPIRED',
      });

      await freeCanopy();
      expect(await mutate(START, 'startTrial', grace)).toBeNull();
      await overdue();
      const details = await server.app.inject({
        url: '/internal/gh/canopy/account-details/',
        headers: { cookie: grace },
      });
      expect(details.json()).toMatchObject({ plan: { value: 'users-developer', quantity: 5 } });
      expect(await plan()).toMatchObject({ trialStatus: 'EXPIRED' });
      expect((await canopy()).planActivatedUsers).toEqual([]);
    });

    it('a trial not yet at its end is left alone by the sweep', async () => {
      expect(await expireTrials(db())).toBe(0);
      expect((await plan()).trialStatus).toBe('ONGOING');
    });
  });

  describe('Owner billing fields', () => {
    beforeAll(async () => {
      await db().deleteFrom('billingInvoices').execute();
      const invoice = (id: string, ownerid: number, created: string) => ({
        id,
        ownerid,
        number: id.toUpperCase(),
        status: 'paid',
        amountDue: 1000,
        total: 1000,
        created: new Date(created),
        periodStart: new Date(created),
        periodEnd: new Date(created),
        customerAddress: JSON.stringify({
          line1: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          postalCode: '62701',
          country: 'US',
        }),
        lineItems: JSON.stringify([
          { description: '10 × Pro', amount: 1000, quantity: 10, periodStart: 1700000000 },
        ]),
        paymentMethod: JSON.stringify({
          kind: 'card',
          brand: 'visa',
          last4: '4242',
          billingName: 'Canopy Inc',
        }),
      });
      await db()
        .insertInto('billingInvoices')
        .values([
          invoice('in_a', ids.canopy!, '2026-01-01T00:00:00Z'),
          invoice('in_b', ids.canopy!, '2026-02-01T00:00:00Z'),
          invoice('in_other', ids.margaret!, '2026-03-01T00:00:00Z'),
        ])
        .execute();
    });
    const billing = async (cookie: string, id = 'in_a') =>
      (
        await server.graphql<{ owner: Record<string, unknown> | null }>(BILLING, {
          variables: { owner: 'canopy', id },
          cookie,
        })
      ).data!.owner;

    it('shows admins the invoices, newest first, and one invoice of their own', async () => {
      const owner = await billing(ada);
      expect(owner).toMatchObject({
        availablePlans: [
          { value: 'users-pr-inappm', marketingName: 'Pro', billingRate: 'monthly', isTeamPlan: false },
          { value: 'users-pr-inappy' },
          { value: 'users-teamm', isTeamPlan: true },
          { value: 'users-teamy' },
        ],
        billing: { paymentProvider: null, unverifiedPaymentMethods: [] },
        invoices: [
          {
            id: 'in_b',
            number: 'IN_B',
            created: Date.parse('2026-02-01T00:00:00Z') / 1000,
            amountDue: 1000,
            customerAddress: '1 Main St, Springfield, IL 62701, US',
            lineItems: [{ description: '10 × Pro', amount: 1000, quantity: 10, periodStart: 1700000000 }],
            defaultPaymentMethod: {
              card: { brand: 'visa', last4: '4242' },
              billingDetails: { name: 'Canopy Inc' },
            },
          },
          { id: 'in_a' },
        ],
        invoice: { id: 'in_a', total: 1000 },
      });
      expect((await billing(ada, 'in_other'))!.invoice).toBeNull();
      expect((await billing(ada, 'in_none'))!.invoice).toBeNull();
    });

    it('shows members the plans only, and visitors nothing', async () => {
      expect(await billing(grace)).toMatchObject({
        availablePlans: expect.arrayContaining([expect.objectContaining({ value: 'users-teamy' })]),
        billing: null,
        invoices: null,
        invoice: null,
      });
      expect(await billing(margaret)).toMatchObject({
        availablePlans: null,
        billing: null,
        invoices: null,
        invoice: null,
      });
    });
  });
});

describeEachBackend('plans and trials on a self-hosted install', (backend) => {
  let server: TestServer;
  let grace: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    grace = await server.signIn('grace');
  });
  afterAll(() => server?.close());

  it('offers no plans, starts no trial and has no account details', async () => {
    const plans = await server.graphql<{ owner: { availablePlans: unknown[] } }>(
      'query { owner(username: "canopy") { availablePlans { value } } }',
      { cookie: grace },
    );
    expect(plans.data?.owner.availablePlans).toEqual([]);
    const start = await server.graphql<{ startTrial: Payload }>(START, {
      variables: { input: { orgUsername: 'canopy' } },
      cookie: grace,
    });
    expect(start.data?.startTrial.error).toMatchObject({ __typename: 'ValidationError' });
    const details = await server.app.inject({
      url: '/internal/gh/canopy/account-details/',
      headers: { cookie: grace },
    });
    expect(details.statusCode).toBe(404);
  });
});
