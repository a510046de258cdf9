// Plans and billing of the hosted edition in a real browser: a new organisation (people signing in with GitHub, a
// loopback stand-in) starts its trial, upgrades to Team with five seats through Stripe's checkout (a loopback
// stand-in of the Stripe API, its checkout page and its signed webhooks), reads the invoice, activates members up to
// the seat limit and cancels; the stand-in is asked exactly for what Stripe would be.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { startStripeStandIn, type StripeStandIn } from '@canopy/tools/stripe-stand-in';
import { logInAsNewPerson, startOAuthHost, type RunningOAuthHost } from './support/oauth-host.ts';

const ORG = { id: 700, login: 'sequoia' };
const ADMIN = { id: 7100, username: 'octavia', name: 'Octavia Estelle', email: 'octavia@example.com' };
const MEMBERS = ['ayla', 'bram', 'cora', 'dev', 'esme', 'finn'].map((username, index) => ({
  id: 7200 + index,
  username,
  name: username[0]!.toUpperCase() + username.slice(1),
  email: `${username}@example.com`,
}));
const WEBHOOK_SECRET = 'whsec_e2e';

let host: RunningOAuthHost;
let stripe: StripeStandIn;
let server: RunningServer;
let browser: Browser;
let admin: Page;

const directoryFor = (role: 'admin' | 'member') => ({
  organizations: [{ id: ORG.id, login: ORG.login, role }],
  repositories: [],
});

before(async () => {
  host = await startOAuthHost({
    kind: 'github',
    clientId: 'e2e-client',
    clientSecret: 'e2e-secret',
    user: ADMIN,
    directory: directoryFor('member'),
  });
  stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  server = await startServer({
    CANOPY_EDITION: 'cloud',
    GITHUB_CLIENT_ID: 'e2e-client',
    GITHUB_CLIENT_SECRET: 'e2e-secret',
    CANOPY_GITHUB_URL: host.url,
    CANOPY_GITHUB_API_URL: host.apiUrl,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CANOPY_STRIPE_API_URL: stripe.url,
  });
  stripe.setWebhook(`${server.url}/webhooks/stripe`, WEBHOOK_SECRET);
  browser = await launchBrowser();

  // Six people of the organisation sign in (so they are its members in Canopy), then its admin.
  for (const member of MEMBERS) {
    await host.setUser(member);
    await host.setDirectory(directoryFor('member'));
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    await logInAsNewPerson(await context.newPage(), {
      display: 'GitHub',
      short: 'gh',
      username: member.username,
    });
    await context.close();
  }
  await host.setUser(ADMIN);
  await host.setDirectory(directoryFor('admin'));
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
  admin = await context.newPage();
  await logInAsNewPerson(admin, { display: 'GitHub', short: 'gh', username: ADMIN.username });
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
  await host?.stop();
});

const planPath = `/plan/gh/${ORG.login}`;

describe('plans and billing of a new organisation', () => {
  test('a free organisation starts its 14-day trial once', async () => {
    await admin.goto(planPath);
    await admin.getByRole('heading', { name: 'Current plan', level: 1 }).waitFor();
    await admin.getByText('Developer', { exact: true }).first().waitFor();
    await admin.getByRole('button', { name: 'Start trial' }).click();
    await admin.locator('[data-trial-status="ONGOING"]').waitFor();
    assert.equal(await admin.getByRole('button', { name: 'Start trial' }).count(), 0);
  });

  test('the admin upgrades to Team with five seats on the checkout page and is back on Team', async () => {
    await admin.goto(`${planPath}/upgrade?plan=team`);
    await admin.getByRole('radio', { name: /^Monthly/ }).check();
    const seats = admin.getByRole('textbox', { name: /seat count/i });
    await seats.fill('5');
    await admin.getByText('$25').first().waitFor();
    await admin.getByRole('button', { name: 'Proceed to checkout' }).click();
    const review = admin.getByRole('dialog', { name: 'Review plan changes' });
    await review.getByRole('checkbox', { name: `I accept the changes to ${ORG.login}'s plan` }).check();
    await review.getByRole('button', { name: 'Confirm plan change' }).click();

    // Stripe's checkout page (the stand-in's): pay, and the browser is sent back to the plan page.
    await admin.waitForURL((url) => url.origin === stripe.url);
    await admin.getByRole('button', { name: 'Pay' }).click();
    await admin.waitForURL((url) => url.origin === server.url && url.pathname === planPath);
    await admin.getByText('Plan successfully updated').waitFor();
    await admin.getByText('Team', { exact: true }).first().waitFor();
    await admin
      .getByText(/5 seats|of 5/)
      .first()
      .waitFor();
    await admin.getByText(/4242/).first().waitFor();

    const paths = stripe.calls.map((call) => `${call.method} ${call.path}`);
    assert.ok(paths.includes('POST /v1/customers'), paths.join('\n'));
    const session = stripe.calls.find(
      (call) => call.method === 'POST' && call.path === '/v1/checkout/sessions',
    );
    assert.ok(session, paths.join('\n'));
    assert.equal(session.body.mode, 'subscription');
    assert.deepEqual(
      stripe.deliveries
        .filter((delivery) => delivery.type === 'checkout.session.completed')
        .map((d) => d.status),
      [200],
    );
  });

  test('the invoice of the subscription is listed and opens as a printable invoice in US dollars', async () => {
    await admin.goto(`${planPath}/invoices`);
    await admin.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await admin
      .getByRole('link', { name: /^View invoice/ })
      .first()
      .click();
    await admin.waitForURL((url) => url.pathname.startsWith(`${planPath}/invoices/`));
    await admin.getByRole('button', { name: 'Print' }).waitFor();
    await admin.getByText('$25.00').first().waitFor();
    await admin.getByText('Visa ending in 4242, expires 12/30').waitFor();
  });

  test('members are activated up to the five seats, then the seat limit is reached', async () => {
    await admin.goto(`/members/gh/${ORG.login}`);
    await admin.getByRole('heading', { name: 'Member activation' }).waitFor();
    const table = admin.getByRole('table');
    for (const member of MEMBERS.slice(0, 5)) {
      const row = table.getByRole('row').filter({ hasText: member.email });
      // The switch turns once the server has given the seat.
      await row.getByRole('switch').click();
      await row.getByRole('switch', { name: 'Activated' }).waitFor();
    }
    await admin.getByText('5 activated members of 5 available seats').waitFor();
    await admin.getByText(/Seat limit reached/i).waitFor();
    const last = table.getByRole('row').filter({ hasText: MEMBERS[5]!.email });
    assert.equal(await last.getByRole('switch').isDisabled(), true);
  });

  test('the admin cancels: the plan stays until the end of the period, and Stripe is told so', async () => {
    await admin.goto(`${planPath}/cancel/downgrade`);
    await admin.getByRole('button', { name: 'Cancel', exact: true }).click();
    const review = admin.getByRole('dialog', { name: 'Review plan cancellation' });
    await review.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await admin.waitForURL((url) => url.pathname === planPath);
    await admin.getByText(/Your subscription has been successfully cancelled/).waitFor();

    const cancel = stripe.calls.find(
      (call) =>
        call.method === 'POST' &&
        call.path.startsWith('/v1/subscriptions/') &&
        'cancel_at_period_end' in call.body,
    );
    assert.ok(cancel, stripe.calls.map((call) => `${call.method} ${call.path}`).join('\n'));
    assert.equal(cancel.body.cancel_at_period_end, 'true');
    await stripe.settled();
  });
});
