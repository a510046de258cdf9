// A new user follows the Webpack guide of bundle analysis to the letter: a member of the demo organisation reads the
// token (Step 2) and the configuration (Step 3) off `/bundles/new/webpack`, puts that configuration into a small
// webpack project that is a git repository of its own (the plugin takes the commit, branch and repository from git,
// as on a developer's machine), builds it with real webpack and `@codecov/webpack-plugin`, and finds the bundle
// on the repository's bundle page with the sizes webpack wrote.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, repoRoot, startServer, type RunningServer } from '@canopy/tools/harness';
import { signedIn } from './support/dev-login.ts';
import { eventually } from './support/eventually.ts';
import { GitProject } from './support/git-project.ts';

const run = promisify(execFile);

const OWNER = 'canopy';
const REPO = 'demo';
const GUIDE = `/gh/${OWNER}/${REPO}/bundles/new/webpack`;
const BUNDLES = `/gh/${OWNER}/${REPO}/bundles`;
// The guide names the bundle after the repository; the plugin adds webpack's chunk format to it.
const BUNDLE = `${REPO}-array-push`;

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

/** Sizes as the bundle pages print them: decimal kilobytes with at most two decimals ('1.23kB', '512B'). */
function size(bytes: number): string {
  const unit = bytes < 1_000 ? { value: bytes, unit: 'byte' } : { value: bytes / 1_000, unit: 'kilobyte' };
  return new Intl.NumberFormat('en-US', {
    style: 'unit',
    unit: unit.unit,
    unitDisplay: 'narrow',
    maximumFractionDigits: 2,
  }).format(unit.value);
}

async function rows(table: Locator): Promise<string[][]> {
  const out: string[][] = [];
  for (const row of await table.locator('tbody > tr').all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    if (cells.length > 1) out.push(cells.map((cell) => cell.replace(/\s+/g, ' ').trim()));
  }
  return out;
}

/** The app: an entry, a module it uses and one it loads lazily (webpack's defaults: `src/index.js` to `dist/`). */
const APP: Record<string, string> = {
  'src/greet.js': 'export const greet = (name) => `Hello, ${name}!`;\n',
  'src/later.js': "export default function later() {\n  return 'loaded later';\n}\n",
  'src/index.js': [
    "import { greet } from './greet.js';",
    "document.body.textContent = greet('bundles');",
    "import('./later.js').then((module) => console.log(module.default()));",
    '',
  ].join('\n'),
  // The project's own build script, as `webpack` on the command line would run the configuration.
  'build.js': [
    "const webpack = require('webpack');",
    "webpack(require('./webpack.config.js'), (error, stats) => {",
    '  if (error || stats.hasErrors()) {',
    "    console.error(error ?? stats.toString('errors-only'));",
    '    process.exit(1);',
    '  }',
    "  if (stats.hasWarnings()) console.error(stats.toString('errors-warnings'));",
    '});',
    '',
  ].join('\n'),
  '.gitignore': 'node_modules\ndist\n',
};

describe('the webpack guide followed', () => {
  test('a member configures webpack as the guide shows, builds, and sees the bundle with its sizes', async () => {
    const { context, page, errors } = await signedIn(browser, server.url, 'grace', GUIDE, { arrive: true });
    try {
      const steps = page.getByRole('list', { name: 'Webpack set-up steps' });
      await steps.waitFor();

      // Step 2: the variable to set and its value, shown on request.
      await steps.getByText('Step 2: Set CODECOV_TOKEN in the build environment').waitFor();
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      const token = ((await page.getByTestId('upload-token').textContent()) ?? '').trim();
      assert.match(token, /^[0-9a-f-]{36}$/);

      // Step 3: the configuration, as shown; the user's own settings go where it says `// ...`.
      const shown =
        (await page.getByRole('region', { name: 'Webpack configuration', exact: true }).textContent()) ?? '';
      assert.ok(shown.includes('  // ...\n'), shown);
      assert.ok(shown.includes('uploadToken: process.env.CODECOV_TOKEN,'), shown);
      const config = shown.replace('  // ...\n', '  mode: "production",\n');

      // The project: a clone of canopy/demo on main, with the packages of this repository installed.
      project = new GitProject(server, OWNER, REPO, token);
      await project.init();
      await project.git('remote', 'add', 'origin', `https://github.com/${OWNER}/${REPO}.git`);
      for (const [file, text] of Object.entries(APP)) project.write(file, text);
      project.write('webpack.config.js', config);
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(project.dir, 'node_modules'), 'dir');
      const sha = await project.commitAll('Add bundle analysis');

      const started = Date.now();
      const build = await run(process.execPath, ['build.js'], {
        cwd: project.dir,
        env: project.env({ CODECOV_TOKEN: token, NO_COLOR: '1' }),
      });
      assert.equal(build.stderr, '', 'webpack and the plugin warn of nothing');
      const said = build.stdout.split('\n').filter((line) => line.includes('[codecov]'));
      assert.ok(said.includes(`[codecov] Successfully uploaded stats for bundle: ${BUNDLE}`), build.stdout);
      assert.deepEqual(
        said.filter((line) => /fail|error|warn|limit|invalid|unable|could not/i.test(line)),
        [],
      );
      assert.ok(Date.now() - started < 30_000);

      const dist = path.join(project.dir, 'dist');
      const files = fs
        .readdirSync(dist)
        .map((name) => ({ name, size: fs.statSync(path.join(dist, name)).size }))
        .sort((a, b) => b.size - a.size);
      assert.equal(files.length, 2, files.map((file) => file.name).join(', '));
      assert.equal(files[0]!.name, 'main.js');
      const total = files.reduce((sum, file) => sum + file.size, 0);

      // The commit the plugin named is the one git made, on main, and its bundle is processed.
      await project.signIn('grace');
      const commit = async () =>
        (
          await project!.graphql<{
            owner: { repository: { commit: { branchName: string; bundleStatus: string | null } | null } };
          }>(
            `query($sha: String!) { owner(username: "${OWNER}") { repository(name: "${REPO}") {
              ... on Repository { commit(id: $sha) { branchName bundleStatus } } } } }`,
            { sha },
          )
        ).owner.repository.commit;
      await eventually(commit, { branchName: 'main', bundleStatus: 'COMPLETED' }, 20_000);

      // The bundle page: the new bundle, picked from the list, holds what webpack wrote.
      await page.goto(BUNDLES);
      await page.getByRole('button', { name: /^Bundle/ }).click();
      await page.getByRole('option', { name: BUNDLE }).click();
      await page.waitForURL((url) => url.pathname === `${BUNDLES}/main/${BUNDLE}`);
      const table = page.getByRole('table', { name: `Assets of ${BUNDLE}` });
      await table.getByText('main.js').waitFor();
      assert.equal(await page.getByTestId('figure-Total size').innerText(), size(total));
      const shownRows = await rows(table);
      assert.deepEqual(
        shownRows.map((row) => [row[0], row[1], row[3]?.split(' ')[0]]),
        files.map((file) => [file.name, 'js', size(file.size)]),
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
