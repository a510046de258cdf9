// The bundle analysis set-up guides in a real browser: a member of the demo organisation opens the onboarding,
// chooses Webpack with the keyboard and with a click (each guide its own address), and the configuration snippet
// holds the plugin and this server's address, copied as shown.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn } from './support/dev-login.ts';
import { checkPage } from './support/page-checks.ts';

const ONBOARDING = '/gh/canopy/demo/bundles/new';

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

const tile = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Select your bundler' }).getByRole('radio', { name, exact: true });

const steps = (page: Page, bundler: string) => page.getByRole('list', { name: `${bundler} set-up steps` });

const snippet = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('bundle onboarding', () => {
  test('a member switches to Webpack by keyboard and by click and copies a configuration for this server', async () => {
    const { context, page, errors } = await signedIn(browser, server.url, 'grace', ONBOARDING, {
      arrive: true,
      clipboard: true,
    });
    try {
      await steps(page, 'Vite').waitFor();
      assert.equal(await tile(page, 'Vite').getAttribute('aria-checked'), 'true');
      assert.match(
        (await snippet(page, 'Vite configuration').textContent()) ?? '',
        /import \{ codecovVitePlugin \} from "@codecov\/vite-plugin";/,
      );

      // The keyboard moves through the tiles as through any radio group: Vite → Rollup → Webpack.
      await tile(page, 'Vite').focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.pathname === `${ONBOARDING}/rollup`);
      await steps(page, 'Rollup').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.pathname === `${ONBOARDING}/webpack`);
      await steps(page, 'Webpack').waitFor();

      // A click away and back.
      await tile(page, 'Nuxt').click();
      await page.waitForURL((url) => url.pathname === `${ONBOARDING}/nuxt`);
      await steps(page, 'Nuxt').waitFor();
      await tile(page, 'Webpack').click();
      await page.waitForURL((url) => url.pathname === `${ONBOARDING}/webpack`);
      await steps(page, 'Webpack').waitFor();
      assert.equal(await tile(page, 'Webpack').getAttribute('aria-checked'), 'true');

      const config = (await snippet(page, 'Webpack configuration').textContent()) ?? '';
      assert.match(config, /const \{ codecovWebpackPlugin \} = require\("@codecov\/webpack-plugin"\);/);
      assert.ok(config.includes(`apiUrl: "${server.url}",`), config);
      assert.ok(config.includes('uploadToken: process.env.CODECOV_TOKEN,'), config);
      assert.ok(config.includes('enableBundleAnalysis: true,'), config);
      assert.equal(
        await snippet(page, 'npm install command').textContent(),
        'npm install @codecov/webpack-plugin --save-dev',
      );
      await page.getByTestId('nextjs-note').getByText('Using Next.js?').waitFor();

      await page.getByRole('button', { name: 'Copy Webpack configuration' }).click();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), config);

      // The repository's upload token is there to set as CODECOV_TOKEN, masked until shown.
      const token = page.getByTestId('upload-token');
      assert.equal(await token.getAttribute('data-masked'), 'true');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      assert.match((await token.textContent()) ?? '', /^[0-9a-f-]{36}$/);

      // The audit reads the page at rest, not the hover colours of the button just clicked.
      await page.mouse.move(0, 0);
      await checkPage(page, 'bundle-onboarding-webpack');

      // The guide is its own address: a reload opens it again.
      await page.reload();
      await steps(page, 'Webpack').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
