// The sign-in and landing routes of spec §2 in a real browser: the login page (hosted), the sync page, the landing
// redirect and its short provider names, the GitHub app install request, the guest 'Log in', the session-expired
// banner and the terms-agreement screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { assertAccessible } from './support/page-checks.ts';

let selfHosted: RunningServer;
let hosted: RunningServer;
let browser: Browser;

before(async () => {
  // No git provider is configured on either: only the development sign-in can sign anyone in.
  [selfHosted, hosted] = await Promise.all([startServer(), startServer({ CANOPY_EDITION: 'cloud' })]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([selfHosted?.stop(), hosted?.stop()]);
});

async function open(
  server: RunningServer,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** Signs in through the development sign-in and waits for `to`. */
async function signIn(page: Page, username: string, to: string): Promise<void> {
  await page.goto(`/login/dev?username=${username}&to=${encodeURIComponent(to)}`);
  await page.waitForURL((url) => url.pathname === to.split('?')[0]);
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('hosted edition', () => {
  test('/login/gh with no provider configured renders the login page, not a server error page', async () => {
    const { page, context, errors } = await open(hosted);
    const response = await page.goto('/login/gh?to=/gh/canopy');
    assert.ok(response, 'no response');
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    await page.getByText('Sign-in with GitHub is not set up on this install.').waitFor();
    const dev = page.getByRole('link', { name: /development/i });
    assert.equal(await dev.getAttribute('href'), '/login/dev?username=ada&to=%2Fgh%2Fcanopy');
    assert.equal(await page.getByRole('link', { name: 'Log in with GitHub' }).count(), 0);
    await assertAccessible(page, 'login page /login/gh');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/login lists the sign-in options, and its Log in leads back to it', async () => {
    const { page, context } = await open(hosted);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    await page.getByRole('link', { name: /development/i }).waitFor();
    assert.equal(
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).getAttribute('href'),
      '/login',
    );
    await context.close();
  });

  test('the terms-agreement screen saves the agreement and returns with source=onboarding', async () => {
    const { page, context } = await open(hosted);
    // linus has not agreed to the terms yet.
    await signIn(page, 'linus', '/gh/linus');
    await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    assert.ok(await continueButton.isDisabled());
    assert.equal(await page.getByRole('link', { name: 'Back' }).getAttribute('href'), '/login');
    await assertAccessible(page, 'terms-agreement screen');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await continueButton.click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'onboarding');
    assert.equal(new URL(page.url()).pathname, '/gh/linus');
    await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('self-hosted edition', () => {
  test('a signed-in user with owners sees the sync page on /sync', async () => {
    const { page, context, errors } = await open(selfHosted);
    await signIn(page, 'ada', '/sync');
    await page.getByRole('heading', { name: 'What repo provider would you like to sync?' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/sync');
    // No provider is configured for syncing on this server: the page says so, and offers the way on.
    await page.getByText('No git provider to sync with').waitFor();
    await page.getByRole('link', { name: 'Continue to canopy' }).click();
    await page.waitForURL((url) => url.pathname === '/gh/canopy');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the landing redirect and the provider page use the short provider name; the long one still works', async () => {
    const { page, context } = await open(selfHosted);
    await signIn(page, 'ada', '/');
    await page.waitForURL((url) => url.pathname === '/gh/canopy');
    await page.goto('/github');
    await page.waitForURL((url) => url.pathname === '/gh/canopy');
    await page.goto('/github/canopy');
    await page.getByRole('link', { name: 'web-app', exact: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/github/canopy');
    await context.close();
  });

  test('a GitHub app install request goes to the own account and keeps the default organisation', async () => {
    const { page, context } = await open(selfHosted);
    await signIn(page, 'ada', '/gh/canopy');
    await page.goto('/?setup_action=request');
    await page.waitForURL((url) => url.pathname === '/gh/ada');
    assert.equal(path(page), '/gh/ada?setup_action=request');
    // The default organisation is still canopy: the landing redirect goes there.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/gh/canopy');
    await context.close();
  });

  test("a guest's Log in goes to the provider's sign-in, back to the page", async () => {
    const { page, context } = await open(selfHosted);
    await page.goto('/gh/no-such-owner');
    await page.getByText('Error 404').waitFor();
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
    assert.equal(await logIn.getAttribute('href'), '/login/gh?to=%2Fgh%2Fno-such-owner');
    await context.close();
  });

  test('the session-expired banner shows for ?expired and for the server cookie, once', async () => {
    const { page, context } = await open(selfHosted);
    await page.goto('/gh/no-such-owner?expired');
    const banner = page.getByText('Your session has expired.');
    await banner.waitFor();
    assert.equal(
      await page.locator('[data-banner-variant]').getByRole('link', { name: 'Log in' }).getAttribute('href'),
      '/login/gh?to=%2Fgh%2Fno-such-owner',
    );

    await context.addCookies([{ name: 'canopy_session_expired', value: '1', url: selfHosted.url }]);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    await banner.waitFor();
    assert.equal(
      (await context.cookies()).find((c) => c.name === 'canopy_session_expired'),
      undefined,
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Canopy' }).waitFor();
    assert.equal(await banner.count(), 0);
    await context.close();
  });
});
