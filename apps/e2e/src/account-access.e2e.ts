// The Access page of the account settings in a real browser, on a self-hosted server: a personal API token made on
// the page works as `Authorization: bearer` on the GraphQL and REST API until it is revoked there; a login session
// revoked there signs that browser out; someone else's account has no Access page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn as devLogin } from './support/dev-login.ts';
import { assertAccessible } from './support/page-checks.ts';

const ACCESS = '/account/gh/ada/access';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = (username: string, to: string) =>
  devLogin(browser, server.url, username, to, { arrive: true });

/** `me.user.username` over `POST /graphql/gh` and `GET /internal/user` with the token, as a script would call them. */
async function asToken(token: string) {
  const headers = { authorization: `bearer ${token}`, 'content-type': 'application/json' };
  const graphql = await fetch(`${server.url}/graphql/gh`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: '{ me { user { username } } }' }),
  });
  const graphqlBody = (await graphql.json()) as { data?: { me: { user: { username: string } } | null } };
  const rest = await fetch(`${server.url}/internal/user`, { headers });
  const restBody = (await rest.json()) as { owners?: Array<{ username: string }> };
  return {
    graphqlStatus: graphql.status,
    username: graphqlBody.data?.me?.user.username ?? null,
    restStatus: rest.status,
    restOwners: (restBody.owners ?? []).map((owner) => owner.username),
  };
}

describe('the Access page', () => {
  test('a token generated on the page is its person on the API until it is revoked on the page', async () => {
    const { context, page } = await signedIn('ada', ACCESS);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tokens = page.getByRole('region', { name: 'API Tokens' });
    await tokens.getByRole('heading', { name: 'API Tokens' }).waitFor();
    await tokens.getByText('Authorization: bearer <token>').waitFor();
    await tokens.getByText('No API tokens').waitFor();
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Account settings' })
        .getByRole('link', { name: 'Access' })
        .getAttribute('aria-current'),
      'page',
    );
    await assertAccessible(page, 'access page');

    await page.getByRole('button', { name: 'Generate Token' }).click();
    const form = page.getByRole('dialog', { name: 'Generate new API access token' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Generate Token' }).click();
    await form.getByText('A token name is required').waitFor();
    await form.getByRole('textbox', { name: 'Token Name' }).fill('ci');
    await assertAccessible(page, 'generate token dialog');
    await form.getByRole('button', { name: 'Generate Token' }).click();

    const created = page.getByRole('dialog', { name: 'API access token' });
    await created.waitFor();
    await created.getByText("Make sure to copy your token now. You won't be able to see it again.").waitFor();
    const token = (await created.getByTestId('new-api-token').textContent())?.trim() ?? '';
    assert.match(token, /^canopy_api_[\w-]{20,}$/);
    await created.getByRole('button', { name: 'Copy token' }).click();
    await created.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), token);

    const working = await asToken(token);
    assert.deepEqual(working, { graphqlStatus: 200, username: 'ada', restStatus: 200, restOwners: ['ada'] });

    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'detached' });
    const row = tokens.getByRole('row').filter({ hasText: 'ci' });
    await row.getByText(`xxxx…${token.slice(-4)}`).waitFor();
    // From now on the list shows the token by its last four characters only.
    assert.equal(await tokens.getByText(token).count(), 0);

    await tokens.getByRole('button', { name: 'Revoke token ci' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API token?' });
    await confirm.getByText('stops working at once', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await tokens.getByText('No API tokens').waitFor();

    const revoked = await asToken(token);
    assert.equal(revoked.graphqlStatus, 401);
    assert.equal(revoked.restStatus, 401);
    await context.close();
  });

  test('two sign-ins are listed; revoking the other one signs that browser out on its next page load', async () => {
    const first = await signedIn('ada', ACCESS);
    const sessions = first.page.getByRole('region', { name: 'Login Sessions' });
    await sessions.getByRole('heading', { name: 'Login Sessions' }).waitFor();
    await sessions.getByText('This device').waitFor();
    const before = await sessions.locator('tbody tr').count();

    const second = await signedIn('ada', ACCESS);
    await second.page.getByRole('region', { name: 'Login Sessions' }).getByText('This device').waitFor();

    await first.page.reload();
    await sessions.getByText('This device').waitFor();
    const rows = sessions.locator('tbody tr');
    await waitForCount(rows, before + 1);
    assert.ok(before + 1 >= 2, 'both sign-ins are listed');
    assert.equal(await sessions.getByText('This device').count(), 1);
    assert.match((await rows.first().textContent()) ?? '', /Chrome \d+ on Linux/);

    // The newest sign-in that is not this browser's: the second one.
    const other = rows.filter({ hasNot: first.page.getByText('This device') }).first();
    await other.getByRole('button', { name: /^Revoke session of / }).click();
    const confirm = first.page.getByRole('dialog', { name: 'Revoke login session?' });
    await confirm.getByRole('button', { name: 'Revoke session' }).click();
    await confirm.waitFor({ state: 'detached' });
    await waitForCount(rows, before);
    await sessions.getByText('This device').waitFor();

    // The other browser still shows the page it had; its next load is signed out.
    await second.page.reload();
    // Self-hosted, the login page is the root: it comes with the session-expired banner and the way back.
    await second.page.waitForURL(
      (url) =>
        url.pathname === '/' && url.searchParams.has('expired') && url.searchParams.get('to') === ACCESS,
    );
    await second.page.getByText('Your session has expired. Please log in again to continue.').waitFor();
    assert.equal(await second.page.getByRole('heading', { name: 'API Tokens' }).count(), 0);
    const me = await second.context.request.get('/internal/user');
    assert.notEqual(me.status(), 200, `the revoked browser is a guest: ${me.status()}`);

    // This browser is still signed in.
    await first.page.reload();
    await sessions.getByText('This device').waitFor();
    await Promise.all([first.context.close(), second.context.close()]);
  });

  test('revoking this device signs this browser out', async () => {
    const { context, page } = await signedIn('ada', ACCESS);
    const sessions = page.getByRole('region', { name: 'Login Sessions' });
    await sessions.getByRole('button', { name: 'Revoke this device' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out this device?' });
    await confirm.getByRole('button', { name: 'Revoke and sign out' }).click();
    // Signed out to /login, which on a self-hosted install is its root page, for guests.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    assert.ok(!(await context.cookies()).some((cookie) => cookie.name === 'canopy_session' && cookie.value));
    const me = await context.request.get('/internal/user');
    assert.notEqual(me.status(), 200);
    await context.close();
  });

  test("someone else's account has no Access page: an org member is sent on to its YAML", async () => {
    const { context, page } = await signedIn('grace', '/account/gh/canopy/yaml');
    const sidebar = page.getByRole('navigation', { name: 'Account settings' });
    await sidebar.getByRole('link', { name: 'Global YAML' }).waitFor();
    assert.equal(await sidebar.getByRole('link', { name: 'Access' }).count(), 0);
    await page.goto('/account/gh/canopy/access');
    await page.waitForURL((url) => url.pathname === '/account/gh/canopy/yaml');
    assert.equal(await page.getByRole('heading', { name: 'API Tokens' }).count(), 0);
    await context.close();
  });
});

async function waitForCount(locator: ReturnType<Page['locator']>, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await locator.count()) !== count) {
    if (Date.now() > deadline) assert.fail(`expected ${count} rows, found ${await locator.count()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the account area on a self-hosted install', () => {
  const sidebar = (page: Page) =>
    page.getByRole('navigation', { name: 'Account settings' }).getByRole('link').allInnerTexts();
  const ownerTabs = (page: Page) =>
    page.getByRole('navigation', { name: 'Owner' }).getByRole('link').allInnerTexts();

  test("has the self-hosted sidebar: Profile and Access on your own account, Global YAML, and an org's upload token for admins", async () => {
    const own = await signedIn('ada', '/account/gh/ada');
    await own.page.getByRole('heading', { name: 'Profile' }).first().waitFor();
    assert.deepEqual(await sidebar(own.page), ['Profile', 'Access', 'Global YAML']);
    // No Members or Plan tabs on a self-hosted install.
    assert.deepEqual(await ownerTabs(own.page), ['Repos', 'Analytics', 'Settings']);
    await own.page.goto('/account/gh/canopy');
    await own.page.waitForURL((url) => url.pathname === '/account/gh/canopy/yaml');
    await own.page.getByRole('heading', { name: 'Global YAML' }).waitFor();
    assert.deepEqual(await sidebar(own.page), ['Global YAML', 'Global Upload Token']);
    await own.context.close();

    const member = await signedIn('grace', '/gh/canopy');
    await member.page.goto('/account/gh/canopy');
    await member.page.waitForURL((url) => url.pathname === '/account/gh/canopy/yaml');
    await member.page.getByRole('heading', { name: 'Global YAML' }).waitFor();
    assert.deepEqual(await sidebar(member.page), ['Global YAML']);
    await member.context.close();
  });

  test('asks a guest to log in, and shows someone outside the organisation the not-found page', async () => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/account/gh/canopy/yaml');
    await page.getByText('Error 401').waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Account settings' }).count(), 0);
    await context.close();

    const stranger = await signedIn('margaret', '/gh/margaret');
    await stranger.page.goto('/account/gh/canopy');
    await stranger.page.getByText('Error 404').waitFor();
    assert.equal(await stranger.page.getByRole('navigation', { name: 'Account settings' }).count(), 0);
    await stranger.context.close();
  });
});
