// The account area's admin landing page on the hosted edition, in a real browser against the real server: an
// organisation's admin adds and revokes an admin through the member search, a member is sent on to the YAML page,
// a person renames themselves and the user menu shows it, and the default organization decides where / lands.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn as devLogin } from './support/dev-login.ts';
import { checkPage } from './support/page-checks.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  // The demo data: canopy (Pro plan) administered by ada, with grace and linus as members.
  server = await startServer({ CANOPY_EDITION: 'cloud' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const open = (username: string, to: string) => devLogin(browser, server.url, username, to, { arrive: true });

describe('account admin page (hosted)', () => {
  test('an organisation admin sees its details, adds grace as an admin through the search, then revokes her', async () => {
    const { context, page, errors } = await open('ada', '/account/gh/canopy');
    const details = page.getByRole('region', { name: 'canopy' });
    await details.getByRole('heading', { name: 'canopy' }).waitFor();
    await details.getByText('Provider: GitHub').waitFor();
    await details.getByText('Plan: Pro').waitFor();
    assert.equal(
      await details.getByRole('link', { name: 'View canopy on GitHub' }).getAttribute('href'),
      'https://github.com/canopy',
    );
    await page.getByRole('heading', { name: 'Manage admins' }).waitFor();
    const admins = page.getByRole('table', { name: 'Admins of the organization' });
    await admins.getByRole('cell', { name: 'ada', exact: true }).waitFor();
    assert.equal(await admins.getByRole('cell', { name: 'grace', exact: true }).count(), 0);
    await checkPage(page, 'account-admin-organization');

    await page.getByRole('button', { name: /^Search to add administrator/ }).click();
    await page.getByPlaceholder('Search for members').fill('hopper');
    await page.getByRole('option', { name: 'Grace Hopper (grace)' }).click();
    await page.getByText('grace is now an admin').waitFor();
    await admins.getByRole('cell', { name: 'grace', exact: true }).waitFor();
    await admins.getByRole('cell', { name: 'grace@example.com' }).waitFor();

    await admins.getByRole('button', { name: 'Revoke grace' }).click();
    await page.getByText('grace is no longer an admin').waitFor();
    await admins.getByRole('cell', { name: 'grace', exact: true }).waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a member who is not an admin opening the organisation's account area lands on its YAML page", async () => {
    const { context, page } = await open('grace', '/gh/canopy');
    await page.goto('/account/gh/canopy');
    await page.waitForURL((url) => url.pathname === '/account/gh/canopy/yaml');
    await page.getByRole('heading', { name: 'Global YAML' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Manage admins' }).count(), 0);
    await context.close();
  });

  test('the personal page saves a new name, which the user menu shows; the default organization decides where / lands', async () => {
    const { context, page, errors } = await open('ada', '/account/gh/ada');
    const detailsForm = page.getByRole('region', { name: 'Details' });
    const name = detailsForm.getByRole('textbox', { name: 'Name' });
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === 'Ada Lovelace',
    );
    await name.fill('');
    await detailsForm.getByText('Name is required').waitFor();
    assert.ok(await detailsForm.getByRole('button', { name: 'Save changes' }).isDisabled());
    await name.fill('Ada King');
    await detailsForm.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your details have been saved').waitFor();
    await page.getByRole('button', { name: 'Open user menu for ada' }).click();
    await page.getByRole('menu').getByText('Ada King').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await checkPage(page, 'account-admin-personal');

    // canopy is ada's default organization: / lands there until she chooses her own account.
    const setting = page.getByRole('region', { name: 'Default organization' });
    await setting.getByRole('button', { name: /^Default organization .*canopy$/ }).click();
    await page.getByRole('option', { name: /ada$/ }).click();
    await page.getByText('Your default organization is now ada').waitFor();
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/gh/ada');
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/gh/ada');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('account sidebar variants (hosted)', () => {
  const sidebar = (page: Page) =>
    page.getByRole('navigation', { name: 'Account settings' }).getByRole('link').allInnerTexts();

  test('an org admin, a personal account and a member each get their sidebar; a stranger finds nothing', async () => {
    const admin = await open('ada', '/account/gh/canopy');
    await admin.page.getByRole('heading', { name: 'Manage admins' }).waitFor();
    assert.deepEqual(await sidebar(admin.page), ['Admin', 'Global YAML', 'Global Upload Token']);
    // The hosted owner tabs include Members and Plan.
    const tabs = await admin.page
      .getByRole('navigation', { name: 'Owner' })
      .getByRole('link')
      .allInnerTexts();
    assert.ok(tabs.includes('Members') && tabs.includes('Plan'), tabs.join(', '));
    await admin.page.goto('/account/gh/ada');
    await admin.page.getByRole('region', { name: 'Details' }).waitFor();
    // A personal account has no global upload token: it is an organisation's.
    assert.deepEqual(await sidebar(admin.page), ['Admin', 'Access', 'Global YAML']);
    await admin.context.close();

    const member = await open('grace', '/gh/canopy');
    await member.page.goto('/account/gh/canopy/org-upload-token');
    await member.page.waitForURL((url) => url.pathname === '/account/gh/canopy/yaml');
    assert.deepEqual(await sidebar(member.page), ['Global YAML']);
    await member.context.close();

    const stranger = await open('margaret', '/gh/margaret');
    await stranger.page.goto('/account/gh/canopy');
    await stranger.page.getByText('Error 404').waitFor();
    assert.equal(await stranger.page.getByRole('navigation', { name: 'Account settings' }).count(), 0);
    await stranger.context.close();
  });
});
