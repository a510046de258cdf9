import type { Backend } from '../testing/test-database';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import { dig } from './graphql-probes';
import { addPersonaOwners, type Persona, personaHeaders, signInPersonas } from './personas';

/**
 * Plans and billing of the hosted edition for every persona, on the organisation `canopy` (members grace, hedy
 * and ada; admins hedy and ada): its account details are its members' to read and its admins' to change; its
 * billing and invoices its admins' alone; starting its trial its members', cancelling it its admins'. A refusal changes nothing, and no answer to
 * someone outside the audience carries the invoice's marker.
 */
const ORG = 'canopy';
const MEMBERS = ['grace', 'hedy', 'ada'];
const ADMINS = ['hedy', 'ada'];
const INVOICE = 'in_security_marker';
const INVOICE_NUMBER = 'SECURITY-INVOICE-MARKER';

const BILLING = `query($owner: String!, $id: String!) { owner(username: $owner) {
  billing { paymentProvider } invoices { id number } invoice(invoiceId: $id) { id number } availablePlans { value }
} }`;
const TRIAL = (field: string, input: string) => `mutation($input: ${input}!) { ${field}(input: $input) {
  error { __typename ... on ResolverError { message } } } }`;

async function startHosted(backend: Backend) {
  const server = await startTestServer(backend, {
    env: { CANOPY_EDITION: 'cloud', CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000' },
  });
  try {
    await addPersonaOwners(server);
    const personas = await signInPersonas(server);
    const org = await server.database.db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', ORG)
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('billingInvoices')
      .values({
        id: INVOICE,
        ownerid: org.ownerid,
        number: INVOICE_NUMBER,
        created: new Date(),
        periodStart: new Date(),
        periodEnd: new Date(),
      })
      .execute();
    return { server, personas, ownerid: org.ownerid };
  } catch (error) {
    await server.close();
    throw error;
  }
}

describeEachBackend('security: plans and billing (hosted edition)', (backend) => {
  let server: TestServer;
  let personas: Persona[];
  let ownerid: number;
  beforeAll(async () => {
    ({ server, personas, ownerid } = await startHosted(backend));
  });
  afterAll(() => server?.close());

  const planOf = async () =>
    server.database.db
      .selectFrom('owners')
      .select(['plan', 'planUserCount', 'planAutoActivate', 'trialStatus'])
      .where('ownerid', '=', ownerid)
      .executeTakeFirstOrThrow();

  it('account details: members read them, admins change them, no one else', async () => {
    const findings: Finding[] = [];
    for (const persona of personas) {
      const report = (problem: string) => findings.push({ probe: 'account-details', persona, problem });
      const before = JSON.stringify(await planOf());
      const member = persona.actsAs !== null && MEMBERS.includes(persona.actsAs);
      const admin = persona.actsAs !== null && ADMINS.includes(persona.actsAs);
      const read = await server.app.inject({
        url: `/internal/gh/${ORG}/account-details/`,
        headers: personaHeaders(persona),
      });
      const expectedRead = member ? 200 : persona.actsAs === null ? 401 : 403;
      if (read.statusCode !== expectedRead)
        report(`GET ${read.statusCode}, not ${expectedRead}: ${excerpt(read.body)}`);
      if (!member && read.body.includes('"plan"')) report(`GET LEAK: ${excerpt(read.body)}`);
      // An admin's change sets what is there already, so that every persona meets the same organisation.
      const change = await server.app.inject({
        method: 'PATCH',
        url: `/internal/gh/${ORG}/account-details/`,
        headers: { ...personaHeaders(persona), 'content-type': 'application/json' },
        payload: JSON.stringify({ plan: { value: 'users-pr-inappm', quantity: 10 } }),
      });
      const expectedChange = admin ? 200 : persona.actsAs === null ? 401 : 403;
      if (change.statusCode !== expectedChange)
        report(`PATCH ${change.statusCode}, not ${expectedChange}: ${excerpt(change.body)}`);
      if (!admin && JSON.stringify(await planOf()) !== before) report('a refused change changed the plan');
    }
    const after = await planOf();
    if (after.plan !== 'users-pr-inappm' || after.planUserCount !== 10)
      findings.push({ probe: 'account-details', persona: null, problem: 'no admin could change the plan' });
    reportFindings('account details', findings);
  });

  it('billing details (e-mail, address, payment method): admins only, the others refused by the role check', async () => {
    const findings: Finding[] = [];
    const changes = [
      ['update_email', { new_email: 'billing@example.test' }],
      [
        'update_billing_address',
        {
          name: 'Probe',
          billing_address: { line_1: '1 Main St', city: 'Springfield', postal_code: '62701', country: 'US' },
        },
      ],
      ['update_payment', {}],
    ] as const;
    for (const [action, body] of changes) {
      for (const persona of personas) {
        const report = (problem: string) => findings.push({ probe: action, persona, problem });
        const admin = persona.actsAs !== null && ADMINS.includes(persona.actsAs);
        const response = await server.app.inject({
          method: 'PATCH',
          url: `/internal/gh/${ORG}/account-details/${action}`,
          headers: { ...personaHeaders(persona), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        // This install has no payment provider: an admin passes the role check and is told so.
        const expected = admin ? 400 : persona.actsAs === null ? 401 : 403;
        if (response.statusCode !== expected)
          report(`${response.statusCode}, not ${expected}: ${excerpt(response.body)}`);
        if (admin && !response.body.includes('Billing is not configured'))
          report(`admin not told billing is not configured: ${excerpt(response.body)}`);
        if (!admin && response.body.includes('"plan"')) report(`LEAK: ${excerpt(response.body)}`);
      }
    }
    reportFindings('billing details', findings);
  });

  it('billing and invoices: admins only; the plans: members', async () => {
    const findings: Finding[] = [];
    for (const persona of personas) {
      const report = (problem: string) => findings.push({ probe: 'owner billing', persona, problem });
      const member = persona.actsAs !== null && MEMBERS.includes(persona.actsAs);
      const admin = persona.actsAs !== null && ADMINS.includes(persona.actsAs);
      const response = await server.graphql(BILLING, {
        variables: { owner: ORG, id: INVOICE },
        headers: personaHeaders(persona),
      });
      const body = JSON.stringify(response);
      const owner = dig(response.data, 'owner');
      if (!admin && leakedMarkers(body, [INVOICE_NUMBER, INVOICE]).length) report(`LEAK: ${excerpt(body)}`);
      const shown = dig(owner, 'invoice', 'number') === INVOICE_NUMBER && dig(owner, 'billing') !== null;
      if (admin && !shown) report(`should see the invoice: ${excerpt(body)}`);
      if (!admin && (dig(owner, 'billing') ?? null) !== null) report(`billing shown: ${excerpt(body)}`);
      const plans = dig(owner, 'availablePlans');
      if (member !== Array.isArray(plans))
        report(`availablePlans ${member ? 'missing' : 'shown'}: ${excerpt(body)}`);
    }
    reportFindings('owner billing', findings);
  });

  it('trials: members start, admins cancel; others are refused by the role check and change nothing', async () => {
    const findings: Finding[] = [];
    const before = await planOf();
    for (const [field, input] of [
      ['cancelTrial', 'CancelTrialInput'],
      ['startTrial', 'StartTrialInput'],
    ] as const) {
      for (const persona of personas) {
        const report = (problem: string) => findings.push({ probe: field, persona, problem });
        const member =
          persona.actsAs !== null && (field === 'cancelTrial' ? ADMINS : MEMBERS).includes(persona.actsAs);
        const response = await server.graphql<Record<string, { error: { __typename: string } | null }>>(
          TRIAL(field, input),
          { variables: { input: { orgUsername: ORG } }, headers: personaHeaders(persona) },
        );
        const error = response.data?.[field]?.error?.__typename ?? null;
        // canopy pays for Pro and has no trial: its members are told so.
        const expected = member
          ? 'ValidationError'
          : persona.actsAs === null
            ? 'UnauthenticatedError'
            : 'UnauthorizedError';
        if (error !== expected) report(`${error}, not ${expected}: ${excerpt(JSON.stringify(response))}`);
      }
    }
    const after = await planOf();
    if (JSON.stringify(before) !== JSON.stringify(after))
      findings.push({
        probe: 'trials',
        persona: null,
        problem: `the plan changed: ${JSON.stringify(after)}`,
      });
    reportFindings('trials', findings);
  });

  it('cancelling a trial that is going on: admins only, and a refusal leaves the trial and its seats', async () => {
    const findings: Finding[] = [];
    const onTrial = {
      plan: 'users-trial',
      planUserCount: 1000,
      trialStatus: 'ongoing',
      trialStartDate: new Date(),
      trialEndDate: new Date(Date.now() + 86_400_000),
    };
    const db = server.database.db;
    const seats = async () =>
      (
        await db
          .selectFrom('owners')
          .select('planActivatedUsers')
          .where('ownerid', '=', ownerid)
          .executeTakeFirstOrThrow()
      ).planActivatedUsers;
    await db.updateTable('owners').set(onTrial).where('ownerid', '=', ownerid).execute();
    const activated = await seats();
    const admins = personas.filter((persona) => persona.actsAs !== null && ADMINS.includes(persona.actsAs));
    // The refusals first, then one admin ends it.
    for (const persona of [...personas.filter((each) => !admins.includes(each)), admins[0]!]) {
      const admin = admins.includes(persona);
      const response = await server.graphql<Record<string, { error: { __typename: string } | null }>>(
        TRIAL('cancelTrial', 'CancelTrialInput'),
        { variables: { input: { orgUsername: ORG } }, headers: personaHeaders(persona) },
      );
      const error = response.data?.cancelTrial?.error?.__typename ?? null;
      const expected = admin ? null : persona.actsAs === null ? 'UnauthenticatedError' : 'UnauthorizedError';
      if (error !== expected)
        findings.push({
          probe: 'cancelTrial (trialling)',
          persona,
          problem: `${error}, not ${expected}: ${excerpt(JSON.stringify(response))}`,
        });
      const plan = await planOf();
      if (
        !admin &&
        (plan.trialStatus !== 'ongoing' || JSON.stringify(await seats()) !== JSON.stringify(activated))
      )
        findings.push({
          probe: 'cancelTrial (trialling)',
          persona,
          problem: 'a refused cancellation ended the trial',
        });
    }
    if ((await planOf()).trialStatus !== 'expired')
      findings.push({
        probe: 'cancelTrial (trialling)',
        persona: null,
        problem: 'no admin could cancel the trial',
      });
    reportFindings('cancelTrial (trialling)', findings);
  });

  it('staff viewing as an admin read the account details but change nothing: 403', async () => {
    const staff = personas.find((persona) => persona.name === 'installAdmin')!;
    const cookie = `${staff.cookie!}; staff_user=hedy`;
    const before = JSON.stringify(await planOf());
    const read = await server.app.inject({
      url: `/internal/gh/${ORG}/account-details/`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    for (const body of [{ plan: { value: 'users-teamm', quantity: 5 } }, { plan_auto_activate: false }]) {
      const change = await server.app.inject({
        method: 'PATCH',
        url: `/internal/gh/${ORG}/account-details/`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(change.statusCode).toBe(403);
    }
    expect(JSON.stringify(await planOf())).toBe(before);
  });
});
