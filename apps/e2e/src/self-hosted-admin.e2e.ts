// The self-hosted admin area and Profile page in a real browser, on a self-hosted server whose licence allows
// three seats (all three taken by the seed: ada, grace and linus): the install admin's access and users pages,
// seat changes seen in the header and on the page, the seat limit, auto-activation kept across a reload, the
// redirects, and a member's own name and activation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn as devLogin } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ CANOPY_SEATS_LIMIT: '3' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = (username: string, to: string) => devLogin(browser, server.url, username, to);

const pathOf = (page: Page) => new URL(page.url()).pathname;
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const seatCount = (page: Page) => page.getByTestId('seat-count');
const header = (page: Page) => page.locator('[data-seat-usage]');

// The list refetches when a filter changes; wait for the rows to settle on exactly these names.
const expectPeople = (page: Page, names: string[]) =>
  eventually(
    () =>
      page
        .getByRole('cell', { name: /^(Ada Lovelace|Grace Hopper|Linus Pauling|Margaret Knight)$/ })
        .allTextContents(),
    names,
  );

async function expectText(locator: ReturnType<Page['locator']>, text: string) {
  await locator.filter({ hasText: text }).waitFor();
}

test('an install admin opens /admin/gh on the access page; other admin paths go there too', async () => {
  const { context, page } = await signedIn('ada', '/admin/gh');
  await page.waitForURL((url) => url.pathname === '/admin/gh/access');
  await page.getByRole('heading', { name: 'Administrator Access' }).waitFor();
  await page.getByRole('cell', { name: 'Ada Lovelace', exact: true }).waitFor();
  await rowOf(page, 'Ada Lovelace').getByText('ada@example.com').waitFor();
  await page.goto('/admin/gh/other');
  await page.waitForURL((url) => url.pathname === '/admin/gh/access');
  await context.close();
});

test('someone who is not an install admin is sent to /gh', async () => {
  const { context, page } = await signedIn('grace', '/gh/canopy');
  await page.waitForURL((url) => url.pathname === '/gh/canopy');
  await page.goto('/admin/gh/users');
  await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
  assert.match(pathOf(page), /^\/gh(\/|$)/);
  await context.close();
});

test('users: filters and search, seat changes in the header and on the page, the seat limit', async () => {
  const { context, page } = await signedIn('ada', '/admin/gh/users');
  await page.waitForURL((url) => url.pathname === '/admin/gh/users');
  await page.getByRole('heading', { name: 'Account Members' }).waitFor();
  await page.getByText('All members under the organization plan and related management').waitFor();
  await page.getByRole('cell', { name: 'Margaret Knight', exact: true }).waitFor();
  await expectText(seatCount(page), '3 / 3 available seats');
  await expectText(header(page), '0 available seats (3 of 3 used)');
  await page.getByText('additional members will not have access').waitFor();
  // Every seat is taken: margaret's toggle is off.
  const margaretToggle = rowOf(page, 'Margaret Knight').getByRole('switch');
  assert.ok(await margaretToggle.isDisabled());

  // Filters and search narrow the list.
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Non-Active' }).click();
  await page.getByRole('cell', { name: 'Grace Hopper', exact: true }).waitFor({ state: 'detached' });
  await expectPeople(page, ['Margaret Knight']);
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'All Users' }).click();
  await page.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Admins' }).click();
  await page.getByRole('cell', { name: 'Margaret Knight', exact: true }).waitFor({ state: 'detached' });
  await expectPeople(page, ['Ada Lovelace']);
  await page.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Everyone' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('hopper');
  await page.getByRole('cell', { name: 'Ada Lovelace', exact: true }).waitFor({ state: 'detached' });
  await expectPeople(page, ['Grace Hopper']);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('cell', { name: 'Margaret Knight', exact: true }).waitFor();

  // Deactivate grace: a seat is free, margaret's toggle comes on.
  await rowOf(page, 'Grace Hopper').getByRole('switch', { name: 'Activated' }).click({ force: true });
  await rowOf(page, 'Grace Hopper')
    .getByRole('switch', { name: /^Activate |Non-Active/ })
    .waitFor();
  await expectText(seatCount(page), '2 / 3 available seats');
  await expectText(header(page), '1 available seats (2 of 3 used)');
  await eventually(() => margaretToggle.isEnabled(), true);

  // Activate margaret: full again, grace's toggle goes off; then margaret gives the seat back.
  await margaretToggle.click({ force: true });
  await rowOf(page, 'Margaret Knight').getByRole('switch', { name: 'Activated' }).waitFor();
  await expectText(seatCount(page), '3 / 3 available seats');
  await expectText(header(page), '0 available seats (3 of 3 used)');
  await eventually(() => rowOf(page, 'Grace Hopper').getByRole('switch').isDisabled(), true);
  await margaretToggle.click({ force: true });
  await rowOf(page, 'Margaret Knight')
    .getByRole('switch', { name: /^Activate |Non-Active/ })
    .waitFor();
  await expectText(seatCount(page), '2 / 3 available seats');

  // Auto-activation is kept across a reload.
  const autoActivate = () => page.getByRole('switch', { name: /Auto-activate members/ });
  assert.ok(await autoActivate().isChecked());
  await autoActivate().click({ force: true });
  await page.waitForFunction(
    () =>
      !(document.querySelector('[data-testid="activation-panel"] input[role="switch"]') as HTMLInputElement)
        ?.checked,
  );
  await page.reload();
  await page.getByRole('cell', { name: 'Margaret Knight', exact: true }).waitFor();
  await expectText(seatCount(page), '2 / 3 available seats');
  await eventually(() => autoActivate().isChecked(), false);
  await autoActivate().click({ force: true });
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="activation-panel"] input[role="switch"]') as HTMLInputElement)
        ?.checked,
  );
  await context.close();
});

test('profile: grace edits her name and activates herself', async () => {
  // Grace gave her seat back above; one is free, so she may sign in.
  const { context, page } = await signedIn('grace', '/account/gh/grace');
  await page.waitForURL((url) => url.pathname === '/account/gh/grace');
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  const name = page.getByRole('textbox', { name: 'Name' });
  await page.waitForFunction(
    () => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === 'Grace Hopper',
  );
  await name.fill('Grace Brewster Hopper');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Your details have been saved').waitFor();

  await page.getByText('You are currently not activated').waitFor();
  await page.getByRole('switch', { name: /^Activate |Non-Active/ }).click({ force: true });
  await page.getByText('You are currently activated').waitFor();
  await expectText(header(page), '0 available seats (3 of 3 used)');
  await page.reload();
  await page.getByText('You are currently activated').waitFor();
  assert.equal(await name.inputValue(), 'Grace Brewster Hopper');
  await context.close();
});
