// A pull request that grows a bundle, end to end: the captured @codecov/webpack-plugin stats go to a base commit on
// main, and a bigger build to the head of pull #42, through the plugins' two requests, on a server that notifies a
// loopback stand-in of GitHub's API. The pull list, the pull page's bundle panel and the commit list show the growth;
// GitHub is sent the `codecov/bundles` status and a comment with the bundle section. A second pull whose base has
// no bundle shows its head's bundles under the banner that says why they are not compared.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from '@canopy/tools/harness';
import {
  type Build,
  capturedBuild,
  grownBuild,
  pageGraphql,
  tableRows,
  uploadBuild,
} from './support/bundle-builds.ts';
import { signedIn } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';
import { startNotifyHost, type RunningNotifyHost } from './support/notify-host.ts';

const OWNER = 'canopy';
const REPO = 'web-app';
const BASE_PATH = `/gh/${OWNER}/${REPO}`;
const BUNDLE = 'bundle-app-array-push';
const GITHUB_TOKEN = 'e2e-github-token';
const BASE = '3c'.repeat(20);
const HEAD = '4d'.repeat(20);
/** The second pull: its base (on main) has no bundle, its head has. */
const BARE = '5e'.repeat(20);
const LONE = '6f'.repeat(20);
const PULL = 42;
const LONE_PULL = 43;

/** The pull's build: main.js grew by 1570 bytes (half the bundle) under a new hash. */
const grown = grownBuild('main.0a1b2c3d4e5f6a7b8c9d.js', (asset) => ({ ...asset, size: asset.size + 1570 }));

let host: RunningNotifyHost;
let server: RunningServer;
let browser: Browser;

before(async () => {
  host = await startNotifyHost({ token: GITHUB_TOKEN });
  server = await startServer({ CANOPY_GITHUB_TOKEN: GITHUB_TOKEN, CANOPY_GITHUB_API_URL: host.url });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await host?.stop();
});

const upload = (token: string, build: Omit<Build, 'owner' | 'repo'>) =>
  uploadBuild(server.url, token, { owner: OWNER, repo: REPO, ...build });

/** The cell of `column` in the row of a table that mentions `text`. */
async function cellOf(table: Locator, text: string | RegExp, column: string): Promise<string> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((header) => header.trim());
  const index = headers.indexOf(column);
  assert.ok(index >= 0, `no ${column} column in ${headers.join(' | ')}`);
  const row = table.locator('tbody > tr').filter({ hasText: text });
  return (await row.getByRole('cell').nth(index).innerText()).trim();
}

describe('a pull request that grows a bundle', () => {
  test('the lists, the pull page and GitHub all say how much it grew', async () => {
    const { context, page, errors } = await signedIn(browser, server.url, 'grace', `${BASE_PATH}/pulls`, {
      arrive: true,
    });
    try {
      const token = (
        await pageGraphql<{ owner: { repository: { uploadToken: string } } }>(
          page,
          `{ owner(username: "${OWNER}") { repository(name: "${REPO}") { ... on Repository { uploadToken } } } }`,
        )
      ).owner.repository.uploadToken;
      const bundleStatus = async (sha: string) =>
        (
          await pageGraphql<{ owner: { repository: { commit: { bundleStatus: string | null } | null } } }>(
            page,
            `{ owner(username: "${OWNER}") { repository(name: "${REPO}") {
              ... on Repository { commit(id: "${sha}") { bundleStatus } } } } }`,
          )
        ).owner.repository.commit?.bundleStatus;

      // The base is processed before the head arrives, as on main before a pull is pushed.
      await upload(token, { sha: BASE, branch: 'main', parent: null, pullid: null, stats: capturedBuild });
      await eventually(() => bundleStatus(BASE), 'COMPLETED', 20_000);
      await upload(token, { sha: HEAD, branch: 'grow', parent: BASE, pullid: PULL, stats: grown });
      // A later commit of main whose build did not upload stats: the second pull branches off it.
      await upload(token, { sha: BARE, branch: 'main', parent: BASE, pullid: null });
      await upload(token, { sha: LONE, branch: 'lone', parent: BARE, pullid: LONE_PULL, stats: grown });
      await eventually(() => bundleStatus(HEAD), 'COMPLETED', 20_000);
      await eventually(() => bundleStatus(LONE), 'COMPLETED', 20_000);

      // GitHub: the bundle status of the head states the growth against the 5% warning threshold (informational
      // by default, so it passes with a warning), and the pull gets a comment with the bundle section.
      await eventually(
        async () =>
          (await host.received()).statuses
            .filter((status) => status.sha === HEAD && status.context === 'codecov/bundles')
            .map(({ state, description }) => ({ state, description })),
        [{ state: 'success', description: 'Passed with Warnings - Bundle change: 50.0% (Threshold: 5.0%)' }],
        20_000,
      );
      const comments = (await host.received()).comments.filter((comment) => comment.pullid === PULL);
      assert.equal(comments.length, 1, JSON.stringify(comments));
      const body = comments[0]!.body;
      assert.ok(
        body.includes(
          'Changes will increase total bundle size by 1.57kB (50.0%) :arrow_up::warning:, exceeding the ' +
            '[configured](https://docs.codecov.com/docs/javascript-bundle-analysis#main-features) threshold of 5%.',
        ),
        body,
      );
      assert.ok(body.includes(`| ${BUNDLE} | 4.71kB | 1.57kB (50.0%) :arrow_up::warning: |`), body);

      // The pull list: the Bundle column holds the signed change of each pull's head.
      await page.goto(`${BASE_PATH}/pulls`);
      const pulls = page.getByRole('table', { name: `Pull requests of ${OWNER}/${REPO}` });
      await pulls.getByText(`#${PULL}`).waitFor();
      await eventually(() => cellOf(pulls, `#${PULL}`, 'Bundle'), '+1.57kB');

      // The pull page: its bundle panel compares the head with the base, bundle by bundle.
      await page.goto(`${BASE_PATH}/pull/${PULL}?dropdown=bundle`);
      const section = page.getByRole('table', { name: 'Bundles of this pull request' });
      await section.getByText(BUNDLE).waitFor();
      assert.deepEqual(
        (await section.locator('thead th').allInnerTexts()).map((header) => header.trim()),
        ['Bundle name', 'Previous size', 'New size', 'Change'],
      );
      assert.deepEqual(await tableRows(section), [[BUNDLE, '3.14kB', '4.71kB', '+1.57kB (+50.00%)']]);
      assert.match(
        (await page.getByTestId('bundle-summary').innerText()).trim(),
        /increase total bundle size by 1\.57kB/,
      );

      // The commit list of the pull's branch: the head's Bundle is the same change.
      await page.goto(`${BASE_PATH}/commits/grow`);
      const commits = page.getByRole('table', { name: `Commits of ${REPO}` });
      await commits.getByLabel(`Commit ${HEAD.slice(0, 7)}`).waitFor();
      await eventually(() => cellOf(commits, HEAD.slice(0, 7), 'Bundle'), '+1.57kB');

      // The pull whose base has no bundle: why they are not compared, and the head's own bundles.
      await page.goto(`${BASE_PATH}/pull/${LONE_PULL}?dropdown=bundle`);
      const lone = page.getByRole('table', { name: 'Bundles of this pull request' });
      await lone.getByText(BUNDLE).waitFor();
      assert.deepEqual(
        (await lone.locator('thead th').allInnerTexts()).map((header) => header.trim()),
        ['Bundle name', 'Current size', 'Estimated load time (3G)'],
      );
      assert.deepEqual(
        (await tableRows(lone)).map((row) => row.slice(0, 2)),
        [[BUNDLE, '4.71kB']],
      );
      await page.getByText('Missing Base Report').waitFor();
      await page
        .getByText(
          'Unable to compare bundles because the base of the pull request did not upload a bundle stats file.',
        )
        .waitFor();
      assert.equal(
        (await page.getByTestId('bundle-summary').innerText()).trim(),
        'unable to compare bundles because the base of the pull request did not upload a bundle stats file ❌',
      );
      // Nothing to compare with, so GitHub gets no bundle status for it (as Codecov).
      assert.deepEqual(
        (await host.received()).statuses.filter(
          (status) => status.sha === LONE && status.context === 'codecov/bundles',
        ),
        [],
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
