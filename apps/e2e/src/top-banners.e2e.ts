// The top banners of spec §2 in a real browser, on the hosted edition: the upload-token banner an admin and a
// member of the demo organisation see (it has active public repositories), its dismissal across a reload, the
// trial banners of an organisation on a trial and of one whose trial has ended, and an Okta error in the query.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn as devLogin } from './support/dev-login.ts';
import { restartWithDatabaseChanges } from './support/stopped-server-database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: RunningServer;
let browser: Browser;

before(async () => {
  const env = { CANOPY_EDITION: 'cloud' };
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  // A trial two days from its end and one that ended weeks ago: their dates are written in the database, as no one
  // can wait twelve days in a test.
  server = await restartWithDatabaseChanges(await startServer(env), env, [
    {
      sql: `insert into owners (service, service_id, username, name, is_org, plan, trial_status,
              trial_start_date, trial_end_date)
            values ('github', '7001', 'sapling', 'Sapling', true, 'users-trial', 'ongoing', $1, $2),
                   ('github', '7002', 'stump', 'Stump', true, 'users-developer', 'expired', $3, $4)`,
      params: [at(-12), at(2), at(-40), at(-26)],
    },
    {
      sql: `update owners set organizations = organizations
              || array(select ownerid from owners where username in ('sapling', 'stump'))
            where username = 'ada'`,
    },
    // The demo organisation offers Okta (not enforced), so that its sign-in errors are shown.
    {
      sql: `insert into okta_settings (ownerid, client_id, client_secret, url, enabled, enforced)
            select ownerid, 'canopy-okta', 'not-used', 'http://127.0.0.1:9/okta', true, false
            from owners where username = 'canopy'`,
    },
  ]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = (username: string, to: string) =>
  devLogin(browser, server.url, username, to, { arrive: true });

const banner = (page: Page, key: string) => page.locator(`[data-top-banner="${key}"]`);

describe('upload-token banners', () => {
  test('the admin sees the token and its settings, dismisses the banner, and a reload keeps it dismissed', async () => {
    const { context, page } = await signedIn('ada', '/gh/canopy');
    const tokenBanner = banner(page, 'upload-token-not-required-admin-banner');
    await tokenBanner.getByText('Your org no longer requires upload tokens').waitFor();
    const token = await page.evaluate(async () => {
      const response = await fetch('/graphql/gh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ owner(username: "canopy") { orgUploadToken } }' }),
      });
      return ((await response.json()) as { data: { owner: { orgUploadToken: string } } }).data.owner
        .orgUploadToken;
    });
    assert.match(token, /^[0-9a-f-]{36}$/);
    // Masked until shown, as on the settings page.
    assert.equal(await tokenBanner.getByTestId('upload-token').textContent(), 'x'.repeat(token.length));
    await tokenBanner.getByRole('button', { name: 'Show global upload token' }).click();
    assert.equal(await tokenBanner.getByTestId('upload-token').textContent(), token);
    assert.equal(
      await tokenBanner.getByRole('link', { name: 'Global upload token settings' }).getAttribute('href'),
      '/account/gh/canopy/org-upload-token',
    );

    await tokenBanner.getByRole('button', { name: 'Dismiss banner' }).click();
    await tokenBanner.waitFor({ state: 'detached' });
    await page.reload();
    // The Pro plan survey (the demo organisation is on Pro) shows once the banners have their answers.
    await banner(page, 'pro-feedback-banner')
      .getByText('How is the Pro plan working for your org?')
      .waitFor();
    assert.equal(await tokenBanner.count(), 0);
    const stored = await page.evaluate(() => window.localStorage.getItem('dismissed-top-banners'));
    assert.deepEqual(JSON.parse(stored ?? '{}'), { 'upload-token-not-required-admin-banner': true });
    await context.close();
  });

  test('a member is told to contact the admins, and sees no token', async () => {
    const { context, page } = await signedIn('grace', '/gh/canopy');
    const memberBanner = banner(page, 'upload-token-not-required-member-banner');
    await memberBanner.getByText('Your org no longer requires upload tokens').waitFor();
    assert.match((await memberBanner.textContent()) ?? '', /contact your admins/);
    assert.equal(await memberBanner.getByTestId('upload-token').count(), 0);
    assert.equal(await banner(page, 'upload-token-not-required-admin-banner').count(), 0);
    await context.close();
  });
});

describe('trial banners', () => {
  test('an organisation two days from the end of its trial, and one whose trial has ended', async () => {
    const { context, page } = await signedIn('ada', '/gh/sapling');
    const ongoing = banner(page, 'global-top-ongoing-trial-banner');
    await ongoing.getByText("The org's free Pro trial ends in 2 days.", { exact: false }).waitFor();
    assert.equal(
      await ongoing.getByRole('link', { name: 'Upgrade' }).getAttribute('href'),
      '/plan/gh/sapling/upgrade',
    );

    await page.goto('/gh/stump');
    const expired = banner(page, 'global-top-expired-trial-banner');
    await expired.getByText("The org's 14-day free Pro trial has ended.", { exact: false }).waitFor();
    assert.equal(
      await expired.getByRole('link', { name: 'Add payment method' }).getAttribute('href'),
      '/plan/gh/stump',
    );
    assert.equal(await banner(page, 'global-top-ongoing-trial-banner').count(), 0);
    await context.close();
  });
});

describe('Okta error banner', () => {
  test('?error=access_denied says what went wrong', async () => {
    const { context, page } = await signedIn('grace', '/gh/canopy?error=access_denied');
    const okta = page.getByTestId('okta-banners');
    await okta.getByText('Okta sign-in failed').waitFor();
    await okta
      .getByText(
        'The resource owner or authorization server denied the request. Please reach out to your administrator.',
      )
      .waitFor();
    await context.close();
  });
});
