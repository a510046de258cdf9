// The tests dashboard on a fresh start's demo data (the demo repository's jest suite uploads JUnit results on every
// commit, through the real ingestion path): the figures of main, the flaky tests found by the Flaky tests card, a
// flaky test's last failure, and a pull request's branch, where the test it breaks fails every time. Audited with
// axe.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import { DEMO_PROCESSED } from './support/demo.ts';
import { signedIn } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';
import { assertAccessible } from './support/page-checks.ts';

const TESTS = '/gh/canopy/demo/tests';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer({ CANOPY_DEMO_COVERAGE: 'true' }, { waitForLog: DEMO_PROCESSED });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The demo's uploads are processed in the background after the start: waits for the last commits' test results. */
async function demoProcessed(): Promise<void> {
  const login = await fetch(`${server.url}/login/dev?username=grace`, { redirect: 'manual' });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const state = async () => {
    const response = await fetch(`${server.url}/graphql/gh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: `{ owner(username: "canopy") { repository(name: "demo") { ... on Repository {
          branch(name: "main") { head { testResults { totalCount } } }
          pull(id: 12) { head { testResults { failedCount } } } } } } }`,
      }),
    });
    const body = (await response.json()) as {
      data?: { owner: { repository: { branch: unknown; pull: unknown } } };
    };
    return body.data?.owner.repository ?? null;
  };
  await eventually(
    state,
    {
      branch: { head: { testResults: { totalCount: 22 } } },
      pull: { head: { testResults: { failedCount: 1 } } },
    },
    60_000,
  );
}

const text = async (locator: { innerText(): Promise<string> }) =>
  (await locator.innerText()).replace(/\s+/g, ' ');

describe('the tests dashboard', () => {
  test('main shows the suite, the Flaky tests card finds the flaky tests, a branch shows the test it breaks', async () => {
    await demoProcessed();
    const { context, page, errors } = await signedIn(browser, server.url, 'grace', TESTS, { arrive: true });
    try {
      await page.getByRole('heading', { name: 'Tests (22)' }).waitFor();
      const table = page.getByRole('table');
      // 22 tests, one skipped on every run: 5 runs of it on main in 30 days.
      const skipped = page.getByRole('button', { name: /^Skipped test runs: 5\b/ });
      await skipped.waitFor();

      // The Flaky tests card: the session test that failed on main, and the upload test whose job was retried.
      await page.getByRole('button', { name: /^Flaky tests: 2\b.*show only these tests/ }).click();
      await page.getByRole('heading', { name: 'Flaky tests (2)' }).waitFor();
      assert.match(page.url(), /parameter=FLAKY_TESTS/);
      const flaky = table.getByRole('row', { name: /refresh keeps the user signed in/ });
      await flaky.waitFor();
      assert.match(await text(flaky), /FLAKY .*20% 20% 1 /);
      await table.getByRole('row', { name: /accepts a gzip body/ }).waitFor();
      await assertAccessible(page, 'tests-dashboard-flaky');

      // Its last failure: the timeout jest reported.
      await flaky
        .getByRole('button', { name: 'refresh keeps the user signed in: show the last failure' })
        .click();
      await page
        .getByRole('dialog')
        .getByText(/Exceeded timeout of 5000 ms/)
        .first()
        .waitFor();
      await page.keyboard.press('Escape');

      // The pull request's branch: no cards (they are the default branch's), the broken test fails on every run.
      await page.goto(`${TESTS}/feature%2Ffaster-merge`);
      const broken = table.getByRole('row', { name: /merge keeps partial hits/ });
      await broken.waitFor();
      assert.match(await text(broken), /100%/);
      assert.equal(await page.getByRole('button', { name: /^Flaky tests:/ }).count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
