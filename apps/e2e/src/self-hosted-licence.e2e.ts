// The self-hosted licence in a real browser: servers started with licences made by tools/licence/make-licence.ts
// (signed with the published test key, which a server outside production accepts through
// CANOPY_LICENSE_PUBLIC_KEY_PATH) show spec §8's licence banner and its 'Resolve issue' modal; a production server
// without CANOPY_ADMINS shows 'Missing designated admins' to a person signed in with GitHub.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, repoRoot, startServer, type RunningServer } from '@canopy/tools/harness';
import { dayFromToday } from '@canopy/tools/licence';
import { signedIn as devLogin } from './support/dev-login.ts';
import { startOAuthHost, type RunningOAuthHost } from './support/oauth-host.ts';

const KEYS = path.join(repoRoot, 'apps/api/src/testing/licence');

/** A licence from the tool, as an issuer would make one. */
function makeLicence(seats: number, daysLeft: number): string {
  return execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'tools/licence/make-licence.ts'),
      ...['--company', 'Acme', '--seats', String(seats), '--expires', dayFromToday(daysLeft)],
      ...['--key', path.join(KEYS, 'test-licence-private-key.pem')],
    ],
    { encoding: 'utf8' },
  ).trim();
}

/** A self-hosted install in the dedicated namespace (spec §9) with a licence; the demo data has 3 seats used. */
const licensed = (seats: number, daysLeft: number) =>
  startServer({
    CANOPY_LICENSE: makeLicence(seats, daysLeft),
    CANOPY_LICENSE_PUBLIC_KEY_PATH: path.join(KEYS, 'test-licence-public-key.pem'),
    IS_DEDICATED_NAMESPACE: 'true',
  });

const USER = { id: 5151, username: 'octavia', name: 'Octavia Butler', email: 'octavia@example.com' };

let expiring: RunningServer;
let expiredAndFull: RunningServer;
let production: RunningServer;
let host: RunningOAuthHost;
let browser: Browser;

before(async () => {
  host = await startOAuthHost({
    kind: 'github',
    clientId: 'e2e-client',
    clientSecret: 'e2e-secret',
    user: USER,
  });
  // One after another: each is assigned as soon as it runs, so `after` stops it whatever fails next.
  expiring = await licensed(50, 10);
  expiredAndFull = await licensed(3, -2);
  // No CANOPY_ADMINS: in production nobody is an install admin, not even the demo data's ada.
  production = await startServer({
    NODE_ENV: 'production',
    CANOPY_DEMO_COVERAGE: 'false',
    GITHUB_CLIENT_ID: 'e2e-client',
    GITHUB_CLIENT_SECRET: 'e2e-secret',
    CANOPY_GITHUB_URL: host.url,
    CANOPY_GITHUB_API_URL: host.apiUrl,
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await Promise.all([expiring?.stop(), expiredAndFull?.stop(), production?.stop()]);
  await host?.stop();
});

/** ada on the demo organisation's page of `server`. */
const signedIn = async (server: RunningServer): Promise<Page> =>
  (await devLogin(browser, server.url, 'ada', '/gh/canopy', { arrive: true })).page;

async function resolveIssue(page: Page, message: string) {
  const banner = page.locator('[data-banner-variant]', { hasText: message });
  await banner.waitFor();
  await banner.getByRole('button', { name: 'Resolve issue' }).click();
  const modal = page.getByRole('dialog', { name: 'Resolve issue' });
  await modal.waitFor();
  return modal;
}

describe('the self-hosted licence banner', () => {
  test("a licence ending in 10 days says so; 'Resolve issue' explains renewal and links to a new licence", async () => {
    const page = await signedIn(expiring);
    const modal = await resolveIssue(page, "Your organization's license ends in 10 days.");
    assert.equal(
      await modal.getByRole('link', { name: 'Generate New License' }).getAttribute('href'),
      'https://canopy.dev/self-hosted/license',
    );
    assert.match(await modal.innerText(), /Generate a new license, set it as CANOPY_LICENSE/);
    assert.equal(await modal.getByText('Seat limit reached').count(), 0);
    assert.equal(await page.getByText('Missing designated admins').count(), 0);
    await page.context().close();
  });

  test('an expired licence whose seats are all taken says both, and the modal explains the seat limit', async () => {
    const page = await signedIn(expiredAndFull);
    const modal = await resolveIssue(
      page,
      "Your organization's license has expired and seat count has been reached.",
    );
    await modal.getByText('Seat limit reached').waitFor();
    assert.equal(
      await modal.getByRole('link', { name: 'contact support' }).getAttribute('href'),
      'https://canopy.dev/support',
    );
    await modal.getByText('Renew your license').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('an install without admins', () => {
  test("shows 'Missing designated admins' to a signed-in person, saying to set CANOPY_ADMINS", async () => {
    const context = await browser.newContext({ baseURL: production.url, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`/login/gh?to=${encodeURIComponent(`/gh/${USER.username}`)}`);
    await page.waitForURL((url) => url.pathname === `/gh/${USER.username}`);
    const banner = page.locator('[data-banner-variant]', { hasText: 'Missing designated admins' });
    await banner.waitFor();
    assert.match(await banner.innerText(), /This install has no admins configured/);
    assert.match(await banner.innerText(), /CANOPY_ADMINS/);
    // Not in the dedicated namespace and without a licence: no licence banner.
    assert.equal(await page.getByRole('button', { name: 'Resolve issue' }).count(), 0);
    await context.close();
  });
});
