// The account settings in a real browser on a hosted server: an organisation admin saves the global yaml (an error
// shown with its line as it is typed), regenerates and copies the organisation's upload token, requires tokens for
// public repositories, and saves the Okta settings of an organisation on the enterprise plan; a member is sent from
// the token page to the yaml; Okta access does not exist for an organisation on another plan.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn as devLogin } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';
import { restartWithDatabaseChanges } from './support/stopped-server-database.ts';

const ENV = { CANOPY_EDITION: 'cloud' };
/** A second organisation of the seeded admin (ada), on the enterprise plan that Okta access needs. */
const ENTERPRISE_ORG = 'parable';

let server: RunningServer;
let browser: Browser;

before(async () => {
  // The first start seeds the demo (organisation canopy, its admin ada and member grace); Canopy has no billing
  // yet, so the enterprise organisation is written while the server is down.
  server = await restartWithDatabaseChanges(await startServer(ENV), ENV, [
    {
      sql: `insert into owners (service, service_id, username, name, is_org, plan, plan_user_count, admins)
            select 'github', '9100', $1, 'Parable', true, 'users-enterprisey', 10, array[ownerid]
            from owners where service = 'github' and username = 'ada'`,
      params: [ENTERPRISE_ORG],
    },
    {
      sql: `update owners set organizations = array_append(coalesce(organizations, '{}'),
              (select ownerid from owners where service = 'github' and username = $1))
            where service = 'github' and username = 'ada'`,
      params: [ENTERPRISE_ORG],
    },
  ]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = (username: string, to: string) =>
  devLogin(browser, server.url, username, to, { clipboard: true });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Account settings' });

describe('an organisation admin', () => {
  test('saves the global yaml after fixing the error the page shows on its line', async () => {
    const { context, page } = await signedIn('ada', '/account/gh/canopy/yaml');
    await page.getByRole('heading', { name: 'Global YAML' }).waitFor();
    const editor = page.getByRole('textbox', { name: 'Global YAML of canopy' });
    await editor.fill('coverage:\n  precision: nine\n');
    const problems = page.getByTestId('yaml-problems');
    await problems.getByText(/^Line 2: coverage\.precision: /).waitFor();
    assert.equal(
      await page.getByTestId('yaml-gutter').locator('[data-problem]').getAttribute('data-line'),
      '2',
    );
    assert.ok(await page.getByRole('button', { name: 'Save Changes' }).isDisabled());

    await editor.fill('coverage:\n  precision: 1\n  round: up\n');
    await page.getByTestId('yaml-valid').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = page.getByRole('dialog', { name: 'YAML configuration updated' });
    await saved
      .getByText('Repositories with a codecov.yml extend and override it.', { exact: false })
      .waitFor();
    await saved.getByRole('button', { name: 'Done' }).click();

    await page.reload();
    await page.getByRole('textbox', { name: 'Global YAML of canopy' }).waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Global YAML of canopy' }).inputValue(),
      'coverage:\n  precision: 1\n  round: up\n',
    );
    await context.close();
  });

  test('regenerates and copies the global upload token, and requires tokens for public repositories', async () => {
    const { context, page } = await signedIn('ada', '/account/gh/canopy/org-upload-token');
    await page.getByRole('heading', { name: 'Global Upload Token', exact: true }).waitFor();
    const token = page.getByTestId('upload-token');
    assert.match(await token.innerText(), /^CODECOV_TOKEN=x+$/);
    await page.getByRole('button', { name: 'Show global upload token' }).click();
    const before = (await token.innerText()).trim();
    assert.match(before, /^CODECOV_TOKEN=[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Regenerate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate the global upload token?' });
    await confirm.getByText('you will need to update every repo using it', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Regenerate token' }).click();
    await page.waitForFunction((previous) => {
      const shown = document.querySelector('[data-testid="upload-token"]')?.textContent ?? '';
      return /^CODECOV_TOKEN=[0-9a-f-]{36}$/.test(shown) && shown !== previous;
    }, before);
    const after = (await token.innerText()).trim();
    assert.notEqual(after, before);

    await page.getByRole('button', { name: 'Copy global upload token' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), after);

    await page.getByRole('radio', { name: /^Required/ }).click();
    const require = page.getByRole('dialog', { name: 'Require token for uploads' });
    await require.getByRole('button', { name: 'Require token' }).click();
    await page.getByText('Upload token requirement updated successfully').waitFor();
    assert.ok(await page.getByRole('radio', { name: /^Required/ }).isChecked());
    await page.reload();
    await eventually(() => page.getByRole('radio', { name: /^Required/ }).isChecked(), true);
    await context.close();
  });

  test('saves the Okta settings of the enterprise organisation; they come back with the secret masked', async () => {
    const { context, page } = await signedIn('ada', `/account/gh/${ENTERPRISE_ORG}/okta-access`);
    await page.getByRole('heading', { name: 'Step 1: Enable Okta Sync' }).waitFor();
    assert.ok(await sidebar(page).getByRole('link', { name: 'Okta access' }).isVisible());
    const form = page.getByRole('form', { name: 'Okta Sync' });
    await form.getByRole('textbox', { name: 'Client ID' }).fill('0oa-parable');
    await form.getByRole('textbox', { name: 'Client Secret' }).fill('parable-client-secret');
    await form.getByRole('textbox', { name: 'Okta Base URL' }).fill('https://parable.okta.example');
    await form.getByRole('switch', { name: 'Okta Sync Enabled' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Okta configuration saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Step 1: Enable Okta Sync' }).waitFor();
    const reloaded = page.getByRole('form', { name: 'Okta Sync' });
    assert.equal(await reloaded.getByRole('textbox', { name: 'Client ID' }).inputValue(), '0oa-parable');
    assert.equal(
      await reloaded.getByRole('textbox', { name: 'Okta Base URL' }).inputValue(),
      'https://parable.okta.example',
    );
    const secret = reloaded.getByRole('textbox', { name: 'Client Secret' });
    assert.equal(await secret.getAttribute('type'), 'password');
    assert.equal(await secret.inputValue(), 'parable-client-secret');
    assert.ok(await reloaded.getByRole('switch', { name: 'Okta Sync Enabled' }).isChecked());
    assert.ok(await page.getByRole('switch', { name: 'Enforce Okta Login' }).isEnabled());
    await context.close();
  });

  test('finds no Okta access on an organisation that is not on the enterprise plan', async () => {
    const { context, page } = await signedIn('ada', '/account/gh/canopy/okta-access');
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Global YAML' }).waitFor();
    assert.equal(await sidebar(page).getByRole('link', { name: 'Okta access' }).count(), 0);
    await context.close();
  });
});

describe('a member who is not an admin', () => {
  test('is sent from the global upload token to the global yaml, which they can only read', async () => {
    const { context, page } = await signedIn('grace', '/account/gh/canopy/org-upload-token');
    await page.waitForURL(/\/account\/gh\/canopy\/yaml$/);
    await page.getByTestId('yaml-read-only').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save Changes' }).count(), 0);
    assert.equal(await sidebar(page).getByRole('link', { name: 'Global Upload Token' }).count(), 0);
    await context.close();
  });
});
