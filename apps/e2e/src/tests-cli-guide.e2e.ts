// A new user follows the test analytics guide for the CLI to the letter: a member of the demo organisation reads
// the Node test runner's command (Step 1), the upload token (Step 2) and the upload command (Step 4) off
// `/tests/new/canopy-cli`, runs their tests with node's own runner in a git project of their own, uploads the JUnit
// file with the command as shown, and finds the failing test, its failure message and the runner's own figures on
// the commit page and in the tests dashboard.
import assert from 'node:assert/strict';
import { exec } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, repoRoot, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';
import { GitProject } from './support/git-project.ts';

const shell = promisify(exec);

const OWNER = 'canopy';
const REPO = 'demo';
const GUIDE = `/gh/${OWNER}/${REPO}/tests/new/canopy-cli`;
const TESTS = `/gh/${OWNER}/${REPO}/tests`;

let server: RunningServer;
let browser: Browser;
let project: GitProject | undefined;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

/** The user's tests: two pass, one fails with a message of its own, one is skipped. */
const TEST_FILE = [
  "const test = require('node:test');",
  "const assert = require('node:assert');",
  "test('greets by name', () => assert.strictEqual(`Hello, ${'Ada'}!`, 'Hello, Ada!'));",
  "test('adds up a basket', () => assert.strictEqual(0.1 * 3, 0.3, 'the basket total drifted'));",
  "test('sorts a basket', () => assert.deepStrictEqual([3, 1, 2].sort(), [1, 2, 3]));",
  "test('pays in two currencies', { skip: 'not yet' }, () => {});",
  '',
].join('\n');

describe('the test analytics CLI guide followed', () => {
  test('a member runs the commands the guide shows and sees the failing test with the runner’s figures', async () => {
    const { context, page, errors } = await signedIn(browser, server.url, 'grace', GUIDE, { arrive: true });
    try {
      const steps = page.getByRole('list', { name: 'CLI set-up steps' });
      await steps.waitFor();

      // Step 1: the Node test runner's command.
      await steps.getByRole('tab', { name: 'Node test runner' }).click();
      const runTests = (
        (await steps
          .getByRole('region', { name: 'Node test runner test command', exact: true })
          .textContent()) ?? ''
      ).trim();
      assert.match(runTests, /--test-reporter=junit/);

      // Step 2: the token, shown on request.
      await steps.getByRole('button', { name: 'Show', exact: true }).click();
      const token = ((await steps.getByTestId('upload-token').textContent()) ?? '').trim();
      assert.match(token, /^[0-9a-f-]{36}$/);

      // Step 4: the upload command, which names this server.
      const upload = (
        (await steps
          .getByRole('region', { name: 'canopy-cli test results upload command', exact: true })
          .textContent()) ?? ''
      ).trim();
      assert.ok(upload.includes(`--url ${server.url}`), upload);

      // The project: a clone of canopy/demo on main, with this repository's packages (canopy-cli among them).
      project = new GitProject(server, OWNER, REPO, token);
      await project.init();
      await project.git('remote', 'add', 'origin', `https://github.com/${OWNER}/${REPO}.git`);
      project.write('basket.test.js', TEST_FILE);
      project.write('.gitignore', 'node_modules\njunit.xml\n');
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(project.dir, 'node_modules'), 'dir');
      const sha = await project.commitAll('Basket tests');

      const env = project.env({
        CODECOV_TOKEN: token,
        PATH: `${path.join(repoRoot, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      });
      // The tests fail, as they do in CI; the guide uploads anyway.
      const tests = await shell(`${runTests} --test-reporter=tap --test-reporter-destination=stdout`, {
        cwd: project.dir,
        env,
      }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      const own = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tests.stdout)?.[1]);
      assert.deepEqual([own('pass'), own('fail'), own('skipped')], [2, 1, 1], tests.stdout);
      assert.ok(fs.existsSync(path.join(project.dir, 'junit.xml')));

      const uploaded = await shell(upload, { cwd: project.dir, env });
      assert.match(uploaded.stdout, /junit\.xml/);

      // The commit the CLI named is the one git made, and its results are processed.
      await project.signIn('grace');
      const results = async () =>
        (
          await project!.graphql<{
            owner: { repository: { commit: { testResults: Record<string, number> | null } | null } };
          }>(
            `query($sha: String!) { owner(username: "${OWNER}") { repository(name: "${REPO}") {
              ... on Repository { commit(id: $sha) { testResults { passedCount failedCount skippedCount } } } } } }`,
            { sha },
          )
        ).owner.repository.commit?.testResults ?? null;
      await eventually(results, { passedCount: 2, failedCount: 1, skippedCount: 1 }, 20_000);

      // The commit page lists the failed test; it opens to its message.
      await page.goto(`/gh/${OWNER}/${REPO}/commit/${sha}`);
      const section = page.getByRole('region', { name: 'Test results' });
      await section.getByText('1 test failed').waitFor();
      await section.getByText('2 passed · 1 failed · 1 skipped').waitFor();
      await section.getByRole('button', { name: /adds up a basket/ }).click();
      await section.getByText('the basket total drifted').first().waitFor();

      // The dashboard of main finds it by name, with a failure rate of 100 %, and opens its last failure.
      await page.goto(TESTS);
      await page.getByRole('searchbox', { name: 'Search by name' }).fill('basket');
      const table = page.getByRole('table');
      const row = table.getByRole('row', { name: /adds up a basket/ });
      await row.waitFor();
      assert.match((await row.innerText()).replace(/\s+/g, ' '), /100%/);
      await table.getByRole('row', { name: /sorts a basket/ }).waitFor();
      await row.getByRole('button', { name: 'adds up a basket: show the last failure' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('the basket total drifted').first().waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
