// The bundle dashboard in a real browser after real uploads: the captured @codecov/webpack-plugin stats are sent
// for two commits of the demo organisation's public web app through the plugins' two requests, and a member reads
// the summary, the asset table (as the stats say, formatted as the page formats sizes), an asset's modules, the
// table narrowed to stylesheets, switches caching off for the bundle, and the head commit's bundle panel. The page
// is audited with axe.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import {
  type BundleStats,
  capturedBuild,
  grownBuild,
  pageGraphql,
  tableRows,
  uploadBuild,
} from './support/bundle-builds.ts';
import { signedIn } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';
import { assertAccessible } from './support/page-checks.ts';

const OWNER = 'canopy';
const REPO = 'web-app';
const BUNDLES = `/gh/${OWNER}/${REPO}/bundles`;
const BUNDLE = 'bundle-app-array-push';
const BASE = '1a'.repeat(20);
const HEAD = '2b'.repeat(20);

/** The next build: main.js grew to 3400 bytes under a new hash. */
const MAIN = 'main.7f3e2d1c0b9a8f7e6d5c.js';
const grown = grownBuild(MAIN, (asset) => ({
  ...asset,
  size: 3_400,
  gzipSize: 1_700,
}));

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

const upload = (token: string, sha: string, parent: string | null, stats: BundleStats) =>
  uploadBuild(server.url, token, { owner: OWNER, repo: REPO, sha, branch: 'main', parent, stats });

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);

describe('bundle dashboard', () => {
  test('a member reads the figures, assets and modules of uploaded stats, and narrows them by type', async () => {
    const { context, page, errors } = await signedIn(browser, server.url, 'grace', BUNDLES, { arrive: true });
    try {
      const token = (
        (await pageGraphql<Record<string, unknown>>(
          page,
          `{ owner(username: "${OWNER}") { repository(name: "${REPO}") {
          ... on Repository { uploadToken } } } }`,
        )) as { owner: { repository: { uploadToken: string } } }
      ).owner.repository.uploadToken;
      await upload(token, BASE, null, capturedBuild);
      await upload(token, HEAD, BASE, grown);
      const status = async () =>
        (
          (await pageGraphql<Record<string, unknown>>(
            page,
            `{ owner(username: "${OWNER}") { repository(name: "${REPO}") {
            ... on Repository { commit(id: "${HEAD}") { bundleStatus } } } } }`,
          )) as {
            owner: { repository: { commit: { bundleStatus: string | null } } };
          }
        ).owner.repository.commit.bundleStatus;
      await eventually(status, 'COMPLETED', 20_000);

      // The default branch's head is the second build: its bundle is picked from the list.
      await page.goto(BUNDLES);
      await page.getByRole('button', { name: /^Bundle/ }).click();
      await page.getByRole('option', { name: BUNDLE }).click();
      await page.waitForURL((url) => url.pathname === `${BUNDLES}/main/${BUNDLE}`);
      const table = page.getByRole('table', { name: `Assets of ${BUNDLE}` });
      await table.getByText(MAIN).waitFor();

      // 3400 + 171 + 93 bytes; gzip 1700 + 153 + 104; 3664 bytes take 39 ms at 750 kbps, under 1 ms at 30 Mbps.
      assert.equal(await figure(page, 'Total size').innerText(), '3.66kB');
      assert.equal(await figure(page, 'gzip size (est.)').innerText(), '1.96kB');
      assert.equal(await figure(page, 'Download time (est.)').innerText(), '39ms | 0ms');
      // The entry chunk's 12 modules are in main.js and main.css, the lazy chunk's one in 899.js.
      assert.equal(await figure(page, 'Modules').innerText(), '25');
      // From the parent's 3140 bytes.
      assert.equal(await figure(page, 'Change').innerText(), '+524B');

      const [, lazy, css] = capturedBuild.assets;
      assert.deepEqual(await tableRows(table), [
        [MAIN, 'js', '36ms', '3.4kB 92.79%'],
        [lazy!.name, 'js', '1ms', '171B 4.67%'],
        [css!.name, 'css', '0ms', '93B 2.54%'],
      ]);

      await page.getByRole('button', { name: `Show the modules of ${MAIN}` }).click();
      const modules = page.getByRole('table', { name: `Modules of ${MAIN}` });
      await modules.getByText('webpack/runtime/jsonp chunk loading').waitFor();
      assert.equal(await modules.locator('tbody > tr').count(), 12);

      await assertAccessible(page, 'bundles-assets');

      await page.getByRole('button', { name: /Show by type/ }).click();
      await page.getByRole('option', { name: 'CSS' }).click();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => url.search === '?types%5B%5D=STYLESHEET');
      await eventually(async () => (await tableRows(table)).map((row) => row[0]), [css!.name], 10_000);
      // The figures come from their own query, which may answer after the table's.
      await eventually(() => figure(page, 'Total size').innerText(), '93B', 10_000);

      // Bundles of the default branch are cached: the member turns caching off for this one and saves.
      await page.getByRole('button', { name: 'Configure data caching' }).click();
      const modal = page.getByRole('dialog', { name: 'Configure bundle caching data' });
      const caching = modal.getByRole('switch', { name: `Caching of ${BUNDLE}` });
      await eventually(() => caching.isChecked(), true, 10_000);
      await caching.click({ force: true });
      await modal.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Bundle caching configuration updated').waitFor();
      await modal.waitFor({ state: 'hidden' });

      // The head commit's page: the bundle panel (coverage has its own) compares with the parent build.
      await page.goto(`/gh/${OWNER}/${REPO}/commit/${HEAD}?dropdown=bundle`);
      await page
        .getByRole('button', { name: 'Bundle report: changes will increase total bundle size by 524B ℹ️' })
        .waitFor();
      const commitBundles = page.getByRole('table', { name: 'Bundles of this commit' });
      await commitBundles.getByText(BUNDLE).waitFor();
      assert.deepEqual((await tableRows(commitBundles))[0]?.slice(0, 3), [BUNDLE, '3.14kB', '3.66kB']);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
